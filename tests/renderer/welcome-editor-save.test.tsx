import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/preview-welcome-experience';

const PATH = '/new-hiring/new-hire-info/preview-welcome-experience?id=hire-1';
const SAVED = 'Welcome experience saved.';

function openEditor(handlers: FakeApiHandlers = {}) {
  const bridge = createFakeBridge({ session: signedIn(hiresCoordinator()) });
  const calls = fakeApi(bridge, {
    'newHire.welcomeExperience': () => ({ ok: true, data: { message: 'OK', data: welcomeExperience() } }),
    'newHire.previewWelcomeExperience': (input) => {
      const sent = input as { firstDay: { arrivalTime: string | null; address: string | null; instructions: string | null } };
      return { ok: true, data: { message: SAVED, data: welcomeExperience({ version: 2, firstDay: sent.firstDay }) } };
    },
    ...handlers,
  });
  const saves = () => calls.mock.calls.filter(([name]) => name === 'newHire.previewWelcomeExperience');
  return { ...renderApp(PATH, bridge), saves };
}

const saveButton = () => screen.getByText('Save', { selector: 'button span' }).closest('button') as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`);
const editorShown = () => screen.findByText('Welcome to Acme Ltd, Jordan!', {}, { timeout: 30_000 });

describe('the welcome editor saves only on Save, and only what it can save', { timeout: 45_000 }, () => {
  it('does not save when Enter is pressed in a single-line field', async () => {
    const { user, saves } = openEditor();
    await editorShown();
    await user.clear(field('Arrival time'));
    await user.type(field('Arrival time'), '10:15{Enter}');
    await user.click(field('Address'));
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saves()).toEqual([]);
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    expect(field('Arrival time')).toHaveValue('10:15');
  });

  it('refuses a time that does not exist at the field, and sends nothing', async () => {
    const { user, saves } = openEditor();
    await editorShown();
    await user.clear(field('Arrival time'));
    await user.type(field('Arrival time'), '25:99');
    await user.click(saveButton());
    await waitFor(() => expect(errorOf('Arrival time')).toHaveTextContent('Use a time written as HH:mm.'));
    expect(field('Arrival time')).toHaveValue('25:99');
    expect(field('Arrival time')).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toEqual([]);
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('marks the fields the gateway refused, and says the page was not saved', async () => {
    const { user } = openEditor({
      'newHire.previewWelcomeExperience': () => ({
        ok: false,
        error: {
          status: 400,
          message: 'Some of the information sent is not valid.',
          fieldErrors: { 'firstDay.address': ['Address cannot contain control characters.'] },
        },
      }),
    });
    await editorShown();
    await user.clear(field('Address'));
    await user.paste('2 Market Square');
    await user.click(saveButton());
    await waitFor(() => expect(errorOf('Address')).toHaveTextContent('Address cannot contain control characters.'));
    expect(await screen.findByText('The welcome experience was not saved. Correct the marked fields and save again.')).toBeInTheDocument();
    expect(field('Address')).toHaveValue('2 Market Square');
  });

  it('takes an earlier “saved” away when a field is refused after it', async () => {
    const { user, saves } = openEditor();
    await editorShown();
    await user.clear(field('Address'));
    await user.paste('2 Market Square');
    await user.click(saveButton());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();

    fireEvent.change(field('Instructions'), { target: { value: 'x'.repeat(1001) } });
    await waitFor(() => expect(errorOf('Instructions')).toHaveTextContent('Keep the instructions to 1,000 characters or fewer.'));
    await waitFor(() => expect(screen.queryByText(SAVED)).not.toBeInTheDocument());
    await user.click(saveButton());
    expect(await screen.findByText('The welcome experience was not saved. Correct the marked fields and save again.')).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    expect(saves()).toHaveLength(1);
  });
});
