import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeAccess } from '../../src/shared/contract/access';
import type { CustomField } from '../../src/shared/contract/fields';
import type { WelcomeExperience } from '../../src/shared/contract/new-hires';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import type { StoredFile } from '../../src/shared/files';
import type {
  PageRulesPreview,
  WelcomeAudience,
  WelcomeBlockInput,
  WelcomePage,
  WelcomePageSummary,
  WelcomePreview,
} from '../../src/shared/contract/welcome-pages';
import { WELCOME_PAGE_TEXT } from '../../src/shared/welcome-pages';
import { databaseTargets } from './databases';
import { addOperationsAndNewHire, failure, type HiresGateway, openHiresGateway, type Person } from './new-hires-gateway';
import { SAMPLE_PDF, SAMPLE_PNG, downloadFile, pngOfSize, uploadFile } from './sample-files';

const ACCESS_PAGE = '/settings/permissions/default-access-for-employee';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A PNG whose header claims the given sides: what the gateway reads an image's sides from. */
function pngWithSides(width: number, height: number): Uint8Array {
  const bytes = Uint8Array.from(SAMPLE_PNG);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`welcome pages on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;
    let buddy: Person;
    let engineering: string;
    let sales: string;
    let shirt: CustomField;
    let badge: CustomField;
    /** The new hire (Engineering, signs in), a Sales hire and another Engineering hire. */
    let nico: Hire;
    let sam: Hire;
    let erin: Hire;

    const ok = <T>(response: LightMyRequestResponse): T => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: T }>().data;
    };
    const createPage = async (title: string, blocks: WelcomeBlockInput[] = []) =>
      ok<WelcomePage>(await gateway.request('POST', '/settings/pages', { body: { title, blocks } }));
    const getPage = async (id: string) => ok<WelcomePage>(await gateway.request('GET', `/settings/pages/${id}`));
    const publish = async (page: { _id: string; version: number }) =>
      ok<WelcomePage>(await gateway.request('POST', `/settings/pages/${page._id}/publish`, { body: { version: page.version } }));
    const update = (page: { _id: string; version: number }, title: string, blocks: WelcomeBlockInput[]) =>
      gateway.request('PUT', `/settings/pages/${page._id}`, { body: { version: page.version, title, blocks } });
    const setRules = async (page: { _id: string; version: number }, criteria: { dimension: string; values: string[] }[]) =>
      ok<WelcomePage>(await gateway.request('PUT', `/settings/pages/page-rules/${page._id}`, { body: { version: page.version, criteria } }));
    const remove = async (id: string) => {
      const page = await getPage(id);
      expect((await gateway.request('DELETE', `/settings/pages/${id}`, { query: { version: page.version } })).statusCode).toBe(200);
    };
    const welcome = async (token = newHire.token) => ok<WelcomeExperience>(await gateway.request('GET', `/NewHire/welcome-experience/${nico._id}`, { token }));
    const preview = async (body: Record<string, unknown>) => ok<WelcomePreview>(await gateway.request('POST', '/settings/preview', { body }));
    const submit = (pageId: string, blockId: string, body: { version: number; pageVersion: number; fields: Record<string, unknown> }) =>
      gateway.request('PUT', `/NewHire/welcome-pages/${pageId}/forms/${blockId}`, { token: newHire.token, body: { hireId: nico._id, ...body } });
    const setAccess = async (fields: { key: string; self: string; visibleToCompany: boolean }[]) => {
      const { version } = ok<EmployeeAccess>(await gateway.request('GET', ACCESS_PAGE));
      ok(await gateway.request('PUT', ACCESS_PAGE, { body: { version, fields } }));
    };
    const upload = async (name: string, bytes: Uint8Array) =>
      (await uploadFile(gateway.app, gateway.admin.token, [{ field: 'file', name, bytes }])).json<StoredFile>().id;
    /** Removes every page, so each test orders and counts its own. */
    const removeAll = async () => {
      for (const page of ok<WelcomePageSummary[]>(await gateway.request('GET', '/settings/pages'))) await remove(page._id);
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'pages');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'pages.example'));
      buddy = await gateway.addUser(gateway.companyId, { firstName: 'Bea', lastName: 'Buddy', email: 'bea@pages.example' });
      engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      sales = await gateway.addDepartment(gateway.companyId, 'Sales');
      const field = async (body: Record<string, unknown>) =>
        ok<CustomField>(await gateway.request('POST', '/settings/fields', { body: { section: 'Personal', ...body } }));
      shirt = await field({ label: 'T-shirt size', filledBy: 'new_hire', type: 'single_select', options: [{ label: 'Small' }, { label: 'Medium' }] });
      badge = await field({ label: 'Badge number', filledBy: 'coordinator', type: 'short_text' });
      // A Monday: the timeline's working days fall on known dates.
      nico = await gateway.createHire({
        firstName: 'Nico',
        lastName: 'New',
        departmentId: engineering,
        startDate: '2031-03-17',
        managerId: operations.id,
        buddyId: buddy.id,
        employmentStatus: 'full_time',
      });
      await gateway.db.updateTable('new_hires').set({ user_id: newHire.id, status: 'preboarding' }).where('id', '=', nico._id).execute();
      sam = await gateway.createHire({ firstName: 'Sam', lastName: 'Sales', departmentId: sales, employmentStatus: 'full_time' });
      erin = await gateway.createHire({ firstName: 'Erin', lastName: 'Engineer', departmentId: engineering, employmentStatus: 'part_time' });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('adds pages as drafts, last in the order, and publishes the draft as numbered versions hires get', async () => {
      await removeAll();
      const empty = await createPage('Nothing yet');
      const refused = await gateway.request('POST', `/settings/pages/${empty._id}/publish`, { body: { version: empty.version } });
      expect(refused.statusCode).toBe(400);
      expect(failure(refused).message).toBe(WELCOME_PAGE_TEXT.nothingToPublish);

      const page = await createPage('Welcome to Pages', [{ id: 'hello', kind: 'text', html: '<p>Hello<script>alert(1)</script></p>' }]);
      expect(page).toMatchObject({ position: 2, status: 'draft', publishedVersion: null, hasUnpublishedChanges: true, blockKinds: ['text'], criteria: [] });
      expect(page.blocks).toEqual([{ id: 'hello', kind: 'text', html: '<p>Hello</p>' }]);
      expect(page.audience).toBe(3);
      expect((await welcome()).pages).toEqual([]);

      const first = await publish(page);
      expect(first).toMatchObject({ status: 'published', publishedVersion: 1, hasUnpublishedChanges: false });
      expect(first.versions).toMatchObject([{ number: 1, title: 'Welcome to Pages', publishedBy: gateway.admin.fullName, submissions: 0 }]);
      expect((await welcome()).pages).toMatchObject([
        { pageId: page._id, title: 'Welcome to Pages', pageVersion: 1, blocks: [{ kind: 'text', html: '<p>Hello</p>' }] },
      ]);

      // A draft saved changes nothing a hire sees until it is published.
      const saved = await update(first, 'Welcome aboard', [{ id: 'hello', kind: 'text', html: '<p>Hello again</p>' }]);
      const draft = ok<WelcomePage>(saved);
      expect(draft.hasUnpublishedChanges).toBe(true);
      expect((await welcome()).pages[0]?.title).toBe('Welcome to Pages');
      const stale = await update(first, 'Too late', []);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ message: WELCOME_PAGE_TEXT.stale, currentVersion: draft.version });
      const second = await publish(draft);
      expect(second.versions.map((version) => version.number)).toEqual([2, 1]);
      expect((await welcome()).pages[0]).toMatchObject({ title: 'Welcome aboard', pageVersion: 2 });

      // Back to draft, then removed: no hire gets it; the changes are recorded.
      const unpublished = ok<WelcomePage>(await gateway.request('POST', `/settings/pages/${page._id}/unpublish`, { body: { version: second.version } }));
      expect(unpublished).toMatchObject({ status: 'draft', publishedVersion: null });
      expect((await welcome()).pages).toEqual([]);
      await remove(page._id);
      expect((await gateway.request('GET', `/settings/pages/${page._id}`)).statusCode).toBe(404);
      const changes = await gateway.db.selectFrom('setting_changes').select(['action', 'summary', 'changed_by']).where('entity_id', '=', page._id).execute();
      expect(changes.map((change) => change.action).sort()).toEqual(['created', 'deleted', 'published', 'published', 'unpublished', 'updated']);
      expect(changes.every((change) => change.changed_by === gateway.admin.id)).toBe(true);
    });

    it('checks blocks against the company: images by their bytes, people, and fields new hires may edit', async () => {
      await removeAll();
      const png = await upload('team.png', SAMPLE_PNG);
      const checked = async (block: WelcomeBlockInput) => {
        const response = await gateway.request('POST', '/settings/pages', {
          body: { title: 'Checked', blocks: [{ id: 'ok', kind: 'text', html: '<p>x</p>' }, block] },
        });
        expect(response.statusCode, response.body).toBe(400);
        return failure(response).fieldErrors;
      };
      expect(await checked({ id: 'pdf', kind: 'image', fileId: await upload('offer.pdf', SAMPLE_PDF), alt: 'Offer', caption: null })).toEqual({
        'blocks.1.fileId': [WELCOME_PAGE_TEXT.imageType],
      });
      expect(await checked({ id: 'big', kind: 'image', fileId: await upload('big.png', pngOfSize(3 * 1024 * 1024 + 1)), alt: 'Big', caption: null })).toEqual({
        'blocks.1.fileId': [WELCOME_PAGE_TEXT.imageTooLarge],
      });
      expect(await checked({ id: 'wide', kind: 'image', fileId: await upload('wide.png', pngWithSides(5000, 2)), alt: 'Wide', caption: null })).toEqual({
        'blocks.1.fileId': [WELCOME_PAGE_TEXT.imageTooWide],
      });
      expect(await checked({ id: 'gone', kind: 'image', fileId: UNKNOWN_ID, alt: 'Gone', caption: null })).toEqual({
        'blocks.1.fileId': [WELCOME_PAGE_TEXT.imageNotFound],
      });
      expect(await checked({ id: 'who', kind: 'people', title: 'Meet', roles: [], userIds: [gateway.globex.id] })).toEqual({
        'blocks.1.userIds': [WELCOME_PAGE_TEXT.personUnknown],
      });
      expect(await checked({ id: 'form', kind: 'form', title: 'Tell us', fieldKeys: ['phone', 'shoe_size', badge._id] })).toEqual({
        'blocks.1.fieldKeys.1': [WELCOME_PAGE_TEXT.formFieldUnknown('shoe_size')],
        'blocks.1.fieldKeys.2': [WELCOME_PAGE_TEXT.formFieldNotEditable('Badge number')],
      });
      expect((await gateway.request('GET', '/settings/pages')).json<{ data: unknown[] }>().data).toEqual([]);

      const page = await createPage('Our team', [
        { id: 'photo', kind: 'image', fileId: png, alt: 'The team at the office', caption: 'Spring' },
        { id: 'people', kind: 'people', title: 'People to meet', roles: ['manager', 'buddy', 'coordinator'], userIds: [buddy.id] },
        {
          id: 'week',
          kind: 'timeline',
          title: 'Your first week',
          entries: [
            { day: 1, time: '09:00', title: 'Welcome breakfast', details: null },
            { day: 6, time: null, title: 'First review', details: 'With your manager' },
          ],
        },
      ]);
      expect(page.namedPeople).toEqual([expect.objectContaining({ _id: buddy.id, fullName: 'Bea Buddy' })]);
      await publish(page);
      const [view] = (await welcome()).pages;
      expect(view?.blocks).toEqual([
        { id: 'photo', kind: 'image', fileId: png, alt: 'The team at the office', caption: 'Spring', width: 2, height: 2 },
        {
          id: 'people',
          kind: 'people',
          title: 'People to meet',
          people: [
            { role: 'manager', person: expect.objectContaining({ _id: operations.id, fullName: 'Olga Ops' }) },
            { role: 'buddy', person: expect.objectContaining({ _id: buddy.id }) },
            { role: null, person: expect.objectContaining({ _id: buddy.id, fullName: 'Bea Buddy' }) },
          ],
        },
        {
          id: 'week',
          kind: 'timeline',
          title: 'Your first week',
          entries: [
            { day: 1, date: '2031-03-17', time: '09:00', title: 'Welcome breakfast', details: null },
            { day: 6, date: '2031-03-24', time: null, title: 'First review', details: 'With your manager' },
          ],
        },
      ]);
      // The page's image is the company's to read, the new hire included.
      expect((await downloadFile(gateway.app, newHire.token, png)).statusCode).toBe(200);
      expect((await downloadFile(gateway.app, gateway.globex.token, png)).statusCode).toBe(404);
    });

    it('gives a page without rules to everyone and a page with rules only to the hires who meet them, as the previews show', async () => {
      await removeAll();
      const everyone = await publish(await createPage('For everyone', [{ id: 'a', kind: 'text', html: '<p>All</p>' }]));
      const engineers = await createPage('Engineering setup', [{ id: 'b', kind: 'text', html: '<p>Laptops</p>' }]);

      const rulesPreview = ok<PageRulesPreview>(
        await gateway.request('POST', `/settings/pages/page-rules/${engineers._id}/preview`, {
          body: { criteria: [{ dimension: 'department', values: [engineering] }] },
        }),
      );
      expect(rulesPreview).toMatchObject({
        before: 3,
        after: 2,
        gaining: { count: 0, hires: [] },
        losing: { count: 1, hires: [{ _id: sam._id, fullName: 'Sam Sales' }] },
      });

      const targeted = await publish(await setRules(engineers, [{ dimension: 'department', values: [engineering] }]));
      expect(targeted.criteria).toEqual([{ dimension: 'department', values: [engineering] }]);
      expect(targeted.audience).toBe(2);
      expect((await welcome()).pages.map((page) => page.title)).toEqual(['For everyone', 'Engineering setup']);

      const forSam = await preview({ hireId: sam._id });
      expect(forSam.hire).toEqual({ _id: sam._id, fullName: 'Sam Sales' });
      expect(forSam.pages.map((page) => [page.title, page.reason.everyone])).toEqual([['For everyone', true]]);
      expect(forSam.notShown).toEqual([{ pageId: engineers._id, title: 'Engineering setup', criteria: [{ dimension: 'department', values: [engineering] }] }]);
      const forErin = await preview({ hireId: erin._id });
      expect(forErin.pages.map((page) => page.title)).toEqual(['For everyone', 'Engineering setup']);
      expect(forErin.pages[1]?.reason).toEqual({ everyone: false, criteria: [{ dimension: 'department', values: [engineering] }] });

      const forValues = await preview({ criteria: [{ dimension: 'department', values: [engineering] }] });
      expect(forValues.hire).toBeNull();
      expect(forValues.pages.map((page) => page.title)).toEqual(['For everyone', 'Engineering setup']);
      expect((await preview({ criteria: [{ dimension: 'department', values: [sales] }] })).pages.map((page) => page.title)).toEqual(['For everyone']);
      const neither = await gateway.request('POST', '/settings/preview', { body: {} });
      expect(neither.statusCode).toBe(400);
      expect((await gateway.request('POST', '/settings/preview', { body: { hireId: UNKNOWN_ID } })).statusCode).toBe(404);

      // The same pages in the other order, then refusals of an order that is not every page once, or is stale.
      const listed = ok<WelcomePageSummary[]>(await gateway.request('GET', '/settings/pages'));
      const versions = Object.fromEntries(listed.map((page) => [page._id, page.version]));
      const reordered = ok<WelcomePageSummary[]>(
        await gateway.request('PUT', '/settings/pages/order', { body: { pageIds: [engineers._id, everyone._id], versions } }),
      );
      expect(reordered.map((page) => [page.title, page.position])).toEqual([
        ['Engineering setup', 1],
        ['For everyone', 2],
      ]);
      expect((await welcome()).pages.map((page) => page.title)).toEqual(['Engineering setup', 'For everyone']);
      const partial = await gateway.request('PUT', '/settings/pages/order', { body: { pageIds: [engineers._id], versions } });
      expect([partial.statusCode, failure(partial).message]).toEqual([400, WELCOME_PAGE_TEXT.orderMismatch]);
      const stale = await gateway.request('PUT', '/settings/pages/order', {
        body: { pageIds: [everyone._id, engineers._id], versions: { ...versions, [engineers._id]: 1 } },
      });
      expect([stale.statusCode, failure(stale).message]).toEqual([409, WELCOME_PAGE_TEXT.staleOrder]);
    });

    it('lists the combinations of current hires no targeted page reaches, and pages that say the same thing', async () => {
      await removeAll();
      await publish(
        await setRules(await createPage('Engineering setup', [{ id: 'b', kind: 'text', html: '<p>Laptops</p>' }]), [
          { dimension: 'department', values: [engineering] },
        ]),
      );
      await publish(await createPage('Welcome', [{ id: 'a', kind: 'text', html: '<p>Hi</p>' }]));
      await publish(await createPage('WELCOME', [{ id: 'c', kind: 'text', html: '<p>Other</p>' }]));
      await publish(await createPage('Hello there', [{ id: 'd', kind: 'text', html: '<p>Hi</p>' }]));
      const audience = ok<WelcomeAudience>(await gateway.request('GET', '/settings/preview/audience'));
      expect(audience.uncovered).toEqual([
        {
          values: [
            { dimension: 'department', label: 'Department', value: sales, valueLabel: 'Sales' },
            { dimension: 'location', label: 'Location', value: '', valueLabel: 'Not set' },
            { dimension: 'employment_status', label: 'Employment status', value: 'full_time', valueLabel: 'Full time' },
          ],
          hires: 1,
          pages: 3,
        },
      ]);
      expect(audience.duplicates.map((pair) => [pair.pages.map((page) => page.title), pair.reason, pair.sharedHires])).toEqual([
        [['Welcome', 'WELCOME'], 'The same title.', 3],
        [['Welcome', 'Hello there'], 'The same blocks.', 3],
      ]);
    });

    it('saves a form the new hire sends to their profile, keeps the version they sent it on, and refuses what the form does not allow', async () => {
      await removeAll();
      const page = await publish(
        await createPage('About you', [
          { id: 'intro', kind: 'text', html: '<p>Tell us</p>' },
          { id: 'sizes', kind: 'form', title: 'Your sizes', fieldKeys: [shirt._id, 'phone'] },
        ]),
      );
      const before = await welcome();
      const form = before.pages[0]?.blocks[1];
      expect(form).toMatchObject({ kind: 'form', submission: null });
      expect(form?.kind === 'form' ? form.fields.map((field) => [field.label, field.editable]) : []).toEqual([
        ['T-shirt size', true],
        ['Phone', true],
      ]);
      const at = { version: before.version, pageVersion: 1 };

      const notAsked = await submit(page._id, 'sizes', { ...at, fields: { preferred_name: 'Nic' } });
      expect([notAsked.statusCode, failure(notAsked).fieldErrors]).toEqual([
        400,
        { 'fields.preferred_name': [WELCOME_PAGE_TEXT.fieldNotInForm('Preferred name')] },
      ]);
      const invalid = await submit(page._id, 'sizes', { ...at, fields: { [shirt._id]: 'huge' } });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(failure(invalid).fieldErrors ?? {})).toEqual([`fields.${shirt._id}`]);
      const notForm = await submit(page._id, 'intro', { ...at, fields: {} });
      expect([notForm.statusCode, failure(notForm).message]).toEqual([400, WELCOME_PAGE_TEXT.blockNotForm]);
      const gone = await submit(page._id, 'sizes', { ...at, pageVersion: 2, fields: {} });
      expect([gone.statusCode, failure(gone).message]).toEqual([409, WELCOME_PAGE_TEXT.pageVersionGone]);
      expect((await submit(UNKNOWN_ID, 'sizes', { ...at, fields: {} })).statusCode).toBe(404);
      await setAccess([{ key: 'phone', self: 'view', visibleToCompany: false }]);
      // A field the company made read-only since the page was written shows read-only on it.
      const readOnly = (await welcome()).pages[0]?.blocks[1];
      expect(readOnly?.kind === 'form' ? readOnly.fields.find((field) => field.key === 'phone')?.editable : undefined).toBe(false);
      const viewOnly = await submit(page._id, 'sizes', { ...at, fields: { phone: '+441632960961' } });
      expect([viewOnly.statusCode, failure(viewOnly).message]).toEqual([403, 'You cannot change “Phone” yourself. Ask your coordinator to change it.']);
      await setAccess([{ key: 'phone', self: 'edit', visibleToCompany: false }]);

      const sent = ok<WelcomeExperience>(await submit(page._id, 'sizes', { ...at, fields: { [shirt._id]: 'medium' } }));
      const sentForm = sent.pages[0]?.blocks[1];
      expect(sentForm).toMatchObject({ kind: 'form', submission: { pageVersion: 1 } });
      const profile = ok<Hire>(await gateway.request('GET', `/NewHire/get-hire/${nico._id}`));
      expect(profile.customFields[shirt._id]).toBe('medium');

      // A later version reaches those who did not send the form; the new hire keeps the one they sent it on.
      const edited = ok<WelcomePage>(await update(await getPage(page._id), 'About you, again', [{ id: 'new', kind: 'text', html: '<p>New</p>' }]));
      expect((await publish(edited)).versions.map((version) => [version.number, version.submissions])).toEqual([
        [2, 0],
        [1, 1],
      ]);
      expect((await welcome()).pages[0]).toMatchObject({ title: 'About you', pageVersion: 1 });
      expect((await preview({ hireId: erin._id })).pages[0]).toMatchObject({ title: 'About you, again', pageVersion: 2 });
    });

    it('keeps pages to their company and the settings calls to those who hold the settings rights', async () => {
      await removeAll();
      const page = await publish(await createPage('Ours', [{ id: 'a', kind: 'text', html: '<p>Ours</p>' }]));
      const globex = gateway.globex.token;
      expect((await gateway.request('GET', `/settings/pages/${page._id}`, { token: globex })).statusCode).toBe(404);
      expect(
        (await gateway.request('PUT', `/settings/pages/${page._id}`, { token: globex, body: { version: page.version, title: 'Theirs', blocks: [] } }))
          .statusCode,
      ).toBe(404);
      expect((await gateway.request('POST', `/settings/pages/${page._id}/publish`, { token: globex, body: { version: page.version } })).statusCode).toBe(404);
      expect((await gateway.request('DELETE', `/settings/pages/${page._id}`, { token: globex, query: { version: page.version } })).statusCode).toBe(404);
      expect(
        (await gateway.request('PUT', `/settings/pages/page-rules/${page._id}`, { token: globex, body: { version: page.version, criteria: [] } })).statusCode,
      ).toBe(404);
      expect((await gateway.request('POST', '/settings/preview', { token: globex, body: { hireId: nico._id } })).statusCode).toBe(404);
      expect(ok<WelcomePageSummary[]>(await gateway.request('GET', '/settings/pages', { token: globex })).map((each) => each._id)).not.toContain(page._id);
      expect((await gateway.request('GET', '/settings/pages', { token: newHire.token })).statusCode).toBe(403);
      expect((await gateway.request('POST', '/settings/pages', { token: newHire.token, body: { title: 'Mine', blocks: [] } })).statusCode).toBe(403);
      expect((await getPage(page._id)).title).toBe('Ours');
    });
  });
}
