import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CriteriaOption } from '@shared/contract/criteria';
import type { WelcomeAudience, WelcomePreview } from '@shared/contract/welcome-pages';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hireSummary, hiresCoordinator, refusal, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import { openList } from './support/sign-up-journey';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-preview';
import '@renderer/app/routes/settings-preview-experience';

const admin = hiresCoordinator({
  permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view', 'onb.settings.manage'],
  menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } },
});

const OPTIONS: CriteriaOption[] = [
  {
    dimension: 'department',
    label: 'Department',
    values: [
      { value: 'dep-eng', label: 'Engineering', archived: false },
      { value: 'dep-sales', label: 'Sales', archived: false },
    ],
  },
  { dimension: 'location', label: 'Location', values: [{ value: 'loc-london', label: 'London HQ', archived: false }] },
  { dimension: 'field:shirt', label: 'T-shirt size', values: [{ value: 'm', label: 'M', archived: false }] },
];

const ENGINEERING_PREVIEW: WelcomePreview = {
  hire: { _id: 'hire-maya', fullName: 'Maya Patel' },
  pages: [
    {
      pageId: 'page-eng',
      title: 'Welcome to Engineering',
      pageVersion: 2,
      reason: { everyone: false, criteria: [{ dimension: 'department', values: ['dep-eng'] }] },
      blocks: [
        { id: 'b-1', kind: 'text', html: '<p>Our stack, in short.</p>' },
        {
          id: 'b-2',
          kind: 'form',
          title: 'Your size',
          fields: [
            {
              key: 'shirt',
              label: 'T-shirt size',
              section: 'Other',
              type: 'single_select',
              options: [{ key: 'm', label: 'M', archived: false }],
              value: null,
              text: null,
              editable: true,
            },
          ],
          submission: null,
        },
      ],
    },
    { pageId: 'page-all', title: 'Our values', pageVersion: 1, reason: { everyone: true, criteria: [] }, blocks: [] },
  ],
  notShown: [{ pageId: 'page-sales', title: 'Selling at Acme', criteria: [{ dimension: 'department', values: ['dep-sales'] }] }],
};

const AUDIENCE: WelcomeAudience = {
  uncovered: [
    {
      values: [
        { dimension: 'department', label: 'Department', value: 'dep-sales', valueLabel: 'Sales' },
        { dimension: 'location', label: 'Location', value: 'loc-london', valueLabel: 'London HQ' },
        { dimension: 'employment_status', label: 'Employment status', value: 'full_time', valueLabel: 'Full-time' },
      ],
      hires: 4,
      pages: 1,
    },
  ],
  duplicates: [
    {
      pages: [
        { pageId: 'page-all', title: 'Our values' },
        { pageId: 'page-vals', title: 'Our values' },
      ],
      reason: 'The same title',
      sharedHires: 12,
    },
  ],
};

function openPreview(handlers: FakeApiHandlers = {}, path = '/settings/preview') {
  const bridge = createFakeBridge({ session: signedIn(admin) });
  const calls = fakeApi(bridge, {
    'criteria.options': () => ({ ok: true, data: { message: 'OK', data: OPTIONS } }),
    'newHire.list': () => ({
      ok: true,
      data: {
        message: 'OK',
        data: {
          items: [hireSummary({ _id: 'hire-maya', firstName: 'Maya', lastName: 'Patel' })],
          total: 1,
          counts: { pending: 0, preboarding: 1, onboarding: 0, completed: 0, withdrawn: 0 },
        },
      },
    }),
    'welcomePages.preview': () => ({ ok: true, data: { message: 'The pages this hire gets.', data: ENGINEERING_PREVIEW } }),
    'welcomePages.audience': () => ({ ok: true, data: { message: 'OK', data: AUDIENCE } }),
    ...handlers,
  });
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...renderApp(path, bridge), bridge, sent };
}

/** Picks in the choice of whom to preview: the previewed pages below have fields of the same names. */
async function pick(user: ReturnType<typeof openPreview>['user'], label: string, option: string) {
  await user.click(within(screen.getByRole('region', { name: 'Whom to preview' })).getByRole('combobox', { name: label }));
  await user.click(await within(await openList()).findByTitle(option));
}

