import { onlineManager, type Mutation, type MutationKey, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { isTransientFailure } from './change-failures';
import { isUserRecord } from './user-records';

/**
 * Every queued change shares one scope, so they are sent one at a time in the order they were
 * made: a comment on a task arrives after the task was completed, and a second change to a task
 * is sent on the version the first one left. Being in this scope is what makes a change a queued one.
 */
export const QUEUED_CHANGES_SCOPE = { id: 'queued-changes' } as const;

const MAX_RETRY_DELAY_MS = 30_000;

/** Every queued change carries the key it is sent with, made once when the user acted. */
export interface QueuedChange {
  idempotencyKey: string;
}

/** A change of the queue that has not been answered yet (waiting, or on its way). */
export function isUnsentChange(mutation: Mutation): boolean {
  return mutation.options.scope?.id === QUEUED_CHANGES_SCOPE.id && mutation.state.status === 'pending';
}

/**
 * Registers how a kind of queued change is sent, on the client itself, so a change restored from
 * this computer after a restart finds its function and callbacks again. Every kind is sent in the
 * queue's scope, tried again with the same key for as long as the gateway cannot be reached (paused
 * while offline, so nothing spins), and given up only on a real answer.
 */
export function registerQueuedChange<TData, TVariables extends QueuedChange>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  options: Omit<MutationOptions<TData, Error, TVariables>, 'scope' | 'retry' | 'retryDelay' | 'mutationKey'>,
): void {
  queryClient.setMutationDefaults<TData, Error, TVariables>(mutationKey, {
    ...options,
    scope: QUEUED_CHANGES_SCOPE,
    retry: (_failureCount, error) => isTransientFailure(error),
    // Offline, the retry pauses at once until the gateway is back; online, it backs off.
    retryDelay: (failureCount) => (onlineManager.isOnline() ? Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS) : 0),
  });
}

/**
 * Once the last queued change is answered, everything on screen is read again: a change touches
 * lists, counts and progress elsewhere. Once for the whole queue rather than once per change, so
 * replaying many changes does not read every list many times. Answers whether it did.
 */
export function refreshWhenQueueDrains(queryClient: QueryClient): boolean {
  // The change being settled is still pending here.
  const unsent = queryClient.getMutationCache().findAll({ predicate: isUnsentChange });
  if (unsent.length > 1) return false;
  void queryClient.invalidateQueries({ predicate: (query) => !isUserRecord(query.queryKey) });
  return true;
}
