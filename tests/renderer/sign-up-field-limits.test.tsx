import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import { signupCompanyInputSchema } from '@shared/contract/signup';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { fillPersonalStep, openSignUpForm, PERSON, pressContinue, signUpInFrance, STEP_TITLES } from './support/sign-up-journey';

const JOURNEY = { timeout: 60_000 };
const errorOf = (label: string) => document.getElementById(`${(screen.getByLabelText(label) as HTMLElement).id}-error`);

function refusedFields(fieldErrors: Record<string, string[]>): CallResult<{ message: string }> {
  return { ok: false, error: { status: 400, message: 'Some of the information sent is not valid.', code: 'INVALID_INPUT', fieldErrors } };
}

async function walkToTheEnd(reply: CallResult<{ message: string }>) {
  const bridge = createFakeBridge();
  const api = fakeApi(bridge, { 'auth.signupCompany': () => reply });
  const app = await openSignUpForm(bridge);
  await signUpInFrance(app.user);
  return { ...app, api };
}

describe('sign-up knows the gateway’s limits and shows its refusals at their fields', JOURNEY, () => {
  it('refuses a 300-character last name on step 1, with the gateway’s limit', async () => {
    const bridge = createFakeBridge();
    const api = fakeApi(bridge, {});
    const { user } = await openSignUpForm(bridge);
    await fillPersonalStep(user);
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'L'.repeat(300) } });
    await pressContinue(user);
    const limit = signupCompanyInputSchema.shape.lastName.maxLength;
    await waitFor(() => expect(errorOf('Last Name')).toHaveTextContent(`Last Name can be at most ${limit} characters.`));
    expect(screen.getByRole('heading', { name: STEP_TITLES[0] })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('goes back to the step of a field the gateway refused and shows why under it, keeping every value', async () => {
    const { user } = await walkToTheEnd(refusedFields({ lastName: ['Last Name cannot contain control characters.'] }));
    await screen.findByRole('heading', { name: STEP_TITLES[0] });
    await waitFor(() => expect(errorOf('Last Name')).toHaveTextContent('Last Name cannot contain control characters.'));
    expect(await screen.findByText('Your company was not signed up. Correct the marked fields and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(PERSON.email);
    await pressContinue(user, STEP_TITLES[1]);
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme SAS');
  });

  it('shows the typed company name’s refusal on step 2 and a registration field’s on step 3', async () => {
    const { user } = await walkToTheEnd(
      refusedFields({ companyName: ['Company Name can be at most 200 characters.'], postalCode: ['Field does not match with company postal code'] }),
    );
    await screen.findByRole('heading', { name: STEP_TITLES[1] });
    await waitFor(() => expect(errorOf('Company Name')).toHaveTextContent('Company Name can be at most 200 characters.'));
    await user.clear(screen.getByLabelText('Company Name'));
    await user.paste('Acme');
    await pressContinue(user, STEP_TITLES[2]);
    expect(errorOf('Postal Code')).toHaveTextContent('Field does not match with company postal code');
  });
});
