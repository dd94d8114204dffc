import { hydrate, type Mutation, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { BridgePersister } from './bridge-persister';
import { CHANGES_ONLY_BUSTERS, OFFLINE_CACHE_BUSTER, offlineDehydrateOptions } from './offline-cache-policy';
import type { OwnedCopy } from './persisted-copy';
import { isMadeByUser } from './user-drafts';
import { isUserRecord } from './user-records';

const keyOf = (mutation: Pick<Mutation, 'state'>) => (mutation.state.variables as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;

/**
 * What of a copy can be restored: all of it when written by this version of the cache; an older
 * one's queued changes and user records, its reads left out (see CHANGES_ONLY_BUSTERS); nothing of
 * any other.
 */
function restorableStateOf(copy: OwnedCopy): OwnedCopy['clientState'] | undefined {
  if (copy.buster === OFFLINE_CACHE_BUSTER) return copy.clientState;
  if (!CHANGES_ONLY_BUSTERS.includes(copy.buster)) return undefined;
  return { ...copy.clientState, queries: copy.clientState.queries.filter((query) => isUserRecord(query.queryKey)) };
}

/**
 * Puts the saved copy into the client, unless `stillWanted` says the session moved on meanwhile.
 * A change already in memory (same key) is not added twice. Answers false when the copy could not
 * be read, so that it is not overwritten.
 */
export async function restoreOfflineCopy(queryClient: QueryClient, persister: BridgePersister, stillWanted: () => boolean = () => true): Promise<boolean> {
  let copy;
  try {
    copy = await persister.restoreClient();
  } catch {
    return false;
  }
  const state = copy ? restorableStateOf(copy) : undefined;
  if (!state || !stillWanted()) return true;
  const present = new Set(queryClient.getMutationCache().getAll().map(keyOf));
  const mutations = state.mutations.filter((mutation) => !present.has(keyOf(mutation)));
  hydrate(queryClient, { ...state, mutations });
  // The copy shows at once, and is read again from the gateway as soon as a screen shows it: what
  // was saved a minute ago may be out of date, and a session that ended meanwhile is found out then.
  // The user's own records and drafts are not reads.
  const restored = new Set(state.queries.filter((query) => !isMadeByUser(query.queryKey)).map((query) => query.queryHash));
  void queryClient.invalidateQueries({ predicate: (query) => restored.has(query.queryHash) }, { cancelRefetch: false }).catch(() => undefined);
  return true;
}

/** Saves the client's kept queries, queued changes and conflicts whenever they change; answers how to stop. */
export function saveOfflineCopy(queryClient: QueryClient, persister: BridgePersister): () => void {
  return persistQueryClientSubscribe({ queryClient, persister, buster: OFFLINE_CACHE_BUSTER, dehydrateOptions: offlineDehydrateOptions });
}
