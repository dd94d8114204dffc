import { notifyManager, type DataTag, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isUserRecord } from './user-records';

/** Every user draft's key starts with this; no operation's name nor user record's does. */
const USER_DRAFT_PREFIX = 'draft.';

/**
 * Work the user has begun and not saved (a form's entries), kept among the cached queries so it
 * goes into the offline copy: encrypted, for this user only, wiped on sign-out. Unlike a user
 * record it is not a change waiting for the gateway, so it is neither counted nor sent.
 */
export type UserDraftKey<T> = DataTag<readonly [string], T>;

export function userDraftKey<T>(name: string): UserDraftKey<T> {
  return [`${USER_DRAFT_PREFIX}${name}`] as unknown as UserDraftKey<T>;
}

export function isUserDraft(queryKey: QueryKey): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && root.startsWith(USER_DRAFT_PREFIX);
}

/**
 * What the user made on this computer rather than read from the gateway (records and drafts): kept
 * in the copy whatever its size or age, never read again from the gateway, and forgotten when the
 * session becomes someone else's.
 */
export function isMadeByUser(queryKey: QueryKey): boolean {
  return isUserRecord(queryKey) || isUserDraft(queryKey);
}

/** Keeps a kind of draft in memory for good and never has it read from the gateway. */
export function registerUserDraft<T>(queryClient: QueryClient, key: UserDraftKey<T>): void {
  queryClient.setQueryDefaults(key, { queryFn: () => queryClient.getQueryData(key) ?? null, staleTime: Infinity, gcTime: Infinity });
}

/** Calls `listener` whenever the draft under `key` is set or removed (restored from the copy, or forgotten). */
export function subscribeToUserDraft(queryClient: QueryClient, key: UserDraftKey<unknown>, listener: () => void): () => void {
  const [root] = key;
  return queryClient.getQueryCache().subscribe(
    notifyManager.batchCalls((event) => {
      if (event.query.queryKey[0] === root && (event.type === 'added' || event.type === 'removed' || event.type === 'updated')) listener();
    }),
  );
}
