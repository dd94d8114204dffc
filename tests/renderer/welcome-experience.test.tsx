import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HcmBridge } from '@shared/bridge';
import { OFFLINE, ONLINE, resetConnectivity } from './offline-support';
import { fakeApi } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { companyDetails, newHireUser, task, welcomeExperience } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
// Compiled with the test file rather than on first navigation.
import '@renderer/app/routes/welcome-experience';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const OWN_TASK = task({ _id: 'task-nh', title: 'Sign your contract', assigneeRole: 'new_hire', assignee: null, version: 4 });

/** A list by its accessible name; role queries compute every name on the page, which is slow under antd in jsdom. */
const list = (name: string) => document.querySelector(`ul[aria-label="${name}"]`) as HTMLElement;

/** The hire's own welcome, from a gateway that keeps the changes it is sent; held, later reads of the welcome never answer. */
function openOwnWelcome({ holdRereads = false } = {}) {
  const bridge = createFakeBridge({ session: signedIn(newHireUser()) });
  let own = OWN_TASK;
  let reads = 0;
  const welcome = () => ({
    ok: true as const,
    data: {
      message: 'OK',
      data: welcomeExperience({
        preferredName: 'Jo',
        company: companyDetails({ logo: { fileId: 'file-logo', dataUrl: LOGO } }),
        welcomeMessage: '<p>We are <strong>glad</strong> you are here.</p><img src="https://tracker.example/pixel.gif">',
        tasks: [own, task({ _id: 'task-late', title: 'Read the handbook', assigneeRole: 'new_hire', dueDate: '2026-11-20', overdue: true })],
      }),
    },
  });
  const calls = fakeApi(bridge, {
    'newHire.welcomeExperience': () => (holdRereads && reads++ > 0 ? new Promise(() => undefined) : welcome()),
    'tasks.changeStatus': (input) => {
      own = { ...own, status: input.status, version: own.version + 1 };
      return { ok: true, data: { message: 'Task completed.', data: own } };
    },
  });
  return { ...renderApp('/welcome-experiance', bridge), bridge, calls };
}

afterEach(resetConnectivity);

