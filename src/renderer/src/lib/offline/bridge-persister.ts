import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { HcmBridge } from '@shared/bridge';
import { hcm } from '@renderer/lib/bridge';
import { isCopyOf, parseCopy, serializeCopy, type OwnedCopy } from './persisted-copy';
import { isUserRecord } from './user-records';

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
  /** Whose copy it is: named in every write; a copy read that names anyone else is not restored. */
  owner?: string;
  /** A read of the copy already under way (see copy-read-ahead), used by the first restore instead of reading again. */
  firstRead?: () => CopyRead | null;
}

type CopyRead = ReturnType<HcmBridge['offline']['load']>;

/** What the user did, as opposed to what was read: each queued change (by key, and whether it waits) and the conflicts. */
interface Changes {
  /** Idempotency key to "waiting" (paused) rather than on its way. */
  queued: ReadonlyMap<string, boolean>;
  /** When each of the user's records last changed. */
  records: string;
}

function changesOf(client: PersistedClient): Changes {
  const queued = new Map<string, boolean>();
  for (const mutation of client.clientState.mutations) {
    const key = (mutation.state.variables as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    queued.set(String(key), mutation.state.isPaused);
  }
  const records = client.clientState.queries
    .filter((query) => isUserRecord(query.queryKey))
    .map((query) => `${query.queryHash}@${query.state.dataUpdatedAt}`)
    .join('|');
  return { queued, records };
}

/**
 * What the user did goes to disk at once: a change made, a waiting change undone or dropped, a
 * conflict. A change that leaves the queue once on its way (answered) waits for the throttle like
 * any read: were the app closed first, it would be sent again with its key, and the gateway answers
 * a repeat with its first answer. Replaying a long queue thus writes the copy a few times a second
 * rather than once or twice per change.
 */
function isUrgent(next: Changes, last: Changes): boolean {
  if (next.records !== last.records) return true;
  for (const key of next.queued.keys()) if (!last.queued.has(key)) return true;
  for (const [key, waiting] of last.queued) if (waiting && !next.queued.has(key)) return true;
  return false;
}

const NO_CHANGES: Changes = { queued: new Map(), records: '' };

/**
 * react-query's persister over the core's offline copy (kept encrypted for the signed-in user).
 * Writes go one after another, each with the latest state; the cache's own churn is throttled,
 * while what the user did is written at once (see isUrgent), so closing the app right after loses nothing.
 */
export function createBridgePersister({
  offline = () => hcm().offline,
  throttleMs = OFFLINE_WRITE_THROTTLE_MS,
  owner,
  firstRead,
}: BridgePersisterOptions = {}): BridgePersister {
  let readAhead = firstRead;
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
    if (waiting === null || stopped) return writes;
    // The state is taken once the previous write has finished, so what came meanwhile goes in one write.
    writes = writes.then(async () => {
      const next = waiting;
      waiting = null;
      if (next === null || stopped) return;
      // A refused write (no keychain, or no longer this user's copy) leaves the copy as it was.
      await offline()
        .save(serializeCopy(next, owner))
        .catch(() => undefined);
    });
    return writes;
  };

  const ownCopyIn = async (reading: CopyRead): Promise<OwnedCopy | undefined> => {
    const result = await reading;
    if (!result.ok) throw new Error(result.error.message);
    const copy = result.data === null ? undefined : parseCopy(result.data);
    return copy && isCopyOf(copy, owner) ? copy : undefined;
  };

  return {
    persistClient(client) {
      if (stopped) return;
      waiting = client;
      const changes = changesOf(client);
      const urgent = isUrgent(changes, lastChanges);
      lastChanges = changes;
      if (urgent) {
        clearTimer();
        timer = setTimeout(() => void write(), 0);
      } else if (timer === null) {
        timer = setTimeout(() => void write(), throttleMs);
      }
    },
    async restoreClient() {
      const ahead = readAhead?.() ?? null;
      readAhead = undefined;
      // Read ahead, the session may have changed before the answer: anything but this owner's copy is read again.
      const early = ahead ? await ownCopyIn(ahead).catch(() => undefined) : undefined;
      const copy = early ?? (await ownCopyIn(offline().load()));
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
