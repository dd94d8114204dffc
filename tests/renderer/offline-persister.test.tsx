import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@renderer/app/provider';
import { createBridgePersister } from '@renderer/lib/offline/bridge-persister';
import { CONFLICTS_KEY } from '@renderer/domain/tasks/change-conflicts';
import { restoreOfflineCopy, saveOfflineCopy } from '@renderer/lib/offline/offline-copy-sync';
import { isUnsentChange } from '@renderer/lib/offline/queued-changes';
import { queueTaskStatusChange } from '@renderer/domain/tasks/task-status-queue';
import { createAppQueryClient } from '@renderer/app/create-app-query-client';
import { OFFLINE, fakeGateway, resetConnectivity } from './offline-support';
import { createFakeBridge, type FakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { assignedTasks, hiresCoordinator, task } from './support/onboarding-fixtures';
import { StylesOutOfDocument } from './support/render-app';

const LAPTOP = task({ version: 3 });
const LIST_KEY = ['tasks.assigned', { offset: 0, limit: 10 }] as const;
const LIST = assignedTasks([LAPTOP]).data;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clients: QueryClient[] = [];
const savers: (() => void)[] = [];
function keepSaving(client: QueryClient, persister: ReturnType<typeof createBridgePersister>): void {
  savers.push(saveOfflineCopy(client, persister));
}
function startClient(): QueryClient {
  const client = createAppQueryClient();
  client.mount();
  clients.push(client);
  return client;
}

function offlineBridge(session = signedIn(hiresCoordinator())): FakeBridge {
  const bridge = createFakeBridge({ session, connectivity: OFFLINE });
  fakeGateway(bridge, {}, false);
  window.hcm = bridge;
  return bridge;
}

const unsent = (client: QueryClient) => client.getMutationCache().findAll({ predicate: isUnsentChange });

/** Writes a copy holding the task list and one change made offline, as a first run of the app would. */
async function copyWithAWaitingChange(bridge: FakeBridge): Promise<string> {
  const client = startClient();
  await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
  const persister = createBridgePersister({ throttleMs: 10 });
  const stop = saveOfflineCopy(client, persister);
  client.setQueryData(LIST_KEY, LIST);
  void queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
  await waitFor(() => expect(unsent(client)[0]?.state.isPaused).toBe(true));
  await persister.flush();
  stop();
  client.unmount();
  client.clear();
  return bridge.offlineData ?? '';
}

afterEach(() => {
  for (const stop of savers.splice(0)) stop();
  for (const client of clients.splice(0)) {
    client.unmount();
    client.clear();
  }
  resetConnectivity();
});

describe('offline copy persister', () => {
  it('writes the data read and the changes waiting through the bridge, and a new client reads them back', async () => {
    const bridge = offlineBridge();
    const copy = await copyWithAWaitingChange(bridge);
    expect(JSON.parse(copy)).toMatchObject({ buster: expect.any(String), clientState: { queries: [expect.anything()], mutations: [expect.anything()] } });

    const restored = startClient();
    expect(await restoreOfflineCopy(restored, createBridgePersister())).toBe(true);
    // The list shows the change at once, as the user left it.
    expect(restored.getQueryData<typeof LIST>(LIST_KEY)?.data.items[0]).toMatchObject({ _id: 'task-1', status: 'done', version: 3 });
    const [change] = unsent(restored);
    expect(change?.state.isPaused).toBe(true);
    expect(change?.state.variables).toMatchObject({
      taskId: 'task-1',
      version: 3,
      status: 'done',
      idempotencyKey: expect.any(String),
      snapshot: { status: 'todo' },
    });
  });

  it('writes a burst of reads once, with the latest data, after the throttle', async () => {
    const bridge = offlineBridge();
    const save = vi.spyOn(bridge.offline, 'save');
    const client = startClient();
    keepSaving(client, createBridgePersister({ throttleMs: 60 }));
    for (let page = 1; page <= 10; page += 1) client.setQueryData(LIST_KEY, assignedTasks([task({ version: page })]).data);
    await pause(20);
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toContain('"version":10');
    await pause(100);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('writes a change the user made at once, without waiting for the throttle', async () => {
    const bridge = offlineBridge();
    const save = vi.spyOn(bridge.offline, 'save');
    const client = startClient();
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    keepSaving(client, createBridgePersister({ throttleMs: 60_000 }));
    client.setQueryData(CONFLICTS_KEY, []);
    void queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
    await waitFor(() => expect(save).toHaveBeenCalled(), { timeout: 1000 });
    expect(save.mock.lastCall?.[0]).toContain('"taskId":"task-1"');
  });

  it('writes at once that the user undid a waiting change, so a restart never sends it', async () => {
    const bridge = offlineBridge();
    const save = vi.spyOn(bridge.offline, 'save');
    const client = startClient();
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    keepSaving(client, createBridgePersister({ throttleMs: 60_000 }));
    client.setQueryData(LIST_KEY, LIST);
    void queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
    await waitFor(() => expect(save.mock.lastCall?.[0]).toContain('"taskId":"task-1"'));
    await waitFor(() => expect(unsent(client)[0]?.state.isPaused).toBe(true));
    const before = save.mock.calls.length;

    expect(queueTaskStatusChange(client, { task: { ...LAPTOP, status: 'done' }, status: 'todo' })).toBeNull();
    await waitFor(() => expect(save.mock.calls.length).toBeGreaterThan(before), { timeout: 1000 });
    expect(JSON.parse(save.mock.lastCall?.[0] ?? '{}')).toMatchObject({ clientState: { mutations: [] } });
  });

  it('leaves a change the gateway answered for the throttle: a restart before would send it again with its key', async () => {
    const bridge = createFakeBridge({ session: signedIn(hiresCoordinator()) });
    const { sent } = fakeGateway(bridge, {
      'tasks.changeStatus': async () => {
        await pause(50);
        return { ok: true, data: { message: 'Task updated.', data: { ...LAPTOP, status: 'done', version: 4 } } };
      },
    });
    window.hcm = bridge;
    const save = vi.spyOn(bridge.offline, 'save');
    const client = startClient();
    const persister = createBridgePersister({ throttleMs: 60_000 });
    keepSaving(client, persister);
    const answered = queueTaskStatusChange(client, { task: LAPTOP, status: 'done' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.lastCall?.[0]).toContain('"taskId":"task-1"');

    await answered;
    expect(sent('tasks.changeStatus')).toHaveLength(1);
    await pause(100);
    expect(save).toHaveBeenCalledTimes(1);
    await persister.flush();
    expect(JSON.parse(bridge.offlineData ?? '{}')).toMatchObject({ clientState: { mutations: [] } });
  });

  it('puts what comes while a write is under way into one next write, with the latest state', async () => {
    const bridge = offlineBridge();
    let finishFirst: () => void = () => undefined;
    const save = vi
      .spyOn(bridge.offline, 'save')
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = () => resolve({ ok: true, data: { saved: true } }))));
    const client = startClient();
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    keepSaving(client, createBridgePersister({ throttleMs: 60_000 }));
    void queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    for (const id of ['task-2', 'task-3', 'task-4']) {
      void queueTaskStatusChange(client, { task: task({ _id: id }), status: 'done' })?.catch(() => undefined);
      await pause(10);
    }

    finishFirst();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await pause(50);
    expect(save).toHaveBeenCalledTimes(2);
    const last = save.mock.lastCall?.[0] ?? '';
    for (const id of ['task-1', 'task-2', 'task-3', 'task-4']) expect(last).toContain(`"taskId":"${id}"`);
  });

  it('keeps nothing while an administrator acts as another user, and keeps the user’s own data otherwise', async () => {
    function Reader() {
      const queryClient = useQueryClient();
      useEffect(() => {
        queryClient.setQueryData(LIST_KEY, LIST);
      }, [queryClient]);
      return <p>Reading</p>;
    }
    const acting = offlineBridge(signedIn(hiresCoordinator({ loginAs: 'Ada Admin' })));
    const actingSave = vi.spyOn(acting.offline, 'save');
    const actingLoad = vi.spyOn(acting.offline, 'load');
    const first = render(
      <AppProvider>
        <Reader />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );
    await screen.findByText('Reading');
    await pause(400);
    expect(actingLoad).not.toHaveBeenCalled();
    expect(actingSave).not.toHaveBeenCalled();
    first.unmount();

    const own = offlineBridge();
    const ownSave = vi.spyOn(own.offline, 'save');
    render(
      <AppProvider>
        <Reader />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );
    await screen.findByText('Reading');
    await waitFor(() => expect(ownSave).toHaveBeenCalled());
    expect(own.offlineData).toContain('Order a laptop');
  });

  it('drops the user’s changes from memory when the session becomes someone else’s, and brings back their own copy after', async () => {
    const bridge = offlineBridge();
    bridge.offlineData = await copyWithAWaitingChange(bridge);
    const save = vi.spyOn(bridge.offline, 'save');
    let client: QueryClient | null = null;
    function Probe() {
      client = useQueryClient();
      return <p>Ready</p>;
    }
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
      { wrapper: StylesOutOfDocument },
    );
    await screen.findByText('Ready');
    await waitFor(() => expect(unsent(client!)).toHaveLength(1));
    const kept = bridge.offlineData;

    save.mockClear();
    act(() => bridge.emitSession(signedIn(hiresCoordinator({ loginAs: 'Ada Admin' }), { reason: 'login-as-started' })));
    await waitFor(() => expect(unsent(client!)).toHaveLength(0));
    await pause(400);
    expect(save).not.toHaveBeenCalled();
    expect(bridge.offlineData).toBe(kept);

    act(() => bridge.emitSession(signedIn(hiresCoordinator(), { reason: 'login-as-ended' })));
    await waitFor(() => expect(unsent(client!)).toHaveLength(1));
  });

  it('restores an older version’s copy without its reads, cached under keys no screen reads now, and with its waiting change and conflicts', async () => {
    const bridge = offlineBridge();
    const copy = JSON.parse(await copyWithAWaitingChange(bridge)) as { buster: string; clientState: { queries: unknown[] } };
    const conflict = {
      id: 'key-9',
      taskId: LAPTOP._id,
      status: 'done',
      blockedReason: null,
      madeAt: '2026-11-02T09:00:00.000Z',
      madeOffline: true,
      message: 'Changed.',
    };
    const older = (buster: string) =>
      JSON.stringify({
        ...copy,
        buster,
        clientState: {
          ...copy.clientState,
          queries: [
            ...copy.clientState.queries,
            {
              queryKey: ['hire', 'hire-1', 'details'],
              queryHash: '["hire","hire-1","details"]',
              state: { data: { data: {} }, dataUpdatedAt: Date.now(), status: 'success' },
            },
            { queryKey: CONFLICTS_KEY, queryHash: JSON.stringify(CONFLICTS_KEY), state: { data: [conflict], dataUpdatedAt: Date.now(), status: 'success' } },
          ],
        },
      });

    bridge.offlineData = older('hcm-offline-1');
    const restored = startClient();
    expect(await restoreOfflineCopy(restored, createBridgePersister())).toBe(true);
    expect(restored.getQueryData(['hire', 'hire-1', 'details'])).toBeUndefined();
    expect(restored.getQueryData(LIST_KEY)).toBeUndefined();
    expect(restored.getQueryData(CONFLICTS_KEY)).toEqual([conflict]);
    expect(unsent(restored)[0]?.state.variables).toMatchObject({ taskId: LAPTOP._id, status: 'done' });

    // A copy of any other version is left out whole.
    bridge.offlineData = older('hcm-offline-0');
    const unknown = startClient();
    expect(await restoreOfflineCopy(unknown, createBridgePersister())).toBe(true);
    expect(unknown.getQueryData(CONFLICTS_KEY)).toBeUndefined();
    expect(unsent(unknown)).toHaveLength(0);
  });
});
