import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/contract/user';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator, refusal, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/preview-welcome-experience';

const PATH = '/new-hiring/new-hire-info/preview-welcome-experience?id=hire-1';

function openPreview(handlers: FakeApiHandlers = {}, user: SessionUser = hiresCoordinator()) {
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, {
    'newHire.welcomeExperience': () => ({ ok: true, data: { message: 'OK', data: welcomeExperience() } }),
    ...handlers,
  });
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...renderApp(PATH, bridge), calls, sent };
}

const saveButton = () => screen.getByText('Save', { selector: 'button span' }).closest('button') as HTMLButtonElement;
const previewSection = () => document.querySelector('section[aria-label^="Preview"]') as HTMLElement;
const address = () => screen.getByLabelText('Address') as HTMLInputElement;

const previewShown = () => screen.findByText('Welcome to Acme Ltd, Jordan!', {}, { timeout: 30_000 });

async function typeNewAddress(user: ReturnType<typeof openPreview>['user']) {
  await previewShown();
  await user.clear(address());
  // Pasted rather than typed: each keystroke re-renders the live preview, which is slow under jsdom.
  await user.paste('2 Market Square, Leeds');
}

// The first screen drawn in a file pays for antd's styles and the editor's set-up, which is slow under jsdom.
describe('welcome experience preview (coordinator)', { timeout: 45_000 }, () => {
  it('turns Save off while an administrator is logged in as the user', async () => {
    openPreview({}, hiresCoordinator({ loginAs: 'Ada Admin' }));
    await previewShown();
    expect(saveButton()).toBeDisabled();
    expect(address()).toBeDisabled();
    expect(screen.getByText('Changes are turned off while Ada Admin is logged in as this user.')).toBeInTheDocument();
  });

  it('previews edits live, saves the exact payload and then shows the server’s answer', async () => {
    const { user, sent } = openPreview({
      'newHire.previewWelcomeExperience': () => ({
        ok: true,
        data: {
          message: 'Welcome experience saved.',
          data: welcomeExperience({
            version: 2,
            welcomeMessage: '<p>Saved by the gateway</p>',
            firstDay: { arrivalTime: '09:30', address: '2 Market Square, Leeds', instructions: 'Ask for Casey at reception.' },
          }),
        },
      }),
    });
    await typeNewAddress(user);
    expect(sent('newHire.welcomeExperience')).toEqual([{ id: 'hire-1' }]);
    expect(screen.getByText('Back to Jordan Rivera').closest('a')).toHaveAttribute('href', '/new-hiring/new-hire-info?id=hire-1');
    // The preview follows the form before anything is saved.
    expect(within(previewSection()).getByText('2 Market Square, Leeds')).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() =>
      expect(sent('newHire.previewWelcomeExperience')).toEqual([
        {
          newHireId: 'hire-1',
          version: 1,
          welcomeMessage: '<p>Welcome to Acme!</p>',
          firstDay: { arrivalTime: '09:30', address: '2 Market Square, Leeds', instructions: 'Ask for Casey at reception.' },
        },
      ]),
    );
    expect(await screen.findByText('Welcome experience saved.')).toBeInTheDocument();
    expect(await within(previewSection()).findByText('Saved by the gateway')).toBeInTheDocument();
  });

  it('keeps the edits when someone else saved meanwhile (409), with the server’s message', async () => {
    const { user, sent } = openPreview({
      'newHire.previewWelcomeExperience': () => refusal('This hire was changed by someone else. Reload to see their changes.', 409),
    });
    await typeNewAddress(user);
    await user.click(saveButton());
    expect(await screen.findByText('This hire was changed by someone else. Reload to see their changes.')).toBeInTheDocument();
    expect(address()).toHaveValue('2 Market Square, Leeds');
    // The current version is read again, so saving once more goes through.
    await waitFor(() => expect(sent('newHire.welcomeExperience')).toHaveLength(2));
    expect(address()).toHaveValue('2 Market Square, Leeds');
  });
});
