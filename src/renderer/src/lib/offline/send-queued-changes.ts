import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isUnsentChange } from './queued-changes';
import { clearUserRecords, countUserRecords } from './user-records';

/** Changes not yet on the gateway: queued, on their way, or refused and kept as the user's records. */
export function countUnsentChanges(queryClient: QueryClient): number {
  return queryClient.getMutationCache().findAll({ predicate: isUnsentChange }).length + countUserRecords(queryClient);
}

/**
 * Sends the queued changes now and resolves once none is left on its way, with how many are still
 * not on the gateway (refused ones become the user's records). Stops waiting if the gateway goes
 * away, as what is left then waits for it.
 */
export function sendQueuedChanges(queryClient: QueryClient): Promise<number> {
  const mutations = queryClient.getMutationCache();
  const settled = () => mutations.findAll({ predicate: isUnsentChange }).length === 0 || !onlineManager.isOnline();
  return new Promise((resolve) => {
    const finish = () => {
      stopCache();
      stopOnline();
      resolve(countUnsentChanges(queryClient));
    };
    const check = () => {
      if (settled()) finish();
    };
    const stopCache = mutations.subscribe(check);
    const stopOnline = onlineManager.subscribe(check);
    void queryClient.resumePausedMutations().finally(check);
  });
}

/** Drops every queued change and the user's records, on purpose (the user chose to sign out without them). */
export function discardQueuedChanges(queryClient: QueryClient): void {
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.findAll({ predicate: isUnsentChange })) mutations.remove(mutation);
  clearUserRecords(queryClient);
}