// The first screen drawn in a file pays for antd's styles, which is slow under jsdom.
describe('welcome experience: the new hire’s own page', { timeout: 45_000 }, () => {
  it('greets the hire in the company’s colours and shows the message, first day, people and their tasks', async () => {
    const { calls } = openOwnWelcome();
    const heading = await screen.findByText('Welcome to Acme Ltd, Jo!', {}, { timeout: 30_000 });
    expect(heading.tagName).toBe('H1');
    expect(calls).toHaveBeenCalledWith('newHire.welcomeExperience', { id: 'user-jordan' });
    // The brand colour (#1d4ed8 reads at over 4.5:1 on white, so it is used as it is) behind white text.
    const hero = heading.parentElement?.parentElement as HTMLElement;
    expect(hero).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)', color: 'rgb(255, 255, 255)' });
    expect(screen.getByAltText('Acme Ltd logo')).toHaveAttribute('src', LOGO);

    expect(screen.getByText('glad').tagName).toBe('STRONG');
    expect(document.querySelector('img[src^="https:"]')).toBeNull();

    expect(screen.getByText('12/01/2026 (Tuesday)')).toBeInTheDocument();
    expect(screen.getByText('09:30')).toBeInTheDocument();
    expect(screen.getByText('1 High Street, London')).toBeInTheDocument();
    expect(screen.getByText('Ask for Casey at reception.')).toBeInTheDocument();
    expect(screen.getByText('(UTC) Edinburgh, London')).toBeInTheDocument();

    const people = list('People you will meet');
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MMMorgan Manager · Your managermorgan.manager@acme.example',
      'BBBailey Buddy · Your buddybailey.buddy@acme.example',
      'CCCasey Coordinator · Your onboarding coordinatorcasey.coordinator@acme.example',
    ]);

    const tasks = list('Your tasks');
    expect(
      within(tasks)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Read the handbook', 'Sign your contract']);
    expect(within(tasks).getByText('Overdue')).toBeInTheDocument();
  });

  it('completes one of the hire’s tasks with its version, sent once with an idempotency key', async () => {
    const { user, calls } = openOwnWelcome();
    const box = await screen.findByLabelText('Sign your contract');
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(screen.getByLabelText('Sign your contract')).toBeChecked());
    expect(await screen.findByText('Task completed.')).toBeInTheDocument();
    const sent = calls.mock.calls.filter(([name]) => name === 'tasks.changeStatus') as unknown as [string, unknown, { idempotencyKey?: string } | undefined][];
    expect(sent).toHaveLength(1);
    const [[, input, options]] = sent as [[string, unknown, { idempotencyKey?: string } | undefined]];
    expect(input).toEqual({ taskId: 'task-nh', version: 4, status: 'done' });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument();
  });

  it('opens a task again on the version its completion left, before the welcome is read again', async () => {
    const { user, calls } = openOwnWelcome({ holdRereads: true });
    const box = await screen.findByLabelText('Sign your contract', {}, { timeout: 30_000 });
    await user.click(box);
    expect(await screen.findByText('Task completed.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Sign your contract'));
    await waitFor(() => expect(calls.mock.calls.filter(([name]) => name === 'tasks.changeStatus')).toHaveLength(2));
    const inputs = calls.mock.calls.filter(([name]) => name === 'tasks.changeStatus').map(([, input]) => input);
    expect(inputs).toEqual([
      { taskId: 'task-nh', version: 4, status: 'done' },
      { taskId: 'task-nh', version: 5, status: 'todo' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Sign your contract')).not.toBeChecked());
  });

  it('keeps a task ticked off while offline as waiting, and sends it once the gateway is back', async () => {
    const { user, calls, bridge } = openOwnWelcome();
    const box = await screen.findByLabelText('Sign your contract', {}, { timeout: 30_000 });
    // The gateway goes away: every call answers "cannot be reached", as the core does.
    const reachable = bridge.api.call.bind(bridge.api);
    let up = false;
    bridge.api = {
      call: ((...args: Parameters<HcmBridge['api']['call']>) =>
        up
          ? reachable(...args)
          : Promise.resolve({
              ok: false,
              error: { status: 0, code: 'GATEWAY_UNREACHABLE', message: 'The onboarding gateway cannot be reached.' },
            })) as HcmBridge['api']['call'],
    };
    act(() => bridge.emitConnectivity(OFFLINE));
    await screen.findByRole('status', { name: 'Offline, no changes waiting' });

    await user.click(box);
    expect(screen.getByLabelText('Sign your contract')).toBeChecked();
    const row = screen.getByLabelText('Sign your contract').closest('li') as HTMLElement;
    expect(await within(row).findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();
    await screen.findByRole('status', { name: 'Offline, 1 change waiting' });
    expect(
      await screen.findByText('“Sign your contract” marked complete. Saved on this computer. It will be sent when you’re back online.'),
    ).toBeInTheDocument();
    const changesSent = () =>
      calls.mock.calls.filter(([name]) => name === 'tasks.changeStatus') as unknown as [string, unknown, { idempotencyKey?: string } | undefined][];
    expect(changesSent()).toEqual([]);

    up = true;
    act(() => bridge.emitConnectivity(ONLINE));
    await screen.findByRole('status', { name: 'Online, no changes waiting' });
    expect(changesSent().map(([, input]) => input)).toEqual([{ taskId: 'task-nh', version: 4, status: 'done' }]);
    expect(changesSent()[0]?.[2]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(row).queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Sign your contract')).toBeChecked();
  });

  it('explains to a staff member that the page is a new hire’s, with the way to New hires', async () => {
    // Staff hold no welcome area, yet they get the explanation rather than a bare 403.
    const staff = makeUser({ menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/new-hiring'] } } });
    const bridge = createFakeBridge({ session: signedIn(staff) });
    const calls = fakeApi(bridge, {});
    renderApp('/welcome-experiance', bridge);
    expect(await screen.findByText('This page is for new hires')).toBeInTheDocument();
    expect(screen.getByText('Go to New hires').closest('a')).toHaveAttribute('href', '/new-hiring');
    expect(calls).not.toHaveBeenCalledWith('newHire.welcomeExperience', expect.anything());
  });
});
