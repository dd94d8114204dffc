import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyPlace } from '@shared/contract/company-places';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-department';

const place = (name: string, overrides: Partial<CompanyPlace> = {}): CompanyPlace => ({
  _id: `dep-${name.toLowerCase()}`,
  name,
  externalCode: null,
  address: null,
  timezone: null,
  archived: false,
  version: 1,
  usage: { hires: 0, rules: 0 },
  ...overrides,
});
const OPS = place('Ops', { usage: { hires: 2, rules: 1 }, externalCode: 'D-7' });
const OPERATIONS = place('Operations', { usage: { hires: 5, rules: 0 } });
const OLD = place('Old team', { archived: true, version: 3 });

const MANAGE = ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view', 'onb.settings.manage'];
const userWith = (permissions: string[]) => hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });

function openDepartments(handlers: FakeApiHandlers = {}, permissions = MANAGE) {
  const bridge = createFakeBridge({ session: signedIn(userWith(permissions)) });
  const calls = fakeApi(bridge, {
    'settings.places': () => ({ ok: true, data: { message: 'Departments.', data: [OPS, OPERATIONS, OLD] } }),
    ...handlers,
  });
  const app = renderApp('/settings/department', bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent };
}

const table = () => screen.findByRole('table', { name: 'Departments' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

describe('departments settings', { timeout: 45_000 }, () => {
  it('lists the departments with their usage, archived ones behind the switch', async () => {
    openDepartments();
    const ops = await rowOf('Ops');
    expect(within(ops).getByText('D-7')).toBeInTheDocument();
    expect(within(ops).getByText('2')).toBeInTheDocument();
    expect(within(ops).getByText('Active')).toBeInTheDocument();
    expect(within(await table()).queryByText('Old team')).toBeNull();
    await screen.findByRole('switch', { name: 'Show archived' }).then((toggle) => toggle.click());
    expect(await within(await table()).findByText('Old team')).toBeInTheDocument();
    expect(within(await rowOf('Old team')).getByText('Archived')).toBeInTheDocument();
  });

  it('adds a department from the modal form, and keeps what was typed when the name is taken', async () => {
    let attempts = 0;
    const app = openDepartments({
      'settings.addPlace': () => {
        attempts += 1;
        return attempts === 1
          ? {
              ok: false,
              error: { status: 400, message: 'taken', fieldErrors: { name: ['Your company already has a department named “Ops”. Choose another name.'] } },
            }
          : { ok: true, data: { message: 'Department “Research” added.', data: place('Research') } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add department' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Ops');
    await app.user.type(within(dialog).getByLabelText('External id'), 'D-9');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(await within(dialog).findByText('Your company already has a department named “Ops”. Choose another name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('External id')).toHaveValue('D-9');

    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'Research');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add department' }));
    expect(await screen.findByText('Department “Research” added.')).toBeInTheDocument();
    expect(app.sent('settings.addPlace')).toEqual([
      { kind: 'departments', name: 'Ops', externalCode: 'D-9', address: null, timezone: null },
      { kind: 'departments', name: 'Research', externalCode: 'D-9', address: null, timezone: null },
    ]);
  });

  it('previews a merge, how many hires and rules move, before sending it', async () => {
    const app = openDepartments({
      'settings.mergePlace': () => ({
        ok: true,
        data: {
          message: 'Department “Ops” merged into “Operations”: 2 hires moved, and its rules with them.',
          data: { merged: { ...OPS, archived: true }, into: OPERATIONS },
        },
      }),
    });
    await app.user.click(within(await rowOf('Ops')).getByRole('button', { name: 'Actions for Ops' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge department “Ops”' });
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await app.user.click(within(dialog).getByLabelText('Merge into'));
    // Neither itself nor an archived department is offered.
    const offered = () => [...document.querySelectorAll('.ant-select-item-option')];
    await waitFor(() => expect(offered().map((option) => option.textContent)).toEqual(['Operations']));
    await app.user.click(offered()[0] as HTMLElement);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 hires and 1 rule move from “Ops” to “Operations”. “Ops” is then archived.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Department “Ops” merged into “Operations”: 2 hires moved, and its rules with them.')).toBeInTheDocument();
    expect(app.sent('settings.mergePlace')).toEqual([{ kind: 'departments', id: OPS._id, version: 1, intoId: OPERATIONS._id }]);
  });

  it('says what archiving changes before archiving', async () => {
    const app = openDepartments({
      'settings.archivePlace': () => ({
        ok: true,
        data: { message: 'Department “Ops” archived. It stays on the hires and rules that have it.', data: { ...OPS, archived: true } },
      }),
    });
    await app.user.click(within(await rowOf('Ops')).getByRole('button', { name: 'Actions for Ops' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive department “Ops”?' });
    expect(dialog).toHaveTextContent('It is no longer offered for new hires or new rules. The 2 hires and 1 rule that have it keep it; nothing moves.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(app.sent('settings.archivePlace')).toEqual([{ kind: 'departments', id: OPS._id, version: 1, archived: true }]));
  });

  it('shows a coordinator the list read-only, saying why', async () => {
    openDepartments({}, ['onb.home.view', 'onb.new_hires.view', 'onb.settings.view']);
    expect(await screen.findByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add department' })).toBeDisabled();
    expect(within(await rowOf('Ops')).queryByRole('button', { name: 'Actions for Ops' })).toBeNull();
  });
});
