import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { OFFLINE_CACHE_MAX_CHARS } from '@shared/offline';
import { CONFLICTS_KEY } from './change-conflicts';
import { OFFLINE_DATA_MAX_AGE_MS } from './offline-cache-policy';

type PersistedQuery = PersistedClient['clientState']['queries'][number];
type PersistedMutation = PersistedClient['clientState']['mutations'][number];

const isConflicts = (query: PersistedQuery) => query.queryKey[0] === CONFLICTS_KEY[0];

/**
 * The copy as text. Should it grow past what the core keeps, the data read from the gateway goes
 * and the queued changes and conflicts stay: those cannot be read again.
 */
export function serializeCopy(client: PersistedClient): string {
  const text = JSON.stringify(client);
  if (text.length <= OFFLINE_CACHE_MAX_CHARS) return text;
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries: client.clientState.queries.filter(isConflicts) } });
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  const { timestamp, buster, clientState } = value as Partial<PersistedClient>;
  return typeof timestamp === 'number' && typeof buster === 'string' && Array.isArray(clientState?.queries) && Array.isArray(clientState.mutations);
}

/**
 * A change still pending when the copy was written was waiting, or on its way when the app closed.
 * Either way it is sent again with its key (the gateway answers a repeat with its first answer);
 * marked paused so that resuming the queue picks it up.
 */
function asWaiting(mutation: PersistedMutation): PersistedMutation {
  if (mutation.state.status !== 'pending') return mutation;
  return { ...mutation, state: { ...mutation.state, isPaused: true, error: null, failureReason: null } };
}

/** Reads a copy; data older than the offline maximum age is left out, changes and conflicts never. */
export function parseCopy(text: string, now = Date.now()): PersistedClient | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isPersistedClient(value)) return undefined;
  const fresh = (query: PersistedQuery) => isConflicts(query) || now - query.state.dataUpdatedAt <= OFFLINE_DATA_MAX_AGE_MS;
  return { ...value, clientState: { queries: value.clientState.queries.filter(fresh), mutations: value.clientState.mutations.map(asWaiting) } };
}
