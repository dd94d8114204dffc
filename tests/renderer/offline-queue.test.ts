import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '@shared/contract/onboarding-schemas';
import { createBridgePersister } from '@renderer/lib/offline/bridge-persister';
import { readConflicts } from '@renderer/domain/tasks/change-conflicts';
import { restoreOfflineCopy, saveOfflineCopy } from '@renderer/lib/offline/offline-copy-sync';
import { ADD_COMMENT_KEY, type CommentToSend } from '@renderer/domain/tasks/task-changes';
import { isUnsentChange } from '@renderer/lib/offline/queued-changes';
import { keepMyChange, keepServerVersion } from '@renderer/domain/tasks/resolve-conflict';
import { queueTaskStatusChange } from '@renderer/domain/tasks/task-status-queue';
import { createAppQueryClient } from '@renderer/app/create-app-query-client';
import { OFFLINE, ONLINE, fakeGateway, resetConnectivity } from './offline-support';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { assignedTasks, hiresCoordinator, task } from './support/onboarding-fixtures';

const LAPTOP = task({ version: 3 });
const LUNCH = task({ _id: 'task-lunch', title: 'Book the welcome lunch', version: 5 });
const LIST_KEY = ['tasks.assigned', { offset: 0 }] as const;
const STALE = {
  ok: false as const,
  error: { status: 409, code: 'STALE_VERSION', message: 'Someone else changed this task since you opened it. Reload it and try again.' },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const changed = (input: Record<string, unknown>) => ({
  ok: true as const,
  data: { message: 'Task updated.', data: task({ _id: String(input.taskId), status: input.status as Task['status'], version: Number(input.version) + 1 }) },
});

const clients: QueryClient[] = [];

/** A renderer's client as the app makes it, started as the provider starts it. */
function startClient(): QueryClient {
  const client = createAppQueryClient();
  client.mount();
  clients.push(client);
  return client;
}

function close(client: QueryClient): void {
  client.unmount();
  client.clear();
}

function setUp(handlers: Parameters<typeof fakeGateway>[1], up: boolean) {
  const bridge = createFakeBridge({ session: signedIn(hiresCoordinator()), connectivity: up ? ONLINE : OFFLINE });
  window.hcm = bridge;
  return { bridge, ...fakeGateway(bridge, handlers, up) };
}

const unsent = (client: QueryClient) => client.getMutationCache().findAll({ predicate: isUnsentChange });
const waiting = (client: QueryClient) => unsent(client).filter((mutation) => mutation.state.isPaused);
const keyOf = (client: QueryClient, index: number) => (unsent(client)[index]?.state.variables as { idempotencyKey: string }).idempotencyKey;

function addComment(client: QueryClient, comment: CommentToSend) {
  return new MutationObserver<unknown, Error, CommentToSend>(client, { mutationKey: ADD_COMMENT_KEY }).mutate(comment).catch(() => undefined);
}

/** The core's first answer (offline) has reached react-query. */
async function offlineKnown() {
  await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
}

/** Offline, with the task list shown and the laptop task completed: one change waiting. */
async function laptopDoneOffline() {
  const stack = setUp({ 'tasks.changeStatus': changed }, false);
  const client = startClient();
  await offlineKnown();
  client.setQueryData(LIST_KEY, assignedTasks([LAPTOP]).data);
  void queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
  await waitFor(() => expect(waiting(client)).toHaveLength(1));
  return { ...stack, client };
}

afterEach(() => {
  for (const client of clients.splice(0)) close(client);
  resetConnectivity();
});

describe('queued changes', () => {
  it('sends the changes made offline in the order they were made, one at a time, once the gateway is back', async () => {
    const { bridge, gateway } = setUp(
      {
        'tasks.changeStatus': async (input) => {
          await pause(10);
          return changed(input);
        },
        'tasks.addComment': async (input) => {
          await pause(10);
          return {
            ok: true,
            data: {
              message: 'Comment added.',
              data: { _id: 'comment-1', taskId: String(input.taskId), body: String(input.body), author: null, createdAt: '2026-11-20T10:00:00.000Z' },
            },
          };
        },
      },
      false,
    );
    const client = startClient();
    await offlineKnown();
    void queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
    void queueTaskStatusChange(client, { task: LUNCH, status: 'blocked', blockedReason: 'The venue is closed' })?.catch(() => undefined);
    void addComment(client, { taskId: 'task-1', body: 'Ordered from the usual shop', idempotencyKey: 'comment-key-1', madeAt: '2026-11-20T09:30:00.000Z' });
    await waitFor(() => expect(waiting(client)).toHaveLength(3));
    expect(gateway.sent).toEqual([]);

    gateway.up = true;
    bridge.emitConnectivity(ONLINE);
    await waitFor(() => expect(unsent(client)).toHaveLength(0));
    expect(gateway.sent.map(({ name, input }) => [name, input])).toEqual([
      ['tasks.changeStatus', { taskId: 'task-1', version: 3, status: 'done' }],
      ['tasks.changeStatus', { taskId: 'task-lunch', version: 5, status: 'blocked', blockedReason: 'The venue is closed' }],
      ['tasks.addComment', { taskId: 'task-1', body: 'Ordered from the usual shop' }],
    ]);
    expect(gateway.sent[2]?.idempotencyKey).toBe('comment-key-1');
    expect(gateway.mostInFlight).toBe(1);
  });

  it('keeps each change’s key across a restart: the copy is written, a new client restores it and sends the same keys', async () => {
    const { bridge, gateway, sent } = setUp({ 'tasks.changeStatus': changed }, false);
    const before = startClient();
    await offlineKnown();
    const persister = createBridgePersister({ throttleMs: 10 });
    const stopSaving = saveOfflineCopy(before, persister);
    before.setQueryData(LIST_KEY, assignedTasks([LAPTOP, LUNCH]).data);
    void queueTaskStatusChange(before, { task: LAPTOP, status: 'done' })?.catch(() => undefined);
    void queueTaskStatusChange(before, { task: LUNCH, status: 'done' })?.catch(() => undefined);
    await waitFor(() => expect(waiting(before)).toHaveLength(2));
    const keys = [keyOf(before, 0), keyOf(before, 1)];
    await persister.flush();
    stopSaving();
    close(before);
    expect(bridge.offlineData).toEqual(expect.stringContaining(keys[0]!));

    gateway.up = true;
    bridge.emitConnectivity(ONLINE);
    const after = startClient();
    expect(await restoreOfflineCopy(after, createBridgePersister())).toBe(true);
    expect(waiting(after)).toHaveLength(2);
    await after.resumePausedMutations();
    await waitFor(() => expect(sent('tasks.changeStatus').map((call) => call.idempotencyKey)).toEqual(keys));
    expect(sent('tasks.changeStatus').map((call) => call.input.taskId)).toEqual(['task-1', 'task-lunch']);
  });

  it('merges a second change to a task whose first is still waiting: one call, on the first one’s version, with a new key', async () => {
    const { bridge, gateway, sent, client } = await laptopDoneOffline();
    const firstKey = keyOf(client, 0);
    void queueTaskStatusChange(client, { task: { ...LAPTOP, status: 'done' }, status: 'blocked', blockedReason: 'No budget yet' })?.catch(() => undefined);
    await waitFor(() => expect(waiting(client)).toHaveLength(1));
    expect(keyOf(client, 0)).not.toBe(firstKey);

    gateway.up = true;
    bridge.emitConnectivity(ONLINE);
    await waitFor(() => expect(unsent(client)).toHaveLength(0));
    expect(sent('tasks.changeStatus').map((call) => call.input)).toEqual([{ taskId: 'task-1', version: 3, status: 'blocked', blockedReason: 'No budget yet' }]);
  });

  it('drops a change that was undone while waiting, and shows the task as it was', async () => {
    const { bridge, gateway, sent, client } = await laptopDoneOffline();
    const listed = () => client.getQueryData<ReturnType<typeof assignedTasks>['data']>(LIST_KEY)?.data.items[0]?.status;
    expect(listed()).toBe('done');

    expect(queueTaskStatusChange(client, { task: { ...LAPTOP, status: 'done' }, status: 'todo' })).toBeNull();
    expect(unsent(client)).toHaveLength(0);
    expect(listed()).toBe('todo');
    gateway.up = true;
    bridge.emitConnectivity(ONLINE);
    await pause(50);
    expect(sent('tasks.changeStatus')).toEqual([]);
  });

  it('records a change refused for a newer version, and the user keeps theirs: sent again on the server’s version with a new key', async () => {
    let answers = 0;
    const { sent } = setUp({ 'tasks.changeStatus': (input) => (answers++ === 0 ? STALE : changed(input)) }, true);
    const client = startClient();
    const refused = queueTaskStatusChange(client, { task: LAPTOP, status: 'done' });
    await expect(refused).rejects.toThrow('Someone else changed this task');
    const [conflict] = readConflicts(client);
    expect(conflict).toMatchObject({
      taskId: 'task-1',
      status: 'done',
      snapshot: { title: 'Order a laptop', hireName: 'Jordan Rivera', status: 'todo', blockedReason: null },
      madeOffline: false,
      message: 'Someone else changed this task since you opened it. Reload it and try again.',
    });

    const server = task({ version: 7, status: 'blocked', blockedReason: 'Waiting for IT' });
    await keepMyChange(client, conflict!, server);
    expect(readConflicts(client)).toEqual([]);
    expect(sent('tasks.changeStatus').map((call) => call.input)).toEqual([
      { taskId: 'task-1', version: 3, status: 'done' },
      { taskId: 'task-1', version: 7, status: 'done' },
    ]);
    const [first, second] = sent('tasks.changeStatus');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('records a change refused for a newer version, and the user keeps the server’s: dropped, nothing sent again', async () => {
    const { sent } = setUp({ 'tasks.changeStatus': () => STALE }, true);
    const client = startClient();
    await expect(queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })).rejects.toThrow();
    const [conflict] = readConflicts(client);
    keepServerVersion(client, conflict!);
    expect(readConflicts(client)).toEqual([]);
    await pause(20);
    expect(sent('tasks.changeStatus')).toHaveLength(1);
    expect(unsent(client)).toHaveLength(0);
  });

  it('does not keep other refusals as conflicts, and puts the task back as it was', async () => {
    setUp({ 'tasks.changeStatus': () => ({ ok: false, error: { status: 403, message: 'You cannot change this task.' } }) }, true);
    const client = startClient();
    client.setQueryData(LIST_KEY, assignedTasks([LAPTOP]).data);
    await expect(queueTaskStatusChange(client, { task: LAPTOP, status: 'done' })).rejects.toThrow('You cannot change this task.');
    expect(readConflicts(client)).toEqual([]);
    expect(client.getQueryData<ReturnType<typeof assignedTasks>['data']>(LIST_KEY)?.data.items[0]?.status).toBe('todo');
  });
});
