import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnField, WelcomeExperience } from '@shared/contract/new-hires';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { newHireUser, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import '@renderer/app/routes/welcome-experience';

const own = (overrides: Partial<OwnField>): OwnField => ({
  key: 'phone',
  label: 'Phone',
  section: 'Personal',
  type: 'phone',
  options: [],
  value: '+441632960961',
  text: '+441632960961',
  editable: true,
  ...overrides,
});

const EXPERIENCE: WelcomeExperience = welcomeExperience({
  version: 7,
  aboutYou: [own({}), own({ key: 'job_title', label: 'Job title', section: 'Job', type: 'short_text', value: 'Designer', text: 'Designer', editable: false })],
  startingWithYou: [{ fullName: 'Leo Park', fields: [{ key: 'job_title', label: 'Job title', text: 'Analyst' }] }],
});

describe('the new hire’s own fields and colleagues on their welcome page', { timeout: 45_000 }, () => {
  it('lists what they may see of their record, edits a field they may edit in place, and shows who starts with them', async () => {
    const bridge = createFakeBridge({ session: signedIn(newHireUser()) });
    let saved = EXPERIENCE;
    const calls = fakeApi(bridge, {
      'newHire.welcomeExperience': () => ({ ok: true, data: { message: 'OK', data: saved } }),
      'newHire.updateOwnFields': (input) => {
        if (input.fields?.phone === '12')
          return {
            ok: false,
            error: { status: 400, message: 'Bad phone', code: 'INVALID_INPUT', fieldErrors: { 'fields.phone': ['Use a phone number with its country code.'] } },
          };
        saved = { ...EXPERIENCE, version: 8, aboutYou: [own({ value: '+442071838750', text: '+442071838750' }), ...EXPERIENCE.aboutYou.slice(1)] };
        return { ok: true, data: { message: 'Your details are saved.', data: saved } };
      },
    });
    const { user } = renderApp('/welcome-experiance', bridge);
    const card = (await screen.findByText('About you')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Designer')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit Job title' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Edit Phone' }));
    const input = within(card).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '12');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Use a phone number with its country code.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '+442071838750');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('+442071838750')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('textbox')).toBeNull());
    const sent = calls.mock.calls.filter(([name]) => name === 'newHire.updateOwnFields').map(([, body]) => body);
    expect(sent.at(-1)).toEqual({ id: EXPERIENCE.hireId, version: 7, fields: { phone: '+442071838750' } });

    const colleagues = (await screen.findByText('Starting with you')).closest('.ant-card') as HTMLElement;
    expect(within(colleagues).getByText('Leo Park')).toBeInTheDocument();
    expect(within(colleagues).getByText('Analyst')).toBeInTheDocument();
  });
});
