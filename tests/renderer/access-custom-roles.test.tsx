import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_PAGE_TEXT } from '@shared/access';
import type { AccessPreview } from '@shared/contract/access';
import { NO_CHANGE, OLIVER, SALES_ROLE, VIEW, openAccessPage } from './support/access-fixtures';
import { openList } from './support/sign-up-journey';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-custom-access';
import '@renderer/app/routes/settings-home';

const ok = <T,>(data: T) => ({ ok: true as const, data: { message: 'OK', data } });

const OLIVER_GAINS: AccessPreview = {
  people: [
    {
      userId: OLIVER._id,
      fullName: 'Oliver Ops',
      gains: ['onb.reports.view'],
      loses: [],
      reachBefore: { every: false, count: 0 },
      reachAfter: { every: false, count: 6 },
    },
  ],
  unchanged: 2,
};

type App = ReturnType<typeof openAccessPage>;

/**
 * A dialog opened over the editor. antd names every dialog by the same id in tests, so a second
 * dialog is found by what it holds and its title checked as text.
 */
async function dialogHolding(text: string | RegExp) {
  const found = (await screen.findByText(text)).closest('[role="dialog"]');
  if (!(found instanceof HTMLElement)) throw new Error(`No dialog holds ${String(text)}`);
  return found;
}

const previewDialog = () => dialogHolding('What this change does.');

const editor = () => screen.findByRole('dialog', { name: /^(Add role|Edit role: .+|Role: .+)$/ });

/** Picks an option in the open list of a picker whose box is named `label`, inside `scope`. */
async function pick(app: App, scope: HTMLElement, label: string, option: string) {
  await app.user.click(within(scope).getByRole('combobox', { name: label }));
  await app.user.click(await within(await openList()).findByTitle(option));
  await app.user.keyboard('{Escape}');
}

async function startNewRole(app: App) {
  await app.user.click(await screen.findByRole('button', { name: 'Add role' }));
  const drawer = await editor();
  await app.user.type(within(drawer).getByLabelText('Role name'), 'Sales reporting');
  await app.user.click(within(within(drawer).getByRole('radiogroup', { name: 'Reports' })).getByRole('radio', { name: 'View' }));
  await pick(app, drawer, 'Add a member', 'Oliver Ops');
  return drawer;
}

