import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnField, WelcomeExperience } from '@shared/contract/new-hires';
import type { WelcomePageView } from '@shared/contract/welcome-pages';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { BUDDY, MANAGER, companyDetails, hiresCoordinator, newHireUser, person, refusal, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/welcome-experience';
import '@renderer/app/routes/preview-welcome-experience';

const SHIRT: OwnField = {
  key: 'field-shirt',
  label: 'T-shirt size',
  section: 'Other',
  type: 'single_select',
  options: [
    { key: 'm', label: 'M', archived: false },
    { key: 'l', label: 'L', archived: false },
  ],
  value: null,
  text: null,
  editable: true,
};
const PHONE: OwnField = {
  key: 'phone',
  label: 'Phone',
  section: 'Personal',
  type: 'phone',
  options: [],
  value: '+44 20 7946 0000',
  text: '+44 20 7946 0000',
  editable: true,
};
const BADGE: OwnField = {
  key: 'field-badge',
  label: 'Badge number',
  section: 'Other',
  type: 'short_text',
  options: [],
  value: 'B-42',
  text: 'B-42',
  editable: false,
};

function pages(form: { submission?: { submittedAt: string; pageVersion: number } | null } = {}): WelcomePageView[] {
  return [
    {
      pageId: 'page-hello',
      title: 'Hello from Engineering',
      pageVersion: 3,
      blocks: [
        { id: 'b-text', kind: 'text', html: '<p>We build <em>things</em>.</p>' },
        { id: 'b-image', kind: 'image', fileId: 'file-team', alt: 'The team at the summer party', caption: 'Summer 2026', width: 800, height: 400 },
        { id: 'b-video', kind: 'video', title: 'A tour of the office', url: 'https://vimeo.com/76979871' },
      ],
    },
    {
      pageId: 'page-people',
      title: 'Your first week',
      pageVersion: 1,
      blocks: [
        {
          id: 'b-people',
          kind: 'people',
          title: 'People to meet',
          people: [
            { role: 'manager', person: MANAGER },
            { role: 'buddy', person: BUDDY },
            { role: null, person: person('user-cto', 'Chris Cto') },
          ],
        },
        {
          id: 'b-time',
          kind: 'timeline',
          title: 'The week ahead',
          entries: [
            { day: 1, date: '2026-12-01', time: '09:30', title: 'Welcome breakfast', details: 'On the fourth floor.' },
            { day: 2, date: '2026-12-02', time: null, title: 'Meet your team', details: null },
          ],
        },
        { id: 'b-tasks', kind: 'tasks', title: 'Before you start' },
      ],
    },
    {
      pageId: 'page-form',
      title: 'Tell us about you',
      pageVersion: 2,
      blocks: [{ id: 'b-form', kind: 'form', title: 'A few questions', fields: [SHIRT, PHONE, BADGE], submission: form.submission ?? null }],
    },
  ];
}

function openOwn(path = '/welcome-experiance', experience: Partial<WelcomeExperience> = {}, handlers: FakeApiHandlers = {}) {
  const bridge = createFakeBridge({ session: signedIn(newHireUser()) });
  const data = welcomeExperience({ preferredName: 'Jo', welcomeMessage: '<p>So glad you are joining us.</p>', pages: pages(), version: 7, ...experience });
  const calls = fakeApi(bridge, {
    'newHire.welcomeExperience': () => ({ ok: true, data: { message: 'OK', data } }),
    ...handlers,
  });
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...renderApp(path, bridge), bridge, calls, sent };
}

const greeting = () => screen.findByText('Welcome to Acme Ltd, Jo!', {}, { timeout: 30_000 });
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const pageHeading = (title: string) => screen.getByText(title, { selector: 'h2' });

