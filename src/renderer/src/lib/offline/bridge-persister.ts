import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { HcmBridge } from '@shared/bridge';
import { hcm } from '@renderer/lib/bridge';
import { CONFLICTS_KEY } from './change-conflicts';
import { parseCopy, serializeCopy } from './persisted-copy';

/** Reads of the gateway come in bursts; one write per burst is plenty. */
export const OFFLINE_WRITE_THROTTLE_MS = 300;

export interface BridgePersister extends Persister {
  /** Writes what waits now; resolves once every write so far has finished. */
  flush(): Promise<void>;
  /** Writes nothing more, not even what waits: the copy may belong to someone else by now. */
  stop(): void;
}

export interface BridgePersisterOptions {
  /** The core's copy; window.hcm's by default. */
  offline?: () => HcmBridge['offline'];
  throttleMs?: number;
}

/** What the user did, as opposed to what was read: the queued changes and the conflicts. */
function changesOf(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map((mutation) => {
    const key = (mutation.state.variables as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    return `${String(key)}:${mutation.state.status}:${mutation.state.isPaused}`;
  });
  const conflicts = client.clientState.queries.find((query) => query.queryKey[0] === CONFLICTS_KEY[0]);
  return `${mutations.join('|')}#${conflicts?.state.dataUpdatedAt ?? 0}`;
}

const NO_CHANGES = changesOf({ timestamp: 0, buster: '', clientState: { queries: [], mutations: [] } });

/**
 * react-query's persister over the core's offline copy (kept encrypted for the signed-in user).
 * Writes go one after another, each with the latest state; the cache's own churn is throttled,
 * while a change the user made is written at once, so closing the app right after loses nothing.
 */
export function createBridgePersister({ offline = () => hcm().offline, throttleMs = OFFLINE_WRITE_THROTTLE_MS }: BridgePersisterOptions = {}): BridgePersister {
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writes: Promise<void> = Promise.resolve();
  let stopped = false;
  let lastChanges = NO_CHANGES;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const write = (): Promise<void> => {
    clearTimer();
    const next = waiting;
    waiting = null;
    if (next === null || stopped) return writes;
    writes = writes.then(async () => {
      if (stopped) return;
      // A refused write (no keychain, or no longer this user's copy) leaves the copy as it was.
      await offline()
        .save(serializeCopy(next))
        .catch(() => undefined);
    });
    return writes;
  };

  return {
    persistClient(client) {
      if (stopped) return;
      waiting = client;
      const changes = changesOf(client);
      const urgent = changes !== lastChanges;
      lastChanges = changes;
      if (urgent) {
        clearTimer();
        timer = setTimeout(() => void write(), 0);
      } else if (timer === null) {
        timer = setTimeout(() => void write(), throttleMs);
      }
    },
    async restoreClient() {
      const result = await offline().load();
      if (!result.ok) throw new Error(result.error.message);
      const copy = result.data === null ? undefined : parseCopy(result.data);
      if (copy) lastChanges = changesOf(copy);
      return copy;
    },
    async removeClient() {
      waiting = null;
      clearTimer();
      await offline().clear();
    },
    flush: write,
    stop() {
      stopped = true;
      waiting = null;
      clearTimer();
    },
  };
}