describe('custom access', { timeout: 60_000 }, () => {
  it('lists the custom roles with their rights and members', async () => {
    openAccessPage('/settings/permissions/custom-access', {});
    const row = (await screen.findByText('Sales coordinators')).closest('tr') as HTMLElement;
    expect(within(row).getByText('View and change: New hires (add, edit, approve pending hires)')).toBeInTheDocument();
    expect(within(row).getByText('1 member: Oliver Ops')).toBeInTheDocument();
  });

  it('says what a custom role is for when there is none', async () => {
    openAccessPage('/settings/permissions/custom-access', { 'access.customRoles': () => ok([]) });
    expect(await screen.findByText('No custom roles yet. Add one to give people rights over the hires you choose.')).toBeInTheDocument();
  });

  it('adds a role with a member reaching the hires of a rule, one hire added by name, after showing what it changes', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', {
      'access.customRoles': () => ok([]),
      'access.previewCustomRole': () => ok(OLIVER_GAINS),
      'access.createCustomRole': () => ({
        ok: true,
        data: { message: 'Custom role “Sales reporting” added.', data: { ...SALES_ROLE, name: 'Sales reporting' } },
      }),
    });
    const drawer = await startNewRole(app);
    const member = within(drawer).getByRole('group', { name: 'Oliver Ops' });
    await waitFor(() => expect(within(member).getByTestId('rule-editor-count').textContent).toBe('Matches 40 current hires'));
    await pick(app, member, 'Department', 'Sales');
    await waitFor(() => expect(within(member).getByTestId('rule-editor-count').textContent).toBe('Matches 6 current hires'));
    await pick(app, member, 'Hires added', 'Leo Park');
    await app.user.click(within(drawer).getByRole('button', { name: 'Add role' }));

    const preview = await previewDialog();
    expect(within(preview).getByText('What this changes: Custom role “Sales reporting”')).toBeInTheDocument();
    expect(within(preview).getByText('Gains: Reports: View')).toBeInTheDocument();
    expect(within(preview).getByText('Hires reached: 0 hires → 6 hires')).toBeInTheDocument();
    expect(app.sent('access.createCustomRole')).toEqual([]);
    await app.user.click(within(preview).getByRole('button', { name: 'Add role' }));

    expect(await screen.findByText('Custom role “Sales reporting” added.')).toBeInTheDocument();
    const input = {
      name: 'Sales reporting',
      description: '',
      rights: ['onb.reports.view'],
      members: [{ userId: OLIVER._id, criteria: [{ dimension: 'department', values: ['dep-sales'] }], includeHireIds: ['hire-leo'], excludeHireIds: [] }],
    };
    expect(app.sent('access.previewCustomRole')).toEqual([{ ...input, id: null }]);
    expect(app.sent('access.createCustomRole')).toEqual([input]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add role' })).toBeNull());
  });

  it('asks for a name, and refuses a hire both added and left out at its field, before sending anything', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', { 'access.previewCustomRole': () => ok(NO_CHANGE) });
    await app.user.click(await screen.findByRole('button', { name: 'Add role' }));
    const drawer = await editor();
    await app.user.click(within(drawer).getByRole('button', { name: 'Add role' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();

    await app.user.type(within(drawer).getByLabelText('Role name'), 'Sales reporting');
    await pick(app, drawer, 'Add a member', 'Oliver Ops');
    const member = within(drawer).getByRole('group', { name: 'Oliver Ops' });
    await pick(app, member, 'Hires added', 'Maya Patel');
    await pick(app, member, 'Hires left out', 'Maya Patel');
    await app.user.click(within(drawer).getByRole('button', { name: 'Add role' }));
    expect(await within(member).findByText(ACCESS_PAGE_TEXT.hireIncludedAndExcluded)).toBeInTheDocument();
    expect(app.sent('access.previewCustomRole')).toEqual([]);
  });

  it('keeps everything typed when the save is refused, and marks the field the gateway names', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', {
      'access.previewCustomRole': () => ok(OLIVER_GAINS),
      'access.createCustomRole': () => ({
        ok: false,
        error: { status: 400, code: 'INVALID_INPUT', message: ACCESS_PAGE_TEXT.roleNameTaken, fieldErrors: { name: [ACCESS_PAGE_TEXT.roleNameTaken] } },
      }),
    });
    const drawer = await startNewRole(app);
    await app.user.click(within(drawer).getByRole('button', { name: 'Add role' }));
    await app.user.click(within(await previewDialog()).getByRole('button', { name: 'Add role' }));

    expect(await within(drawer).findByText(ACCESS_PAGE_TEXT.roleNameTaken)).toBeInTheDocument();
    expect(within(drawer).getByText('The role was not saved. Correct the marked fields and save again.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Role name')).toHaveValue('Sales reporting');
    expect(within(within(drawer).getByRole('radiogroup', { name: 'Reports' })).getByRole('radio', { name: 'View' })).toBeChecked();
    expect(within(drawer).getByRole('group', { name: 'Oliver Ops' })).toBeInTheDocument();
  });

  it('asks before closing an editor with changes not saved', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', {});
    await app.user.click(await screen.findByRole('button', { name: 'Add role' }));
    const drawer = await editor();
    await app.user.type(within(drawer).getByLabelText('Role name'), 'Draft');
    await app.user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    const question = await dialogHolding('Leave without saving?');
    await app.user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(within(drawer).getByLabelText('Role name')).toHaveValue('Draft');
  });

  it('edits a role with its members’ rules and named hires, and sends its version', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', {
      'access.previewCustomRole': () => ok(NO_CHANGE),
      'access.updateCustomRole': () => ({ ok: true, data: { message: 'Custom role “Sales coordinators” saved.', data: SALES_ROLE } }),
    });
    const row = (await screen.findByText('Sales coordinators')).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Actions for Sales coordinators' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit role: Sales coordinators' });
    const member = within(drawer).getByRole('group', { name: 'Oliver Ops' });
    expect(within(member).getByText('Reaches now: 4 hires')).toBeInTheDocument();
    expect(within(member).getByText('Maya Patel')).toBeInTheDocument();
    await pick(app, member, 'Hires left out', 'Leo Park');
    await app.user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const preview = await previewDialog();
    expect(within(preview).getByText('No one’s access changes.')).toBeInTheDocument();
    await app.user.click(within(preview).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Custom role “Sales coordinators” saved.')).toBeInTheDocument();
    expect(app.sent('access.updateCustomRole')).toEqual([
      expect.objectContaining({
        id: 'role-sales',
        version: 2,
        members: [
          { userId: OLIVER._id, criteria: [{ dimension: 'department', values: ['dep-sales'] }], includeHireIds: ['hire-maya'], excludeHireIds: ['hire-leo'] },
        ],
      }),
    ]);
  });

  it('on a stale save, shows the role as now saved beside what was typed, and saves over the version read again', async () => {
    let reads = 0;
    let updates = 0;
    const app = openAccessPage('/settings/permissions/custom-access', {
      'access.customRoles': () => {
        reads += 1;
        return ok([reads === 1 ? SALES_ROLE : { ...SALES_ROLE, rights: ['onb.dashboard.view'], version: 3 }]);
      },
      'access.previewCustomRole': () => ok(NO_CHANGE),
      'access.updateCustomRole': () => {
        updates += 1;
        return updates === 1
          ? { ok: false, error: { status: 409, code: 'STALE', message: ACCESS_PAGE_TEXT.staleRole } }
          : { ok: true, data: { message: 'Custom role “Sales team” saved.', data: SALES_ROLE } };
      },
    });
    const row = (await screen.findByText('Sales coordinators')).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Actions for Sales coordinators' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit role: Sales coordinators' });
    await app.user.clear(within(drawer).getByLabelText('Role name'));
    await app.user.type(within(drawer).getByLabelText('Role name'), 'Sales team');
    await app.user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await app.user.click(within(await previewDialog()).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText(ACCESS_PAGE_TEXT.staleRole)).toBeInTheDocument();
    expect(await within(drawer).findByText('Rights: View: Dashboard')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Role name')).toHaveValue('Sales team');

    await app.user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await app.user.click(within(await previewDialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Custom role “Sales team” saved.')).toBeInTheDocument();
    expect(app.sent('access.updateCustomRole')).toEqual([
      expect.objectContaining({ name: 'Sales team', version: 2 }),
      expect.objectContaining({ name: 'Sales team', version: 3 }),
    ]);
  });

  it('deletes a role after showing who loses what', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', {
      'access.previewCustomRole': () =>
        ok({
          people: [
            {
              userId: OLIVER._id,
              fullName: 'Oliver Ops',
              gains: [],
              loses: ['onb.new_hires.manage'],
              reachBefore: { every: false, count: 4 },
              reachAfter: { every: false, count: 0 },
            },
          ],
          unchanged: 2,
        }),
      'access.deleteCustomRole': () => ({ ok: true, data: { message: 'Custom role “Sales coordinators” deleted.' } }),
    });
    const row = (await screen.findByText('Sales coordinators')).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Actions for Sales coordinators' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const preview = await screen.findByRole('dialog', { name: 'What this changes: Delete “Sales coordinators”' });
    expect(within(preview).getByText('Loses: New hires (add, edit, approve pending hires): View and change')).toBeInTheDocument();
    expect(within(preview).getByText('Hires reached: 4 hires → 0 hires')).toBeInTheDocument();
    expect(app.sent('access.previewCustomRole')).toEqual([expect.objectContaining({ id: 'role-sales', remove: true, name: 'Sales coordinators' })]);
    await app.user.click(within(preview).getByRole('button', { name: 'Delete role' }));
    expect(await screen.findByText('Custom role “Sales coordinators” deleted.')).toBeInTheDocument();
    expect(app.sent('access.deleteCustomRole')).toEqual([{ id: 'role-sales', version: 2 }]);
  });

  it('is read-only, saying why, for those who may only view settings', async () => {
    const app = openAccessPage('/settings/permissions/custom-access', {}, VIEW);
    await screen.findByText('Sales coordinators');
    expect(screen.getByRole('button', { name: 'Add role' })).toBeDisabled();
    expect(screen.getByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Sales coordinators' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'View Sales coordinators' }));
    const drawer = await screen.findByRole('dialog', { name: 'Role: Sales coordinators' });
    expect(within(drawer).getByLabelText('Role name')).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(drawer).queryByRole('combobox', { name: 'Add a member' })).toBeNull();
  });

  it('says on the settings home how many custom roles there are', async () => {
    openAccessPage('/settings', {
      'setup.summary': () =>
        ok({
          departments: 1,
          locations: 1,
          plans: 1,
          otherCriteria: 2,
          customFields: 3,
          people: { active: 3, invited: 0, deactivated: 0 },
          brandingSet: false,
          health: { hiresWithoutPlan: 0, invitationsNotAccepted: 0, rulesMatchingNoOne: 0, archivedValuesInUse: 0 },
        }),
      'access.customRoles': () => ok([SALES_ROLE, { ...SALES_ROLE, _id: 'r2' }, { ...SALES_ROLE, _id: 'r3' }]),
    });
    const card = (await screen.findByRole('link', { name: 'Custom access' })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('3 custom roles')).toBeInTheDocument();
  });
});