// The first screen drawn in a file pays for antd's styles, which is slow under jsdom.
describe('welcome pages: the new hire walks their sequence', { timeout: 45_000 }, () => {
  it('opens the first page with the greeting and first day, shows progress, and moves on with Next and Previous, keeping the page in the URL', async () => {
    const { user, location } = openOwn();
    expect((await greeting()).tagName).toBe('H1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pageHeading('Hello from Engineering')).toBeInTheDocument();
    expect(screen.getByText('So glad you are joining us.')).toBeInTheDocument();
    expect(screen.getByText('Your first day')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    // "About you" ends the last page, not the first.
    expect(screen.queryByText('About you')).not.toBeInTheDocument();

    await user.click(button('Next'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location()).toBe('/welcome-experiance?page=2');
    const heading = pageHeading('Your first week');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByText('So glad you are joining us.')).not.toBeInTheDocument();

    await user.click(button('Next'));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Next', { selector: 'button span' })).not.toBeInTheDocument();
    expect(screen.getByText('About you')).toBeInTheDocument();
    expect(screen.getByText('Starting with you')).toBeInTheDocument();

    await user.click(button('Previous'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location()).toBe('/welcome-experiance?page=2');
  });

  it('opens the page the URL names, as after a reload', async () => {
    openOwn('/welcome-experiance?page=2');
    expect(await screen.findByText('Page 2 of 3', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(pageHeading('Your first week')).toBeInTheDocument();
    // The greeting's heading stays on every page; the message is the first page's.
    expect(screen.getByText('Welcome to Acme Ltd, Jo!')).toBeInTheDocument();
    expect(screen.queryByText('So glad you are joining us.')).not.toBeInTheDocument();
  });

  it('shows each kind of block: text, image, video, people, timeline and tasks', async () => {
    const { user, bridge } = openOwn();
    await greeting();
    expect(screen.getByText('things').tagName).toBe('EM');
    const image = await screen.findByAltText('The team at the summer party');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(image).toHaveAttribute('width', '800');
    expect(bridge.imageMock).toHaveBeenCalledWith({ fileId: 'file-team' });
    expect(screen.getByText('Summer 2026').closest('figcaption')).not.toBeNull();
    expect(screen.getByText('A tour of the office')).toBeInTheDocument();
    await user.click(button('Watch the video'));
    expect(bridge.openVideoMock).toHaveBeenCalledExactlyOnceWith({ url: 'https://vimeo.com/76979871' });

    await user.click(button('Next'));
    const people = await screen.findByRole('list', { name: 'People to meet' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MMMorgan ManagerTheir managermorgan.manager@acme.example',
      'BBBailey BuddyTheir buddybailey.buddy@acme.example',
      'CCChris Ctochris.cto@acme.example',
    ]);
    expect(screen.getByText('Day 1 · Tue 12/01/2026, 09:30')).toBeInTheDocument();
    expect(screen.getByText('Day 2 · Wed 12/02/2026')).toBeInTheDocument();
    expect(screen.getByText('On the fourth floor.')).toBeInTheDocument();
    expect(screen.getByText('Before you start')).toBeInTheDocument();
    expect(screen.getByLabelText('Sign your contract')).toBeInTheDocument();
  });

  it('says why a video did not open', async () => {
    const { user, bridge } = openOwn();
    bridge.openVideoMock.mockResolvedValueOnce({ ok: false, error: { status: 500, message: 'The system browser could not be opened.' } });
    await greeting();
    await user.click(button('Watch the video'));
    expect(await screen.findByText('The system browser could not be opened.')).toBeInTheDocument();
  });

  it('sends the form’s editable fields with the hire’s and the page’s versions, and shows when it was sent', async () => {
    const submitted = welcomeExperience({
      preferredName: 'Jo',
      version: 8,
      pages: pages({ submission: { submittedAt: '2026-11-25T10:00:00.000Z', pageVersion: 2 } }).map((page) =>
        page.pageId === 'page-form'
          ? { ...page, blocks: [{ ...page.blocks[0]!, fields: [{ ...SHIRT, value: 'l', text: 'L' }, PHONE, BADGE] } as WelcomePageView['blocks'][number]] }
          : page,
      ),
    });
    let reads = 0;
    const { user, sent } = openOwn(
      '/welcome-experiance?page=3',
      {},
      {
        'newHire.welcomeExperience': () => ({
          ok: true,
          data: { message: 'OK', data: reads++ === 0 ? welcomeExperience({ preferredName: 'Jo', pages: pages(), version: 7 }) : submitted },
        }),
        'newHire.submitWelcomeForm': () => ({ ok: true, data: { message: 'Thank you, your answers are saved.', data: submitted } }),
      },
    );
    await screen.findByText('Page 3 of 3', {}, { timeout: 30_000 });
    // Only the fields the hire may edit are controls; the badge number is read-only.
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000');
    expect(screen.getByLabelText('Badge number')).toHaveTextContent('B-42');
    expect(screen.getByLabelText('Badge number').closest('input, textarea, [role="combobox"]')).toBeNull();
    expect(screen.getByText('Only your company can change this.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('T-shirt size'));
    await user.click(await screen.findByTitle('L'));
    await user.click(button('Send'));
    await waitFor(() => expect(sent('newHire.submitWelcomeForm')).toHaveLength(1));
    expect(sent('newHire.submitWelcomeForm')[0]).toEqual({
      pageId: 'page-form',
      blockId: 'b-form',
      hireId: 'hire-1',
      version: 7,
      pageVersion: 2,
      fields: { 'field-shirt': 'l', phone: '+44 20 7946 0000' },
    });
    expect(await screen.findByText('Thank you, your answers are saved.')).toBeInTheDocument();
    expect(await screen.findByText('Sent on 11/25/2026')).toBeInTheDocument();
    expect(screen.getByText('L')).toBeInTheDocument();
    // The page lets them send again.
    await user.click(button('Change your answers'));
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
  });

  it('puts the gateway’s message under the field it refused and keeps what was typed', async () => {
    const { user } = openOwn(
      '/welcome-experiance?page=3',
      {},
      {
        'newHire.submitWelcomeForm': () => ({
          ok: false,
          error: {
            status: 400,
            code: 'INVALID_INPUT',
            message: 'Phone: use a phone number.',
            fieldErrors: { 'fields.phone': ['Use a phone number, such as +44 20 7946 0000.'] },
          },
        }),
      },
    );
    await screen.findByText('Page 3 of 3', {}, { timeout: 30_000 });
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(button('Send'));
    expect(await screen.findByText('Use a phone number, such as +44 20 7946 0000.')).toBeInTheDocument();
    expect(screen.getByText('Your answers were not sent. Correct the marked fields and send them again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('call me');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads the page again when it changed meanwhile, says so and keeps the answers', async () => {
    const { user, sent } = openOwn(
      '/welcome-experiance?page=3',
      {},
      {
        'newHire.submitWelcomeForm': () => refusal('This page changed since you opened it; reload it to see the new version.', 409),
      },
    );
    await screen.findByText('Page 3 of 3', {}, { timeout: 30_000 });
    const reads = sent('newHire.welcomeExperience').length;
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+44 1');
    await user.click(button('Send'));
    expect(await screen.findByText(/This page changed since you opened it.*Your answers are still here/)).toBeInTheDocument();
    await waitFor(() => expect(sent('newHire.welcomeExperience').length).toBeGreaterThan(reads));
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 1');
  });

  it('shows the company’s hero image above the greeting when it has one', async () => {
    const { bridge } = openOwn('/welcome-experiance', {
      company: companyDetails({ assets: { logoDark: null, icon: null, hero: 'file-hero', emailHeader: null } }),
    });
    await greeting();
    await waitFor(() => expect(bridge.imageMock).toHaveBeenCalledWith({ fileId: 'file-hero' }));
  });

  it('keeps today’s single page when no page reaches the hire', async () => {
    openOwn('/welcome-experiance', { pages: [] });
    await greeting();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(screen.getByText('About you')).toBeInTheDocument();
    expect(screen.getByText('So glad you are joining us.')).toBeInTheDocument();
  });
});

describe('welcome pages: the coordinator’s preview of a hire', { timeout: 45_000 }, () => {
  it('walks the hire’s exact sequence beside the editor, with forms that send nothing', async () => {
    const bridge = createFakeBridge({ session: signedIn(hiresCoordinator()) });
    const calls = fakeApi(bridge, {
      'newHire.welcomeExperience': () => ({ ok: true, data: { message: 'OK', data: welcomeExperience({ pages: pages() }) } }),
    });
    const { user, location } = renderApp('/new-hiring/new-hire-info/preview-welcome-experience?id=hire-1', bridge);
    await screen.findByText('Welcome to Acme Ltd, Jordan!', {}, { timeout: 30_000 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(location()).toBe('/new-hiring/new-hire-info/preview-welcome-experience?id=hire-1&page=3');
    expect(screen.getByText('Preview: nothing is sent')).toBeInTheDocument();
    expect(button('Send')).toBeDisabled();
    await act(async () => undefined);
    expect(calls.mock.calls.filter(([name]) => name === 'newHire.submitWelcomeForm')).toEqual([]);
  });
});
