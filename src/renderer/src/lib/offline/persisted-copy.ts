import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { OFFLINE_CACHE_MAX_CHARS } from '@shared/offline';
import { ownSessionUser, type SessionState } from '@shared/session';
import { OFFLINE_DATA_MAX_AGE_MS } from './offline-cache-policy';
import { isMadeByUser } from './user-drafts';

type PersistedQuery = PersistedClient['clientState']['queries'][number];
type PersistedMutation = PersistedClient['clientState']['mutations'][number];

/** Whose copy is kept: the signed-in user's own, and nobody's while acting as someone else. */
export function copyOwnerOf(state: SessionState): string | null {
  return ownSessionUser(state)?.id ?? null;
}

/** A copy names the user it was written for, so a read that meets anyone else's is ignored. */
export type OwnedCopy = PersistedClient & { owner?: string };

/**
 * The copy as text. Should it grow past what the core keeps, the data read from the gateway goes
 * and the queued changes, the user's records (conflicts, returned comments) and drafts stay: those
 * cannot be read again.
 */
export function serializeCopy(client: PersistedClient, owner?: string): string {
  const owned: OwnedCopy = owner === undefined ? client : { ...client, owner };
  const text = JSON.stringify(owned);
  if (text.length <= OFFLINE_CACHE_MAX_CHARS) return text;
  return JSON.stringify({
    ...owned,
    clientState: { ...client.clientState, queries: client.clientState.queries.filter((query) => isMadeByUser(query.queryKey)) },
  });
}

/**
 * Whether a copy may be restored for `owner`. The core hands a copy only to its owner; this also
 * holds when the session changed between asking and restoring. A copy written before copies named
 * their owner rests on the core's word alone.
 */
export function isCopyOf(copy: OwnedCopy, owner: string | undefined): boolean {
  return owner === undefined || copy.owner === undefined || copy.owner === owner;
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

/** Reads a copy; data older than the offline maximum age is left out, changes and the user's records never. */
export function parseCopy(text: string, now = Date.now()): OwnedCopy | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isPersistedClient(value)) return undefined;
  const fresh = (query: PersistedQuery) => isMadeByUser(query.queryKey) || now - query.state.dataUpdatedAt <= OFFLINE_DATA_MAX_AGE_MS;
  const { owner, ...client } = value as OwnedCopy;
  return {
    ...client,
    ...(typeof owner === 'string' ? { owner } : {}),
    clientState: { queries: client.clientState.queries.filter(fresh), mutations: client.clientState.mutations.map(asWaiting) },
  };
}
