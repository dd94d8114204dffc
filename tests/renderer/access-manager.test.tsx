import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagerAccess } from '@shared/contract/access';
import { FIELD_LOCK_REASONS } from '@shared/field-access';
import { VIEW, openAccessPage } from './support/access-fixtures';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-manager-access';

const PAGE = '/settings/permissions/manager-additional-access';
const READ_ONLY = 'You can look at these settings but not change them. Ask your company administrator for access.';

const MANAGER_ACCESS: ManagerAccess = {
  tasks: 'view',
  documents: true,
  fields: [
    { key: 'phone', label: 'Phone', section: 'Personal', builtIn: true, archived: false, level: 'view', locked: null },
    { key: 'department', label: 'Department', section: 'Job', builtIn: true, archived: false, level: 'view', locked: FIELD_LOCK_REASONS.setByHr },
    { key: 'field-shirt', label: 'T-shirt size', section: 'Other', builtIn: false, archived: false, level: 'view', locked: null },
    { key: 'field-old', label: 'Desk number', section: 'Other', builtIn: false, archived: true, level: 'view', locked: null },
  ],
  managers: { people: 3, hires: 5 },
  version: 2,
};

const answered = <T,>(data: T) => ({ ok: true as const, data: { message: 'Manager’s additional access saved.', data } });
const levels = (name: string) => within(screen.getByRole('radiogroup', { name }));

describe('the manager’s additional access page', { timeout: 45_000 }, () => {
  it('shows tasks, documents and each field’s level, locked ones greyed with the reason, archived ones marked', async () => {
    openAccessPage(PAGE, { 'access.managerAccess': () => answered(MANAGER_ACCESS) });
    expect(await screen.findByRole('radio', { name: 'View their reports’ tasks' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Manage their documents' })).toBeChecked();
    expect(levels('Phone').getByRole('radio', { name: 'View' })).toBeChecked();
    expect(levels('Department').getByRole('radio', { name: 'Hidden' })).toBeDisabled();
    expect(screen.getByText(`Locked: ${FIELD_LOCK_REASONS.setByHr}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Archived custom fields' })).toHaveTextContent('Desk number (archived)');
    expect(screen.getByRole('region', { name: 'Other (custom fields)' })).toHaveTextContent('T-shirt size');
    expect(screen.getByRole('link', { name: 'Manager’s additional access' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows what a change does before saving it, then saves the same input', async () => {
    const app = openAccessPage(PAGE, {
      'access.managerAccess': () => answered(MANAGER_ACCESS),
      'access.previewManagerAccess': () => ({
        ok: true,
        data: {
          message: 'OK',
          data: {
            changes: ['Managers will view and edit their reports’ tasks.', 'Managers will no longer see “T-shirt size” of their reports.'],
            managers: 3,
            hires: 5,
          },
        },
      }),
      'access.updateManagerAccess': () => answered({ ...MANAGER_ACCESS, version: 3 }),
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await app.user.click(screen.getByRole('radio', { name: 'View and edit their reports’ tasks' }));
    await app.user.click(levels('T-shirt size').getByRole('radio', { name: 'Hidden' }));
    await app.user.click(save);

    const dialog = await screen.findByRole('dialog', { name: 'What this changes: Manager’s additional access' });
    expect(within(dialog).getByText('Managers will no longer see “T-shirt size” of their reports.')).toBeInTheDocument();
    expect(within(dialog).getByText('This reaches 3 managers and the 5 current hires they manage.')).toBeInTheDocument();
    expect(app.sent('access.updateManagerAccess')).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Manager’s additional access saved.')).toBeInTheDocument();
    const expected = { tasks: 'edit', documents: true, fields: { 'field-shirt': 'hidden' }, version: 2 };
    expect(app.sent('access.previewManagerAccess')).toEqual([expected]);
    expect(app.sent('access.updateManagerAccess')).toEqual([expected]);
  });

  it('is read-only with the reason for someone who may only view settings', async () => {
    openAccessPage(PAGE, { 'access.managerAccess': () => answered(MANAGER_ACCESS) }, VIEW);
    expect(await screen.findByText(READ_ONLY)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(levels('Phone').getByRole('radio', { name: 'Hidden' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Manage their documents' })).toBeDisabled();
  });
});
