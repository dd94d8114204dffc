import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planTemplate, resolvedPlanTask } from './support/onboarding-fixtures';
import { buttonNamed, dialogTitled, openHireInfo } from './new-hire-info-support';

const REFUSED = 'Plan name cannot contain control characters.';

describe('assigning a plan the gateway refuses', { timeout: 45_000 }, () => {
  it('shows the refusal under the plan name, keeps the held tasks, and lets a corrected name go again', async () => {
    const app = await openHireInfo({
      'tasks.planTemplates': () => ({ ok: true, data: { message: 'OK', data: [planTemplate()] } }),
      'tasks.planTasks': () => ({
        ok: true,
        data: { message: 'OK', data: { plan: { _id: 'template-engineering', name: 'Engineering onboarding' }, tasks: [resolvedPlanTask()], notMatching: [] } },
      }),
      'newHire.assignPlan': () => ({
        ok: false,
        error: { status: 400, message: 'Some of the information sent is not valid.', fieldErrors: { name: [REFUSED] } },
      }),
    });
    await app.user.click(buttonNamed('Assign plan'));
    const dialog = dialogTitled('Assign plan');
    await app.user.click(within(dialog).getByLabelText('Plan template'));
    await app.user.click(await screen.findByText('Engineering onboarding (0 tasks)', { selector: '.ant-select-item-option-content' }));
    await within(dialog).findByText('Meet your buddy');

    const assign = () => within(dialog).getByText('Assign', { selector: 'button span' }).closest('button') as HTMLButtonElement;
    await app.user.click(assign());
    const name = within(dialog).getByLabelText('Plan name');
    await waitFor(() => expect(document.getElementById(`${name.id}-error`)).toHaveTextContent(REFUSED));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Meet your buddy')).toBeInTheDocument();
    expect(assign()).toBeDisabled();

    await app.user.type(name, ' plan');
    expect(document.getElementById(`${name.id}-error`)).toHaveTextContent('');
    expect(assign()).toBeEnabled();
  });
});
