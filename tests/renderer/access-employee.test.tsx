import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeAccess, EmployeeFieldAccessRow } from '@shared/contract/access';
import { FIELD_LOCK_REASONS } from '@shared/field-access';
import { VIEW, openAccessPage } from './support/access-fixtures';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-employee-access';

const PAGE = '/settings/permissions/default-access-for-employee';

const field = (overrides: Partial<EmployeeFieldAccessRow>): EmployeeFieldAccessRow => ({
  key: 'phone',
  label: 'Phone',
  section: 'Personal',
  builtIn: true,
  archived: false,
  self: 'edit',
  visibleToCompany: false,
  selfLocked: null,
  companyLocked: null,
  ...overrides,
});

const ACCESS: EmployeeAccess = {
  version: 3,
  fields: [
    field({
      key: 'first_name',
      label: 'First name',
      self: 'view',
      visibleToCompany: true,
      selfLocked: FIELD_LOCK_REASONS.setByHr,
      companyLocked: FIELD_LOCK_REASONS.identity,
    }),
    field({}),
    field({ key: 'job_title', label: 'Job title', section: 'Job', self: 'view', visibleToCompany: true, selfLocked: FIELD_LOCK_REASONS.welcomePage }),
    field({ key: 'f-shirt', label: 'T-shirt size', section: 'Personal', builtIn: false }),
    field({ key: 'f-locker', label: 'Old locker', section: 'Other', builtIn: false, archived: true, self: 'view' }),
  ],
};
const ok = <T,>(data: T, message = 'OK') => ({ ok: true as const, data: { message, data } });
const region = (name: string) => screen.findByRole('region', { name });

describe('default access for employees', { timeout: 45_000 }, () => {
  it('lists the fields by section, built-in first, archived last and marked, locked settings greyed with the reason', async () => {
    openAccessPage(PAGE, { 'access.employeeFields': () => ok(ACCESS) });
    const personal = await region('Personal');
    expect(within(personal).getByRole('rowheader', { name: 'Phone' })).toBeInTheDocument();
    expect(within(personal).getByRole('combobox', { name: 'Can edit for oneself: First name' })).toBeDisabled();
    expect(within(personal).getByRole('combobox', { name: 'Can edit for oneself: First name' })).toHaveAccessibleDescription(
      `Locked: ${FIELD_LOCK_REASONS.setByHr}`,
    );
    expect(within(personal).getByRole('switch', { name: 'Visible to the company: First name' })).toHaveAccessibleDescription(
      `Locked: ${FIELD_LOCK_REASONS.identity}`,
    );
    expect(within(personal).getByRole('combobox', { name: 'Can edit for oneself: Phone' })).toBeEnabled();
    expect(screen.getAllByRole('region').map((each) => each.getAttribute('aria-labelledby') && within(each).getByRole('heading').textContent)).toEqual([
      'Personal',
      'Job',
      'Personal (custom)',
      'Archived custom fields',
    ]);
    expect(within(await region('Archived custom fields')).getByText('Archived')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Access pages' });
    expect(within(nav).getByRole('link', { name: 'Default access for employees' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows what a change does before saving it, then saves the same change and names the page', async () => {
    const app = openAccessPage(PAGE, {
      'access.employeeFields': () => ok(ACCESS),
      'access.previewEmployeeFields': () =>
        ok({ changes: [{ key: 'f-shirt', label: 'T-shirt size', sentence: 'New hires will no longer see “T-shirt size” on their own record.' }], people: 4 }),
      'access.updateEmployeeFields': () => ok({ ...ACCESS, version: 4 }, 'Default access for employees saved.'),
    });
    const custom = await region('Personal (custom)');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await app.user.click(within(custom).getByRole('combobox', { name: 'Can edit for oneself: T-shirt size' }));
    await app.user.click(await screen.findByText('Hidden', { selector: '.ant-select-item-option-content' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('What this changes: Default access for employees')).toBeInTheDocument();
    expect(within(dialog).getByText('New hires will no longer see “T-shirt size” on their own record.')).toBeInTheDocument();
    expect(within(dialog).getByText('This touches 4 people who sign in as new hires.')).toBeInTheDocument();
    expect(app.sent('access.updateEmployeeFields')).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Default access for employees saved.')).toBeInTheDocument();
    const expected = { version: 3, fields: [{ key: 'f-shirt', self: 'hidden', visibleToCompany: false }] };
    expect(app.sent('access.previewEmployeeFields')).toEqual([expected]);
    expect(app.sent('access.updateEmployeeFields')).toEqual([expected]);
  });

  it('after a stale save, shows what was saved meanwhile beside the choice, and keeps the choice on request', async () => {
    let version = 3;
    const app = openAccessPage(PAGE, {
      'access.employeeFields': () =>
        ok({ version, fields: ACCESS.fields.map((each) => (each.key === 'phone' && version > 3 ? { ...each, self: 'view' as const } : each)) }),
      'access.previewEmployeeFields': () => {
        version = 4;
        return { ok: false, error: { status: 409, message: 'Someone changed the employees’ default access since you opened it.', code: 'STALE_VERSION' } };
      },
    });
    await region('Personal');
    await app.user.click(screen.getByRole('switch', { name: 'Visible to the company: Phone' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this after you opened it.')).toBeInTheDocument();
    expect(screen.getByText('View; not visible to the company')).toBeInTheDocument();
    expect(screen.getByText('View and edit; visible to the company')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Visible to the company: Phone' })).toBeChecked();
  });

  it('is read-only with the reason for someone who may only view the settings', async () => {
    openAccessPage(PAGE, { 'access.employeeFields': () => ok(ACCESS) }, VIEW);
    const personal = await region('Personal');
    expect(screen.getByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    expect(within(personal).getByRole('combobox', { name: 'Can edit for oneself: Phone' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
