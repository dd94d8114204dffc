import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@shared/session';
import type { AppStart } from '@renderer/app/app-start';
import { AppProvider } from '@renderer/app/provider';
import { restoreCopyAtStart } from '@renderer/lib/offline/copy-at-start';
import { readCopyAhead, takeCopyReadAhead } from '@renderer/lib/offline/copy-read-ahead';
import { createAppQueryClient } from '@renderer/app/create-app-query-client';
import { useSession } from '@renderer/lib/session/session-context';
import { OFFLINE, resetConnectivity, savedCopy } from './offline-support';
import { createFakeBridge, type FakeBridge } from './support/fake-bridge';
import { makeUser, signedIn } from './support/fixtures';
import { assignedTasks, task } from './support/onboarding-fixtures';
import { StylesOutOfDocument } from './support/render-app';

const COORDINATOR = makeUser({ id: 'user-coordinator', fullName: 'Casey Coordinator' });
const LIST_KEY = ['tasks.assigned', { offset: 0, limit: 10 }] as const;
const READ_AT = Date.now() - 60_000;

function copyOf(owner: string, title: string): string {
  const text = savedCopy([{ key: LIST_KEY, data: assignedTasks([task({ title })]).data, updatedAt: READ_AT }]);
  return JSON.stringify({ ...JSON.parse(text), owner });
}

function bridgeFor(session: SessionState, offlineData: string | null = null): FakeBridge {
  const bridge = createFakeBridge({ session, connectivity: OFFLINE, offlineData });
  window.hcm = bridge;
  return bridge;
}

/** What a screen shows: who is signed in, and the first saved task. */
function Screen() {
  const { state } = useSession();
  const list = useQueryClient().getQueryData<{ data: { items: { title: string }[] } }>(LIST_KEY);
  return (
    <p>
      {state.user?.fullName ?? 'nobody'}: {list?.data.items[0]?.title ?? 'no saved tasks'}
    </p>
  );
}

/** As main.tsx does on a signed-in address: the copy read ahead and restored before React starts. */
async function startAhead(bridge: FakeBridge): Promise<AppStart> {
  readCopyAhead(bridge);
  const session = await bridge.session.get();
  const queryClient = createAppQueryClient();
  clients.push(queryClient);
  return { queryClient, session, copy: await restoreCopyAtStart(queryClient, session) };
}

const clients: QueryClient[] = [];
afterEach(() => {
  takeCopyReadAhead();
  for (const client of clients.splice(0)) client.clear();
  resetConnectivity();
});

describe('opening the app on a signed-in screen', () => {
  it('draws the screen with the session and the saved data in its first render, without a loading frame', async () => {
    const bridge = bridgeFor(signedIn(COORDINATOR), copyOf(COORDINATOR.id, 'Order laptop'));
    const load = vi.spyOn(bridge.offline, 'load');
    const start = await startAhead(bridge);

    render(
      <AppProvider start={start}>
        <Screen />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );

    expect(screen.getByText('Casey Coordinator: Order laptop')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes on saving through the copy restored at start: what the user reads next is kept', async () => {
    const bridge = bridgeFor(signedIn(COORDINATOR), copyOf(COORDINATOR.id, 'Order laptop'));
    const start = await startAhead(bridge);
    const save = vi.spyOn(bridge.offline, 'save');
    render(
      <AppProvider start={start}>
        <Screen />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );

    act(() => start.queryClient.setQueryData(LIST_KEY, assignedTasks([task({ title: 'Sign the contract' })]).data));

    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(bridge.offlineData).toContain('Sign the contract');
    expect(JSON.parse(bridge.offlineData ?? '{}')).toMatchObject({ owner: COORDINATOR.id });
  });

  it('restores nothing ahead for an administrator acting as someone, and keeps no copy for them', async () => {
    const acting = signedIn(makeUser({ id: 'user-coordinator', fullName: 'Casey Coordinator', loginAs: 'Ada Admin' }));
    const bridge = bridgeFor(acting, copyOf(COORDINATOR.id, 'Order laptop'));
    const start = await startAhead(bridge);
    expect(start.copy).toBeUndefined();

    render(
      <AppProvider start={start}>
        <Screen />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );

    expect(screen.getByText('Casey Coordinator: no saved tasks')).toBeInTheDocument();
  });

  it('takes a newer session from the core over the one read at start', async () => {
    const bridge = bridgeFor(signedIn(COORDINATOR));
    const start = await startAhead(bridge);
    bridge.current = signedIn(makeUser({ id: 'user-coordinator', fullName: 'Casey Renamed' }));

    render(
      <AppProvider start={start}>
        <Screen />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );

    expect(await screen.findByText('Casey Renamed: no saved tasks')).toBeInTheDocument();
  });

  it('keeps the screen when reading the session again fails: the core already answered once', async () => {
    const bridge = bridgeFor(signedIn(COORDINATOR), copyOf(COORDINATOR.id, 'Order laptop'));
    const start = await startAhead(bridge);
    const get = vi.spyOn(bridge.session, 'get').mockRejectedValue(new Error('The core went away'));

    render(
      <AppProvider start={start}>
        <Screen />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );

    await waitFor(() => expect(get).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Casey Coordinator: Order laptop')).toBeInTheDocument();
  });

  it('restores the session’s own copy itself when the one restored at start was someone else’s', async () => {
    const bridge = bridgeFor(signedIn(COORDINATOR), copyOf(COORDINATOR.id, 'Order laptop'));
    const start = await startAhead(bridge);
    const other = makeUser({ id: 'user-other', fullName: 'Olive Other' });
    const load = vi.spyOn(bridge.offline, 'load');
    const mismatched: AppStart = { ...start, session: signedIn(other), queryClient: createAppQueryClient() };
    clients.push(mismatched.queryClient);
    bridge.current = mismatched.session;
    bridge.offlineData = copyOf(other.id, 'Plan the first week');

    render(
      <AppProvider start={mismatched}>
        <Screen />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );

    expect(await screen.findByText('Olive Other: Plan the first week')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });
});
