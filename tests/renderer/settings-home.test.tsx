import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SetupSummary } from '@shared/contract/setup';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-home';
import '@renderer/app/routes/settings-overview';

const MANAGE = ['onb.home.view', 'onb.settings.view', 'onb.settings.manage'];

const NEW_COMPANY: SetupSummary = {
  departments: 0,
  locations: 0,
  plans: 0,
  otherCriteria: 0,
  customFields: 0,
  people: { active: 1, invited: 0, deactivated: 0 },
  brandingSet: false,
  health: { hiresWithoutPlan: 0, invitationsNotAccepted: 0, rulesMatchingNoOne: 0, archivedValuesInUse: 0 },
};

function open(path: string, handlers: FakeApiHandlers, permissions = MANAGE) {
  const user = hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, handlers);
  const app = renderApp(path, bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}

const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('.ant-card') as HTMLElement;

describe('the settings home and the setup overview', { timeout: 45_000 }, () => {
  it('counts the welcome pages published and in draft on the pages card, beside the page rules', async () => {
    const page = (status: 'draft' | 'published', id: string) => ({
      _id: id,
      title: id,
      position: 1,
      status,
      publishedVersion: status === 'published' ? 1 : null,
      hasUnpublishedChanges: false,
      blockKinds: [],
      criteria: [],
      audience: 0,
      updated: { at: '2026-11-20T10:00:00.000Z', by: null },
      version: 1,
    });
    open('/settings', {
      'setup.summary': () => ({ ok: true, data: { message: 'Settings', data: NEW_COMPANY } }),
      'welcomePages.list': () => ({ ok: true, data: { message: 'Pages', data: [page('published', 'a'), page('published', 'b'), page('draft', 'c')] } }),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome experience' })).toBeInTheDocument();
    expect(await within(await cardOf('Pages')).findByText('2 published, 1 draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page rules' })).toHaveAttribute('href', '/settings/pages/page-rules');
  });

  it('groups the settings and says on each card what is set up', async () => {
    const summary: SetupSummary = {
      ...NEW_COMPANY,
      departments: 4,
      locations: 1,
      plans: 2,
      otherCriteria: 2,
      customFields: 1,
      people: { active: 6, invited: 1, deactivated: 2 },
    };
    open('/settings', { 'setup.summary': () => ({ ok: true, data: { message: 'Settings', data: summary } }) });
    for (const group of ['Company', 'Onboarding plan', 'Access', 'Welcome experience'])
      expect(await screen.findByRole('heading', { name: group })).toBeInTheDocument();
    expect(await within(await cardOf('Departments')).findByText('4 departments')).toBeInTheDocument();
    expect(within(await cardOf('Locations')).getByText('1 location')).toBeInTheDocument();
    expect(within(await cardOf('Plans')).getByText('2 plans')).toBeInTheDocument();
    expect(within(await cardOf('People')).getByText('7 people, 1 invitation waiting')).toBeInTheDocument();
    expect(within(await cardOf('Other criteria')).getByText('2 values')).toBeInTheDocument();
    expect(within(await cardOf('Fields')).getByText('1 custom field')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('href', '/settings/permissions');
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/settings/tasks');
    expect(within(await cardOf('Branded assets')).getByText('Not branded yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Branded assets' })).toHaveAttribute('href', '/settings/branded-assets');
    expect(within(await cardOf('Setup overview')).getByText('4 of 5 first steps done, and what needs attention.')).toBeInTheDocument();
  });

  it('ticks the first steps done, lists what needs attention, and starts a new company from the sample set', async () => {
    let summary = { ...NEW_COMPANY, locations: 1, health: { ...NEW_COMPANY.health, hiresWithoutPlan: 2, invitationsNotAccepted: 1 } };
    const app = open('/settings/settings-overview', {
      'setup.summary': () => ({ ok: true, data: { message: 'Settings', data: summary } }),
      'setup.startFromSample': () => {
        summary = { ...summary, departments: 4, plans: 1 };
        return {
          ok: true,
          data: { message: 'Sample departments and the “Standard onboarding” plan are added. Change them to fit your company.', data: summary },
        };
      },
    });
    expect(await screen.findByRole('heading', { name: 'First steps (1 of 5 done)' })).toBeInTheDocument();
    const step = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
    expect(within(step('Add your locations')).getByText('Done')).toBeInTheDocument();
    expect(within(step('Add your departments')).getByText('To do')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite your colleagues' })).toHaveAttribute('href', '/settings/permissions');
    expect(screen.getByRole('link', { name: '2 current hires have no plan.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 invitation was not accepted within a week.' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Start from the sample set' }));
    expect(await screen.findByText('Sample departments and the “Standard onboarding” plan are added. Change them to fit your company.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'First steps (3 of 5 done)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start from the sample set' })).toBeNull();
    expect(app.sent('setup.startFromSample')).toEqual([{}]);
  });

  it('offers the sample set read-only, saying why, to those who may only view settings', async () => {
    open('/settings/settings-overview', { 'setup.summary': () => ({ ok: true, data: { message: 'Settings', data: NEW_COMPANY } }) }, [
      'onb.home.view',
      'onb.settings.view',
    ]);
    expect(await screen.findByRole('button', { name: 'Start from the sample set' })).toBeDisabled();
    expect(screen.getByText('Nothing needs attention.')).toBeInTheDocument();
  });
});
