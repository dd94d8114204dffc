import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessChange } from '@shared/contract/access';
import { ACCESS_PAGE_TEXT } from '@shared/access';
import { ADA, COMPANY_ADMIN_ROLE, NO_CHANGE, OLIVER, OPERATIONS_ROLE, VIEW, openAccessPage } from './support/access-fixtures';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-permissions';
import '@renderer/app/routes/settings-administrative-access';

const READ_ONLY = 'You can look at these settings but not change them. Ask your company administrator for access.';

const roleCard = (name: string) => screen.findByRole('region', { name });
const levelsOf = (card: HTMLElement, area: string) => within(within(card).getByRole('radiogroup', { name: area }));

const change = (index: number): AccessChange => ({
  _id: `change-${index}`,
  changedAt: '2026-11-20T10:00:00.000Z',
  changedBy: 'Ada Admin',
  subject: `Custom role “Team ${index}”`,
  action: 'added',
  summary: `Team ${index} gives New hires: View`,
  before: null,
  after: `Rights: New hires: View`,
});

describe('the access of each person on /settings/permissions', { timeout: 45_000 }, () => {
  it('says, beside each person, the rights they hold in words, the hires they reach and why', async () => {
    openAccessPage('/settings/permissions', {});
    const oliver = (await screen.findByText('Oliver Ops')).closest('tr') as HTMLElement;
    expect(
      await within(oliver).findByText('View and change: New hires (add, edit, approve pending hires) · View: Home · Log in as another user'),
    ).toBeInTheDocument();
    expect(within(oliver).getByText('7 hires reached · Role: Operations coordinator · Custom role “Sales coordinators” · Manages 3 hires')).toBeInTheDocument();
    const ada = (await screen.findByText(ADA.fullName)).closest('tr') as HTMLElement;
    expect(within(ada).getByText('Every hire reached · Role: Company administrator')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Access pages' });
    expect(within(nav).getByRole('link', { name: 'People and their access' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Administrative access' })).toHaveAttribute('href', '/settings/permissions/administrative-edit-access');
    expect(within(nav).getByRole('link', { name: 'Custom access' })).toHaveAttribute('href', '/settings/permissions/custom-access');
  });

  it('lists the access changes newest first, with what, before, after, who and when, and loads more on request', async () => {
    const all = Array.from({ length: 12 }, (_, index) => change(index + 1));
    const app = openAccessPage('/settings/permissions', {
      'access.changes': (input) => {
        // The call's numbers are coerced by its schema, so they arrive typed as unknown.
        const offset = Number(input.offset ?? 0);
        const limit = Number(input.limit ?? 50);
        return { ok: true, data: { message: 'OK', data: { changes: all.slice(offset, offset + limit), total: all.length } } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Access changes' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('Custom role “Team 1”: added')).toBeInTheDocument();
    expect(within(first).getByText('Team 1 gives New hires: View')).toBeInTheDocument();
    expect(within(first).getByText('After: Rights: New hires: View')).toBeInTheDocument();
    expect(within(first).queryByText(/^Before:/)).toBeNull();
    expect(within(first).getByText(/Ada Admin ·/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Team 12 gives New hires: View')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(app.sent('access.changes')).toEqual([
      { limit: 10, offset: 0 },
      { limit: 10, offset: 10 },
    ]);
  });
});

describe('administrative access', { timeout: 45_000 }, () => {
  it('shows each role as a grid, the fixed rights greyed with why, and the company administrator all fixed', async () => {
    openAccessPage('/settings/permissions/administrative-edit-access', {});
    const operations = await roleCard('Operations coordinator');
    expect(within(operations).getByText('2 people hold this role.')).toBeInTheDocument();
    expect(levelsOf(operations, 'New hires (add, edit, approve pending hires)').getByRole('radio', { name: 'View and change' })).toBeChecked();
    expect(levelsOf(operations, 'Settings (places, plans, people, access)').getByRole('radio', { name: 'View' })).toBeChecked();
    expect(levelsOf(operations, 'Reports').getByRole('radio', { name: 'No access' })).toBeChecked();
    // Home is kept by every holder: it cannot go below View, and says why.
    expect(levelsOf(operations, 'Home').getByRole('radio', { name: 'No access' })).toBeDisabled();
    expect(levelsOf(operations, 'Home').getByRole('radio', { name: 'View and change' })).toBeEnabled();
    expect(within(operations).getAllByText(ACCESS_PAGE_TEXT.fixedRight).length).toBeGreaterThanOrEqual(3);
    expect(within(operations).getByRole('radio', { name: 'Every hire of the company' })).toBeChecked();

    const admin = await roleCard('Company administrator');
    expect(within(admin).getByText(ACCESS_PAGE_TEXT.companyAdminFixed)).toBeInTheDocument();
    expect(
      within(admin)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(admin).getByRole('checkbox', { name: 'Log in as another user' })).toBeDisabled();
    expect(within(admin).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows what a change does before saving it, then saves the same input', async () => {
    const app = openAccessPage('/settings/permissions/administrative-edit-access', {
      'access.previewAdministrative': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: {
            people: [
              {
                userId: OLIVER._id,
                fullName: 'Oliver Ops',
                gains: ['onb.reports.view'],
                loses: ['onb.new_hires.manage'],
                reachBefore: { every: true, count: 40 },
                reachAfter: { every: false, count: 7 },
              },
            ],
            unchanged: 2,
          },
        },
      }),
      'access.updateAdministrative': () => ({ ok: true, data: { message: 'Operations coordinator access saved.', data: { ...OPERATIONS_ROLE, version: 5 } } }),
    });
    const operations = await roleCard('Operations coordinator');
    expect(within(operations).getByRole('button', { name: 'Save' })).toBeDisabled();
    await app.user.click(levelsOf(operations, 'Reports').getByRole('radio', { name: 'View' }));
    await app.user.click(levelsOf(operations, 'New hires (add, edit, approve pending hires)').getByRole('radio', { name: 'View' }));
    await app.user.click(within(operations).getByRole('radio', { name: 'Only the hires their custom roles reach and the hires they manage' }));
    await app.user.click(within(operations).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'What this changes: Operations coordinator access' });
    expect(within(dialog).getByText('Oliver Ops')).toBeInTheDocument();
    expect(within(dialog).getByText('Gains: Reports: View')).toBeInTheDocument();
    expect(within(dialog).getByText('Loses: New hires (add, edit, approve pending hires): View and change')).toBeInTheDocument();
    expect(within(dialog).getByText('Hires reached: Every hire → 7 hires')).toBeInTheDocument();
    expect(within(dialog).getByText('2 other people keep their access as it is.')).toBeInTheDocument();
    expect(app.sent('access.updateAdministrative')).toEqual([]);

    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operations coordinator access saved.')).toBeInTheDocument();
    const expected = {
      role: 'OPERATIONS',
      rights: ['onb.home.view', 'onb.my_tasks.view', 'onb.new_hires.view', 'onb.profile.view', 'onb.reports.view', 'onb.settings.view'],
      reach: 'custom_roles',
      version: 4,
    };
    expect(app.sent('access.previewAdministrative')).toEqual([expected]);
    expect(app.sent('access.updateAdministrative')).toEqual([expected]);
  });

  it('says when a change touches no one', async () => {
    const app = openAccessPage('/settings/permissions/administrative-edit-access', {
      'access.previewAdministrative': () => ({ ok: true, data: { message: 'OK', data: NO_CHANGE } }),
    });
    const operations = await roleCard('Operations coordinator');
    await app.user.click(within(operations).getByRole('checkbox', { name: 'Log in as another user' }));
    await app.user.click(within(operations).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: /What this changes/ });
    expect(within(dialog).getByText('No one’s access changes.')).toBeInTheDocument();
    expect(app.sent('access.previewAdministrative')).toEqual([
      expect.objectContaining({ rights: expect.arrayContaining(['prf.settings.people.login_as_user']) }),
    ]);
  });

  it('on a stale role, says so and shows what the gateway now holds', async () => {
    let reads = 0;
    const app = openAccessPage('/settings/permissions/administrative-edit-access', {
      'access.administrative': () => {
        reads += 1;
        const held = reads === 1 ? OPERATIONS_ROLE : { ...OPERATIONS_ROLE, rights: [...OPERATIONS_ROLE.rights, 'onb.dashboard.view'], version: 5 };
        return { ok: true, data: { message: 'OK', data: [COMPANY_ADMIN_ROLE, held] } };
      },
      'access.previewAdministrative': () => ({ ok: true, data: { message: 'OK', data: NO_CHANGE } }),
      'access.updateAdministrative': () => ({
        ok: false,
        error: { status: 409, code: 'STALE', message: 'Someone changed this role since you opened it. Look at their change before saving yours.' },
      }),
    });
    const operations = await roleCard('Operations coordinator');
    await app.user.click(levelsOf(operations, 'Reports').getByRole('radio', { name: 'View' }));
    await app.user.click(within(operations).getByRole('button', { name: 'Save' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: /What this changes/ })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone changed this role since you opened it. Look at their change before saving yours.')).toBeInTheDocument();
    await waitFor(() =>
      expect(levelsOf(screen.getByRole('region', { name: 'Operations coordinator' }), 'Dashboard').getByRole('radio', { name: 'View' })).toBeChecked(),
    );
    expect(levelsOf(screen.getByRole('region', { name: 'Operations coordinator' }), 'Reports').getByRole('radio', { name: 'No access' })).toBeChecked();
    expect(screen.queryByRole('dialog', { name: /What this changes/ })).toBeNull();
  });

  it('is read-only, saying why, for those who may only view settings', async () => {
    openAccessPage('/settings/permissions/administrative-edit-access', {}, VIEW);
    const operations = await roleCard('Operations coordinator');
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(
      within(operations)
        .getAllByRole('radio')
        .every((radio) => (radio as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(operations).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
