import { notifyManager, useQueryClient, type DataTag, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** Every user record's key starts with this; no operation's name does. */
const USER_RECORD_PREFIX = 'offline.';

/**
 * The user's own records among the cached queries: changes the gateway refused, waiting for the
 * user, each kind a list under its own key. Never read from the gateway nor stale, always kept in
 * the copy (even when it outgrows its limit), counted among the changes not on the gateway, and
 * wiped with the queue when the session becomes someone else's.
 */
export type UserRecordKey<T> = DataTag<readonly [string], T[]>;

export function userRecordKey<T>(name: string): UserRecordKey<T> {
  return [`${USER_RECORD_PREFIX}${name}`] as unknown as UserRecordKey<T>;
}

export function isUserRecord(queryKey: QueryKey): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && root.startsWith(USER_RECORD_PREFIX);
}

/** Keeps a kind of record in memory for good and never has it read from the gateway. */
export function registerUserRecord<T>(queryClient: QueryClient, key: UserRecordKey<T>): void {
  queryClient.setQueryDefaults(key, { queryFn: () => readUserRecords(queryClient, key), staleTime: Infinity, gcTime: Infinity });
}

export function readUserRecords<T>(queryClient: QueryClient, key: UserRecordKey<T>): T[] {
  return queryClient.getQueryData(key) ?? [];
}

const recordQueries = (queryClient: QueryClient) => queryClient.getQueryCache().findAll({ predicate: (query) => isUserRecord(query.queryKey) });

/** How many records of every kind wait for the user. */
export function countUserRecords(queryClient: QueryClient): number {
  return recordQueries(queryClient).reduce((count, query) => count + (Array.isArray(query.state.data) ? query.state.data.length : 0), 0);
}

/** Drops every record of every kind, on purpose. */
export function clearUserRecords(queryClient: QueryClient): void {
  for (const query of recordQueries(queryClient)) queryClient.setQueryData(query.queryKey, []);
}

/** How many records wait for the user, as they change. */
export function useUserRecordCount(): number {
  const queryClient = useQueryClient();
  // Batched as react-query's own hooks are: a query added while another component renders tells this one after.
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)), [queryClient]);
  return useSyncExternalStore(subscribe, () => countUserRecords(queryClient));
}
