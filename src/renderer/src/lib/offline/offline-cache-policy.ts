import type { DehydrateOptions, Mutation, Query, QueryKey } from '@tanstack/react-query';
import type { RendererOperationName } from '@shared/contract/registry';
import { isUnsentChange } from './queued-changes';
import { isMadeByUser } from './user-drafts';

/**
 * Raised when the persisted shape changes in a way an older copy cannot be read as. 2: reads are
 * cached under `[operation, input]` (a hire's were under ['hire', id, ...]).
 */
export const OFFLINE_CACHE_BUSTER = 'hcm-offline-2';

/**
 * Older copies whose reads are under keys no screen reads any more, but whose queued changes and
 * user records have the shape they have now: those are restored, the reads left out, so an
 * update of the app never loses a change made offline.
 */
export const CHANGES_ONLY_BUSTERS: readonly string[] = ['hcm-offline-1'];

/** How long data read from the gateway is kept and shown offline; queued changes are never dropped for age. */
export const OFFLINE_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Whether a cached read's key is one of `operations` (reads are cached under `[operation, input]`). */
export function readsOf(operations: readonly RendererOperationName[]): (queryKey: QueryKey) => boolean {
  const kept = new Set<unknown>(operations);
  return (queryKey) => kept.has(queryKey[0]);
}

/**
 * What the user has seen and may want offline: their tasks, the hires and tasks they opened, the
 * lists behind the pickers and their own account. Previews computed for a form are left out.
 */
const isKeptRead = readsOf([
  'tasks.assigned',
  'tasks.get',
  'tasks.comments',
  'tasks.ofHire',
  'tasks.planTemplates',
  'newHire.list',
  'newHire.get',
  'newHire.plans',
  'newHire.documents',
  'newHire.changes',
  'newHire.welcomeExperience',
  'newHire.dashboardSummary',
  'users.me',
  'settings.departments',
  'settings.locations',
  'settings.companyDetails',
]);

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && (isKeptRead(query.queryKey) || isMadeByUser(query.queryKey));
}

export const offlineDehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: isKeptQuery,
  // Waiting and in-flight changes both: one in flight when the app closes is sent again, with its key.
  shouldDehydrateMutation: (mutation: Mutation) => isUnsentChange(mutation),
};
