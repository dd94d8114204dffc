import './rich-text-jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WelcomeBlock, WelcomePage } from '@shared/contract/welcome-pages';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { BENEFITS, ENGINEERING, PAGES, VIEW, WELCOME, fullPage, ok, openPagesScreen } from './support/pages-fixtures';
import { chooseOption } from './support/sign-up-journey';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-pages';

const PATH = '/settings/pages';
const rowsShown = () =>
  within(screen.getByRole('list', { name: 'Welcome pages' }))
    .getAllByRole('button', { name: /^Edit “/ })
    .map((button) => button.textContent);
/** A picked PNG; jsdom's File cannot read its bytes, so this one answers arrayBuffer() itself. */
function pngFile(name: string): File {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const file = new File([bytes], name, { type: 'image/png' });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  return file;
}
const never = () => new Promise<never>(() => undefined);

describe('welcome pages: the list', { timeout: 45_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the pages in order with their status, audience in words and hires; a page without rules is for everyone', async () => {
    openPagesScreen(PATH, {});
    await screen.findByRole('button', { name: 'Edit “Engineering at Acme”' });
    expect(rowsShown()).toEqual(['Welcome to Acme', 'Engineering at Acme', 'Benefits']);
    const list = screen.getByRole('list', { name: 'Welcome pages' });
    const [welcome, engineering, benefits] = within(list).getAllByRole('listitem');
    expect(within(welcome!).getByText('Published')).toBeDefined();
    expect(within(welcome!).getByText('For: Everyone · 40 current hires')).toBeDefined();
    expect(within(engineering!).getByText('Unpublished changes')).toBeDefined();
    expect(await within(engineering!).findByText('For: Department: Engineering · 6 current hires')).toBeDefined();
    expect(within(benefits!).getByText('Draft')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Preview which pages a hire gets' }).getAttribute('href')).toBe('/settings/preview');
  });

  it('shows a failed read with why and Retry, which reads again', async () => {
    let fail = true;
    const app = openPagesScreen(PATH, {
      'welcomePages.list': () => (fail ? { ok: false, error: { status: 503, message: 'The gateway is down for maintenance.' } } : ok(PAGES)),
    });
    expect(await screen.findByText('The welcome pages could not be loaded')).toBeDefined();
    expect(screen.getByText('The gateway is down for maintenance.')).toBeDefined();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit “Benefits”' })).toBeDefined();
  });

  it('keeps the skeleton while the read is under way', async () => {
    openPagesScreen(PATH, { 'welcomePages.list': never });
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByRole('list', { name: 'Welcome pages' })).toBeNull();
  });

  it('says what pages are for when there are none, and offers Add page', async () => {
    openPagesScreen(PATH, { 'welcomePages.list': () => ok([]) });
    expect(await screen.findByText('No pages yet')).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Add page' }).length).toBeGreaterThan(0);
  });

  it('moves a page with the keyboard and saves the new order at once, with the versions as read', async () => {
    const app = openPagesScreen(PATH, { 'welcomePages.reorder': () => ok([BENEFITS, WELCOME, ENGINEERING], WELCOME_PAGE_TEXT.reordered) });
    const up = await screen.findByRole('button', { name: 'Move “Benefits” up' });
    up.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(app.sent('welcomePages.reorder')).toEqual([
        { pageIds: ['page-welcome', 'page-benefits', 'page-eng'], versions: { 'page-welcome': 5, 'page-eng': 3, 'page-benefits': 1 } },
      ]),
    );
    expect(await screen.findByText('Pages reordered.')).toBeDefined();
  });

  it('moves a page by dragging its handle with the keyboard, announcing each step', async () => {
    // jsdom lays nothing out: each row of the list is given its own place, 50 px below the one before.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const rows = row?.parentElement ? Array.from(row.parentElement.children) : [];
      const top = Math.max(rows.indexOf(row as Element), 0) * 50;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 40, width: 600, height: 40, toJSON: () => ({}) } as DOMRect;
    });
    const app = openPagesScreen(PATH, { 'welcomePages.reorder': () => ok([WELCOME, BENEFITS, ENGINEERING], WELCOME_PAGE_TEXT.reordered) });
    const handle = await screen.findByRole('button', { name: 'Drag “Benefits” to reorder' });
    handle.focus();
    await app.user.keyboard(' ');
    expect(await screen.findByText('Picked up “Benefits”.')).toBeDefined();
    await app.user.keyboard('{ArrowUp}');
    expect(await screen.findByText('“Benefits” is over “Engineering at Acme”.')).toBeDefined();
    await app.user.keyboard(' ');
    await waitFor(() =>
      expect(app.sent('welcomePages.reorder')).toEqual([expect.objectContaining({ pageIds: ['page-welcome', 'page-benefits', 'page-eng'] })]),
    );
  });

  it('shows the gateway’s order again with why when the order was stale, and never loses a row', async () => {
    let reads = 0;
    const theirs = [BENEFITS, WELCOME, ENGINEERING].map((page, index) => ({ ...page, position: index + 1, version: page.version + 1 }));
    const app = openPagesScreen(PATH, {
      'welcomePages.list': () => ok(++reads === 1 ? PAGES : theirs),
      'welcomePages.reorder': () => ({ ok: false, error: { status: 409, message: WELCOME_PAGE_TEXT.staleOrder, code: 'STALE_VERSION' } }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Move “Welcome to Acme” down' }));
    expect(await screen.findByText(WELCOME_PAGE_TEXT.staleOrder)).toBeDefined();
    await waitFor(() => expect(rowsShown()).toEqual(['Benefits', 'Welcome to Acme', 'Engineering at Acme']));
  });

  it('adds a page by its title and opens its editor', async () => {
    const added = fullPage({ ...BENEFITS, _id: 'page-new', title: 'Our values', position: 4 });
    const app = openPagesScreen(PATH, {
      'welcomePages.create': () => ok(added, WELCOME_PAGE_TEXT.created),
      'welcomePages.get': () => ok(added),
    });
    await screen.findByRole('button', { name: 'Edit “Benefits”' });
    await app.user.click(screen.getAllByRole('button', { name: 'Add page' })[0]!);
    const modal = await screen.findByRole('dialog', { name: 'Add page' });
    await app.user.type(within(modal).getByLabelText('Page title'), 'Our values');
    await app.user.click(within(modal).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(app.sent('welcomePages.create')).toEqual([{ title: 'Our values', blocks: [] }]));
    await waitFor(() => expect(app.location()).toBe('/settings/pages?page=page-new'));
    expect(await screen.findByLabelText('Page title')).toHaveValue('Our values');
  });
});

const TEXT_BLOCK: WelcomeBlock = { id: 'b-text', kind: 'text', html: '<p>Hello</p>' };
const DRAFT = fullPage(BENEFITS, { blocks: [TEXT_BLOCK], versions: [] });

function openEditor(page: WelcomePage, handlers: Parameters<typeof openPagesScreen>[1] = {}, permissions?: string[]) {
  return openPagesScreen(
    `/settings/pages?page=${page._id}`,
    {
      'welcomePages.get': () => ok(page),
      'welcomePages.update': (input) =>
        ok({ ...page, title: input.title, blocks: input.blocks as WelcomeBlock[], version: page.version + 1 }, WELCOME_PAGE_TEXT.saved),
      ...handlers,
    },
    permissions,
  );
}

const drawer = () => screen.findByRole('dialog');
const blockGroup = (name: string) => screen.getByRole('group', { name });

async function addBlock(app: ReturnType<typeof openEditor>, kind: string) {
  await chooseOption(app.user, 'Kind of block', kind);
  await app.user.click(screen.getByRole('button', { name: 'Add block' }));
}

describe('welcome pages: the page editor', { timeout: 60_000 }, () => {
  it('opens from a deep link, edits a block of every kind, and saves the blocks in order', async () => {
    const app = openEditor(DRAFT);
    await drawer();
    expect(await screen.findByLabelText('Page title')).toHaveValue('Benefits');
    const text = document.getElementById('blocks-0-html')!;
    await app.user.click(text);
    await app.user.keyboard('{Control>}a{/Control}Hello and welcome');

    await addBlock(app, 'Image');
    const image = blockGroup('Block 2: Image');
    const input = image.querySelector<HTMLInputElement>('input[type="file"]')!;
    await app.user.upload(input, pngFile('team.png'));
    await app.user.type(within(image).getByLabelText('Image description (for people who cannot see it)'), 'The team at lunch');

    await addBlock(app, 'Video link');
    const video = blockGroup('Block 3: Video link');
    await app.user.type(within(video).getByLabelText('Video title'), 'A tour');
    await app.user.type(within(video).getByLabelText('Video link'), 'https://vimeo.com/123');

    await addBlock(app, 'People to meet');
    const people = blockGroup('Block 4: People to meet');
    await app.user.click(within(people).getByRole('checkbox', { name: 'Their coordinator' }));

    await addBlock(app, 'First-week timeline');
    const timeline = blockGroup('Block 5: First-week timeline');
    await app.user.type(within(timeline).getByLabelText('Time (HH:mm)'), '09:30');
    await app.user.type(within(timeline).getByLabelText('What happens'), 'Breakfast with the team');

    await addBlock(app, 'Form for the new hire');
    const form = blockGroup('Block 6: Form for the new hire');
    await app.user.click(await within(form).findByRole('checkbox', { name: 'T-shirt size' }));
    expect(within(form).getByRole('checkbox', { name: 'Salary' })).toBeDisabled();
    expect(within(form).getByText('New hires may only view this field')).toBeDefined();
    expect(within(form).getByRole('link', { name: /Default access for employees/ })).toHaveAttribute(
      'href',
      '/settings/permissions/default-access-for-employee',
    );

    await addBlock(app, 'Their tasks');
    await waitFor(() => expect(blockGroup('Block 7: Their tasks')).toBeDefined());

    await app.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.sent('welcomePages.update')).toHaveLength(1));
    const [sent] = app.sent('welcomePages.update') as { pageId: string; version: number; title: string; blocks: WelcomeBlock[] }[];
    expect(sent).toMatchObject({ pageId: 'page-benefits', version: 1, title: 'Benefits' });
    expect(sent!.blocks.map((block) => block.kind)).toEqual(['text', 'image', 'video', 'people', 'timeline', 'form', 'tasks']);
    expect(sent!.blocks[0]).toEqual({ id: 'b-text', kind: 'text', html: '<p>Hello and welcome</p>' });
    expect(sent!.blocks[1]).toMatchObject({ kind: 'image', fileId: expect.stringMatching(/^file-/), alt: 'The team at lunch', caption: null });
    expect(sent!.blocks[2]).toMatchObject({ kind: 'video', title: 'A tour', url: 'https://vimeo.com/123' });
    expect(sent!.blocks[3]).toMatchObject({ kind: 'people', roles: ['manager', 'buddy', 'coordinator'], userIds: [] });
    expect(sent!.blocks[4]).toMatchObject({ kind: 'timeline', entries: [{ day: 1, time: '09:30', title: 'Breakfast with the team', details: null }] });
    expect(sent!.blocks[5]).toMatchObject({ kind: 'form', fieldKeys: ['cf-shirt'] });
    expect(sent!.blocks[6]).toMatchObject({ kind: 'tasks', title: 'Your tasks' });
    expect(new Set(sent!.blocks.map((block) => block.id)).size).toBe(7);
    expect(await screen.findByText('Page saved.')).toBeDefined();
  });

  it('names the people a people block introduces, and adds one found by the people picker', async () => {
    const page = fullPage(BENEFITS, {
      blocks: [{ id: 'b-people', kind: 'people', title: 'People you will meet', roles: ['manager'], userIds: ['u-priya'] }],
      namedPeople: [{ _id: 'u-priya', fullName: 'Priya Shah', email: 'priya@acme.example' }],
    });
    const option = (id: string, fullName: string) => ({ _id: id, fullName, email: `${id}@acme.example`, role: 'EMPLOYEE' });
    const app = openEditor(page, {
      'users.dropdown': () => ({ ok: true, data: { message: 'OK', data: [option('u-priya', 'Priya Shah'), option('u-omar', 'Omar Haddad')], total: 2 } }),
    });
    await drawer();
    const group = await screen.findByRole('group', { name: 'Block 1: People to meet' });
    expect(within(group).getByText('Priya Shah')).toBeDefined();
    expect(within(group).getByRole('checkbox', { name: 'Their manager' })).toBeChecked();
    await chooseOption(app.user, 'Named people', 'Omar Haddad');
    await app.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(app.sent('welcomePages.update')).toEqual([
        expect.objectContaining({ blocks: [expect.objectContaining({ kind: 'people', userIds: ['u-priya', 'u-omar'] })] }),
      ]),
    );
  });

  it('refuses a link to an unknown host at the field and sends nothing', async () => {
    const app = openEditor(fullPage(BENEFITS, { blocks: [{ id: 'b-video', kind: 'video', title: 'A tour', url: '' }] }));
    await drawer();
    await app.user.type(await screen.findByLabelText('Video link'), 'http://example.com/tour');
    await app.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(WELCOME_PAGE_TEXT.videoLink)).toBeDefined();
    await waitFor(() => expect(screen.getByLabelText('Video link')).toHaveFocus());
    expect(app.sent('welcomePages.update')).toEqual([]);
    expect(screen.getByLabelText('Video link')).toHaveValue('http://example.com/tour');
  });

  it('shows the gateway’s refusal under the field it names and keeps what was typed', async () => {
    const refusal = WELCOME_PAGE_TEXT.formFieldNotEditable('T-shirt size');
    const page = fullPage(BENEFITS, { blocks: [{ id: 'b-form', kind: 'form', title: 'About you', fieldKeys: ['cf-shirt'] }] });
    const app = openEditor(page, {
      'welcomePages.update': () => ({ ok: false, error: { status: 400, message: refusal, fieldErrors: { 'blocks.0.fieldKeys': [refusal] } } }),
    });
    await drawer();
    const title = await screen.findByLabelText('Page title');
    await app.user.clear(title);
    await app.user.type(title, 'Benefits and you');
    await app.user.click(screen.getByRole('button', { name: 'Save draft' }));
    const group = blockGroup('Block 1: Form for the new hire');
    expect(await within(group).findByText(refusal)).toBeDefined();
    expect(screen.getByLabelText('Page title')).toHaveValue('Benefits and you');
    expect(within(group).getByRole('checkbox', { name: 'T-shirt size' })).toBeChecked();
  });

  it('moves and removes blocks', async () => {
    const page = fullPage(BENEFITS, {
      blocks: [TEXT_BLOCK, { id: 'b-tasks', kind: 'tasks', title: 'Your tasks' }],
    });
    const app = openEditor(page);
    await drawer();
    await app.user.click(await screen.findByRole('button', { name: 'Move block 2: Their tasks up' }));
    await app.user.click(screen.getByRole('button', { name: 'Remove block 2: Text' }));
    await app.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(app.sent('welcomePages.update')).toEqual([expect.objectContaining({ blocks: [{ id: 'b-tasks', kind: 'tasks', title: 'Your tasks' }] })]),
    );
  });

  it('publishes the saved draft after saying hires get this version and earlier forms stay', async () => {
    const page = fullPage(ENGINEERING, {
      blocks: [TEXT_BLOCK],
      versions: [{ number: 2, title: 'Engineering at Acme', publishedAt: '2026-11-01T09:00:00.000Z', publishedBy: 'Ada Admin', submissions: 4 }],
    });
    const app = openEditor(page, { 'welcomePages.publish': () => ok({ ...page, version: 4, hasUnpublishedChanges: false }, WELCOME_PAGE_TEXT.published) });
    await drawer();
    expect(await screen.findByText('Version 2 · 4 hires sent its form')).toBeDefined();
    await app.user.click(screen.getByRole('button', { name: 'Publish' }));
    const question = await screen.findByText(/Hires it reaches get this version from now on; those who already sent a form on an earlier version keep theirs/);
    const popup = question.closest<HTMLElement>('.ant-popover')!;
    await app.user.click(within(popup).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(app.sent('welcomePages.publish')).toEqual([{ pageId: 'page-eng', version: 3 }]));
    expect(await screen.findByText('Page published.')).toBeDefined();
  });

  it('takes a published page back to draft, and removes a page after naming it, closing the editor', async () => {
    const page = fullPage(WELCOME, { blocks: [TEXT_BLOCK] });
    const app = openEditor(page, {
      'welcomePages.unpublish': () => ok({ ...page, status: 'draft', publishedVersion: null, version: 6 }, WELCOME_PAGE_TEXT.unpublished),
      'welcomePages.remove': () => ({ ok: true, data: { message: WELCOME_PAGE_TEXT.removed } }),
    });
    await drawer();
    await app.user.click(await screen.findByRole('button', { name: 'Take back to draft' }));
    const back = (await screen.findByText(/No hire gets it until it is published again/)).closest<HTMLElement>('.ant-popover')!;
    await app.user.click(within(back).getByRole('button', { name: 'Take back to draft' }));
    await waitFor(() => expect(app.sent('welcomePages.unpublish')).toEqual([{ pageId: 'page-welcome', version: 5 }]));

    await app.user.click(screen.getByRole('button', { name: 'Remove page' }));
    const question = (
      await screen.findByText('Remove “Welcome to Acme”? No hire gets it any more; what hires sent on it stays on their profiles.')
    ).closest<HTMLElement>('.ant-popover')!;
    await app.user.click(within(question).getByRole('button', { name: 'Remove page' }));
    await waitFor(() => expect(app.sent('welcomePages.remove')).toEqual([{ pageId: 'page-welcome', version: 6 }]));
    await waitFor(() => expect(app.location()).toBe('/settings/pages'));
    expect(await screen.findByText('Page removed.')).toBeDefined();
  });

  it('shows what was saved meanwhile beside what was typed when the page is stale', async () => {
    const theirs = fullPage(BENEFITS, { title: 'Benefits (new)', blocks: [TEXT_BLOCK], version: 2 });
    let reads = 0;
    const app = openEditor(DRAFT, {
      'welcomePages.get': () => ok(++reads === 1 ? DRAFT : theirs),
      'welcomePages.update': () => ({ ok: false, error: { status: 409, message: WELCOME_PAGE_TEXT.stale, code: 'STALE_VERSION' } }),
    });
    await drawer();
    const title = await screen.findByLabelText('Page title');
    await app.user.clear(title);
    await app.user.type(title, 'Perks');
    await app.user.click(screen.getByRole('button', { name: 'Save draft' }));
    const table = await screen.findByRole('table', { name: 'What changed' });
    expect(within(table).getByText('Benefits (new)')).toBeDefined();
    expect(within(table).getByText('Perks')).toBeDefined();
    await app.user.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(screen.getByLabelText('Page title')).toHaveValue('Benefits (new)');
  });

  it('is read-only, with why, for someone who may only view settings', async () => {
    openEditor(DRAFT, {}, VIEW);
    await drawer();
    expect(await screen.findByLabelText('Page title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add block' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move block/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(within(await drawer()).getByText(/You can look at these settings but not change them/)).toBeDefined();
  });

  it('offers no change to the list for someone who may only view settings', async () => {
    openPagesScreen(PATH, {}, VIEW);
    await screen.findByRole('button', { name: 'Edit “Benefits”' });
    expect(screen.getAllByRole('button', { name: 'Add page' })[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Move “/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Drag “/ })).toBeNull();
  });

  it('asks before closing an editor with unsaved changes', async () => {
    const app = openEditor(DRAFT);
    await drawer();
    const title = await screen.findByLabelText('Page title');
    await app.user.type(title, ' and perks');
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Leave without saving?', { selector: '.ant-modal-title' })).toBeDefined();
  });
});
