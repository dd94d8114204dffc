import dayjs from 'dayjs';
import { QueryClient, dehydrate, onlineManager } from '@tanstack/react-query';
import type { HcmBridge } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import type { ConnectivityState } from '@shared/offline';
import { CONFLICTS_KEY, type ChangeConflict } from '@renderer/domain/tasks/change-conflicts';
import { OFFLINE_CACHE_BUSTER, offlineDehydrateOptions } from '@renderer/lib/offline/offline-cache-policy';
import { serializeCopy } from '@renderer/lib/offline/persisted-copy';
import type { FakeBridge } from './support/fake-bridge';

/** What /tasks asks for first, as a saved copy holds it. */
export const TASKS_FIRST_PAGE = {
  offset: 0,
  limit: 10,
  sortBy: 'dueDate',
  sortOrder: 'asc',
  status: ['todo', 'blocked'],
  today: dayjs().format('YYYY-MM-DD'),
  assignee: 'me',
};

export const OFFLINE: ConnectivityState = { status: 'offline', since: '2026-11-20T09:00:00.000Z' };
export const ONLINE: ConnectivityState = { status: 'online', since: '2026-11-20T10:00:00.000Z' };

export interface SentCall {
  name: string;
  input: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Handler = (input: Record<string, unknown>) => CallResult<unknown> | Promise<CallResult<unknown>>;

const UNREACHABLE: CallResult<never> = {
  ok: false,
  error: { status: 0, code: 'GATEWAY_UNREACHABLE', message: 'The onboarding gateway cannot be reached. Check your connection and try again.' },
};

/**
 * A gateway behind the fake bridge that can be taken down: while down every call answers
 * "cannot be reached", as the core does; while up, the named handlers answer and every call is
 * recorded with its idempotency key. Other names keep the bridge's own answers.
 */
export function fakeGateway(bridge: FakeBridge, handlers: Record<string, Handler>, up = true) {
  const state = { up, sent: [] as SentCall[], inFlight: 0, mostInFlight: 0 };
  const fallback = bridge.api.call.bind(bridge.api);
  bridge.api = {
    call: (async (name: string, input: Record<string, unknown>, options?: { idempotencyKey?: string }) => {
      if (!state.up) return UNREACHABLE;
      state.sent.push({ name, input, idempotencyKey: options?.idempotencyKey });
      const handler = handlers[name];
      if (!handler) return fallback(name as never, input as never);
      state.inFlight += 1;
      state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
      try {
        return await handler(input);
      } finally {
        state.inFlight -= 1;
      }
    }) as HcmBridge['api']['call'],
  };
  const sent = (name: string) => state.sent.filter((call) => call.name === name);
  return { gateway: state, sent };
}

export interface SavedQuery {
  key: readonly unknown[];
  data: unknown;
  /** When it was read from the gateway. */
  updatedAt: number;
}

/** A copy as the renderer writes it, holding these answers (and conflicts), for the fake core to hand back. */
export function savedCopy(queries: SavedQuery[], conflicts: ChangeConflict[] = []): string {
  const client = new QueryClient();
  for (const query of queries) client.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
  if (conflicts.length > 0) client.setQueryData(CONFLICTS_KEY, conflicts);
  const copy = serializeCopy({ timestamp: Date.now(), buster: OFFLINE_CACHE_BUSTER, clientState: dehydrate(client, offlineDehydrateOptions) });
  client.clear();
  return copy;
}

/** The connectivity store and onlineManager are the whole renderer's; each test starts online. */
export function resetConnectivity(): void {
  onlineManager.setOnline(true);
}
