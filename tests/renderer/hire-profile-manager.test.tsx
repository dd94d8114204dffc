import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Hire, HireManagerAccess } from '@shared/contract/onboarding-schemas';
import { hire, hiresCoordinator } from './support/onboarding-fixtures';
import { buttonNamed, enter, openHireInfo, openHireScreen } from './new-hire-info-support';

/** A staff user who manages hire-1 and holds no right over hires: they see it through the manager's additional access. */
const MANAGER = hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view', 'onb.my_tasks.view', 'onb.my_tasks.manage'] });
const NEW_PHONE = '+447911123456';

/** hire-1 as its manager reads it: the personal email hidden from them (absent), and what they may do with it. */
function reportOf(access: HireManagerAccess, overrides: Partial<Hire> = {}): Hire {
  const { personalEmail: _hidden, ...shown } = hire({ version: 4, ...overrides });
  return { ...shown, managerAccess: access };
}

const answering = (report: Hire) => ({ 'newHire.get': () => ({ ok: true as const, data: { message: 'OK', data: report } }) });

describe('a manager on their report’s profile', { timeout: 45_000 }, () => {
  it('changes the tasks’ status and the documents when their access says so, and nothing else of the hire', async () => {
    await openHireInfo(answering(reportOf({ editableFields: ['phone'], tasks: 'edit', documents: true })), MANAGER);
    expect(screen.getByLabelText('Complete Order a laptop')).toBeEnabled();
    expect(screen.getByLabelText('Block Order a laptop')).toBeEnabled();
    expect(screen.getByLabelText('Remove Signed offer letter')).toBeEnabled();
    expect(buttonNamed('Browse files')).toBeEnabled();
    for (const label of ['Edit Order a laptop', 'Delete Order a laptop']) expect(screen.getByLabelText(label)).toBeDisabled();
    for (const text of ['Withdraw', 'Invite', 'Add task', 'Assign plan']) expect(buttonNamed(text)).toBeDisabled();
    expect(screen.getByText(/As their manager you may not move their status/)).toBeInTheDocument();
  });

  it('keeps the tasks and documents read-only at view and with documents off', async () => {
    await openHireInfo(answering(reportOf({ editableFields: [], tasks: 'view', documents: false })), MANAGER);
    expect(screen.getByLabelText('Complete Order a laptop')).toBeDisabled();
    expect(screen.getByLabelText('Remove Signed offer letter')).toBeDisabled();
    expect(buttonNamed('Browse files')).toBeDisabled();
  });

  it('offers Edit only when a field is theirs to change, and shows nothing of a hidden field', async () => {
    openHireScreen('/new-hiring/profile?id=hire-1', answering(reportOf({ editableFields: [], tasks: 'view', documents: true })), MANAGER);
    expect(await screen.findByText('Personal', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.queryByText('Edit', { selector: 'button span, button' })).not.toBeInTheDocument();
    expect(screen.queryByText('Personal email')).not.toBeInTheDocument();
    expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
  });

  it('edits only the fields at edit, says which, and saves without sending what was hidden', async () => {
    const saved = reportOf({ editableFields: ['phone'], tasks: 'view', documents: true }, { phone: NEW_PHONE, version: 5 });
    const app = openHireScreen(
      '/new-hiring/profile?id=hire-1',
      {
        ...answering(reportOf({ editableFields: ['phone'], tasks: 'view', documents: true })),
        'newHire.update': () => ({ ok: true, data: { message: 'New hire updated.', data: { hire: saved, shiftedTasks: 0 } } }),
      },
      MANAGER,
    );
    await app.user.click(await screen.findByText('Edit', { selector: 'button span, button' }));
    expect(await screen.findByText('Your access as their manager lets you change only: Phone.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Personal email/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toBeDisabled();
    expect(screen.getByLabelText(/First name/)).toBeDisabled();
    expect(screen.getByLabelText('Manager')).toBeDisabled();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toBeEnabled();
    await app.user.clear(phone);
    await enter(app.user, phone, NEW_PHONE);
    await app.user.click(buttonNamed('Save changes'));
    await waitFor(() => expect(app.sent('newHire.update')).toHaveLength(1));
    const [sent] = app.sent('newHire.update') as Record<string, unknown>[];
    expect(sent).toMatchObject({ id: 'hire-1', version: 4, phone: NEW_PHONE, jobTitle: 'Software Engineer' });
    expect(sent).not.toHaveProperty('personalEmail');
    await waitFor(() => expect(app.location()).toBe('/new-hiring/profile?id=hire-1'));
  });
});
