import { QueryClientProvider, onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isUnsentChange } from '@renderer/lib/offline/queued-changes';
import { queueTaskStatusChange } from '@renderer/domain/tasks/task-status-queue';
import { useQueuedTaskStatuses } from '@renderer/domain/tasks/use-queued-task-statuses';
import { createAppQueryClient } from '@renderer/app/create-app-query-client';
import { OFFLINE, fakeGateway, resetConnectivity } from './offline-support';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator, task } from './support/onboarding-fixtures';

const LAPTOP = task({ version: 3 });
const LUNCH = task({ _id: 'task-lunch', title: 'Book the welcome lunch', version: 5 });

const clients: QueryClient[] = [];

async function offlineClient(): Promise<QueryClient> {
  const bridge = createFakeBridge({ session: signedIn(hiresCoordinator()), connectivity: OFFLINE });
  fakeGateway(bridge, {}, false);
  window.hcm = bridge;
  const client = createAppQueryClient();
  client.mount();
  clients.push(client);
  await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
  return client;
}

function queue(client: QueryClient, request: Parameters<typeof queueTaskStatusChange>[1]) {
  act(() => void queueTaskStatusChange(client, request)?.catch(() => undefined));
}

const waiting = (client: QueryClient) => client.getMutationCache().findAll({ predicate: (mutation) => isUnsentChange(mutation) && mutation.state.isPaused });

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount();
    client.clear();
  }
  resetConnectivity();
});

describe('queued statuses of the tasks on screen', () => {
  it('answers only the shown tasks, and is not drawn again when another task’s change moves', async () => {
    const client = await offlineClient();
    queue(client, { task: LAPTOP, status: 'done' });
    queue(client, { task: LUNCH, status: 'blocked', blockedReason: 'The venue is closed' });
    await waitFor(() => expect(waiting(client)).toHaveLength(2));

    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(
      ({ ids }: { ids: string[] }) => {
        renders += 1;
        return useQueuedTaskStatuses(ids);
      },
      { wrapper, initialProps: { ids: ['task-1'] } },
    );
    expect([...result.current]).toEqual([['task-1', { status: 'done', blockedReason: null, sending: false }]]);
    const shown = result.current;
    const rendersBefore = renders;

    // The lunch change is undone: nothing shown moves.
    queue(client, { task: { ...LUNCH, status: 'blocked', blockedReason: 'The venue is closed' }, status: 'todo' });
    await waitFor(() => expect(waiting(client)).toHaveLength(1));
    expect(result.current).toBe(shown);
    expect(renders).toBe(rendersBefore);

    // Another page shows the lunch task: its own change (queued again) is read at once.
    queue(client, { task: LUNCH, status: 'done' });
    rerender({ ids: ['task-lunch'] });
    expect([...result.current]).toEqual([['task-lunch', { status: 'done', blockedReason: null, sending: false }]]);

    // A change to a shown task is shown.
    queue(client, { task: { ...LUNCH, status: 'done' }, status: 'todo' });
    await waitFor(() => expect(result.current.size).toBe(0));
  });
});