describe('/settings/preview: which pages a hire gets', { timeout: 45_000 }, () => {
  it('previews a real hire: the pages in order with why, their blocks, the pages they miss, and a walk-through in its own window', async () => {
    const { user, sent, bridge } = openPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Choose a hire, or at least one criteria value, to see their pages.')).toBeInTheDocument();
    expect(sent('welcomePages.preview')).toEqual([]);

    await pick(user, 'Hire', 'Maya Patel');
    await waitFor(() => expect(sent('welcomePages.preview')).toEqual([{ hireId: 'hire-maya', criteria: [] }]));
    expect(await screen.findByRole('heading', { name: 'The pages Maya Patel gets' })).toBeInTheDocument();
    const pages = screen.getByRole('list', { name: 'The pages Maya Patel gets' });
    const items = within(pages).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['1. Welcome to Engineering', '2. Our values']);
    expect(within(items[0]!).getByText('Department: Engineering')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Everyone')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Our stack, in short.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Form for the new hire')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Preview: nothing is sent')).toBeInTheDocument();

    const notShown = screen.getByRole('region', { name: 'Not shown to this hire' });
    expect(within(notShown).getByText('Selling at Acme')).toBeInTheDocument();
    expect(within(notShown).getByText('Goes to Department: Sales')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Walk through as Maya Patel' }));
    expect(bridge.openPreviewWindowMock).toHaveBeenCalledExactlyOnceWith({ hireId: 'hire-maya' });
  });

  it('offers to open the walk-through here when no window of its own can be opened', async () => {
    const { user, bridge, location } = openPreview();
    bridge.openPreviewWindowMock.mockResolvedValueOnce({ ok: false, error: { status: 500, message: 'The preview window could not be opened.' } });
    await screen.findByRole('heading', { level: 1, name: 'Preview' }, { timeout: 30_000 });
    await pick(user, 'Hire', 'Maya Patel');
    await user.click(await screen.findByRole('button', { name: 'Walk through as Maya Patel' }));
    expect(await screen.findByText('The preview window could not be opened.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open it in this window' }));
    await waitFor(() => expect(location()).toBe('/settings/preview-experience?id=hire-maya'));
  });

  it('previews criteria values, one per dimension, custom fields included, without a walk-through', async () => {
    const { user, sent } = openPreview({
      'welcomePages.preview': () => ({ ok: true, data: { message: 'OK', data: { ...ENGINEERING_PREVIEW, hire: null } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Preview' }, { timeout: 30_000 });
    await user.click(screen.getByRole('radio', { name: 'Criteria values' }));
    await pick(user, 'Department', 'Engineering');
    await pick(user, 'T-shirt size', 'M');
    await waitFor(() =>
      expect(sent('welcomePages.preview').at(-1)).toEqual({
        hireId: null,
        criteria: [
          { dimension: 'department', values: ['dep-eng'] },
          { dimension: 'field:shirt', values: ['m'] },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'The pages a hire with these values gets' })).toBeInTheDocument();
    expect(await screen.findByText('1. Welcome to Engineering')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Walk through as/ })).not.toBeInTheDocument();
  });

  it('says why a preview failed and offers to try again', async () => {
    const { user } = openPreview({ 'welcomePages.preview': () => refusal('This hire is not within your reach.', 403) });
    await screen.findByRole('heading', { level: 1, name: 'Preview' }, { timeout: 30_000 });
    await pick(user, 'Hire', 'Maya Patel');
    expect(await screen.findByText('This hire is not within your reach.')).toBeInTheDocument();
    expect(screen.getByText('The preview could not be loaded')).toBeInTheDocument();
  });

  it('shows the audience matrix: uncovered combinations with their hires, and pages that say the same thing', async () => {
    openPreview();
    const audience = await screen.findByRole('region', { name: 'Hires no targeted page reaches' }, { timeout: 30_000 });
    const rows = await within(audience).findAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Department', 'Location', 'Employment status', 'Hires', 'Pages they get'],
      ['Sales', 'London HQ', 'Full-time', '4', '1'],
    ]);
    const duplicates = screen.getByRole('region', { name: 'Pages that say the same thing' });
    expect(within(duplicates).getByText('Our values and Our values')).toBeInTheDocument();
    expect(within(duplicates).getByText('The same title · 12 hires get both')).toBeInTheDocument();
  });

  it('says so when the matrix has nothing to show', async () => {
    openPreview({ 'welcomePages.audience': () => ({ ok: true, data: { message: 'OK', data: { uncovered: [], duplicates: [] } } }) });
    expect(await screen.findByText('Every combination among current hires gets at least one page meant for it.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('No two published pages with a shared audience say the same thing.')).toBeInTheDocument();
  });
});

describe('/settings/preview-experience: the whole experience as the hire walks it', { timeout: 45_000 }, () => {
  it('shows the hire’s sequence page by page with forms that send nothing', async () => {
    const { user, sent } = openPreview(
      {
        'newHire.welcomeExperience': () => ({
          ok: true,
          data: {
            message: 'OK',
            data: welcomeExperience({
              fullName: 'Maya Patel',
              preferredName: 'Maya',
              pages: ENGINEERING_PREVIEW.pages.map(({ reason: _reason, ...page }) => page),
            }),
          },
        }),
      },
      '/settings/preview-experience?id=hire-maya',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome experience of Maya Patel' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(sent('newHire.welcomeExperience')).toEqual([{ id: 'hire-maya' }]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('asks for a hire when none is named', async () => {
    openPreview({}, '/settings/preview-experience');
    expect(await screen.findByRole('heading', { level: 1, name: 'Walk through a welcome experience' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Choose a hire' })).toBeInTheDocument();
  });
});
