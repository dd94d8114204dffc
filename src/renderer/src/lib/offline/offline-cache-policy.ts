import type { DehydrateOptions, Mutation, Query } from '@tanstack/react-query';
import { isUnsentChange } from './queued-changes';
import { USER_RECORD_ROOTS } from './user-records';

/** Raised only when the persisted shape changes in a way an older copy cannot be read as. */
export const OFFLINE_CACHE_BUSTER = 'hcm-offline-1';

/** How long data read from the gateway is kept and shown offline; queued changes are never dropped for age. */
export const OFFLINE_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * What the user has seen and may want offline: their tasks, the hires and tasks they opened, the
 * lists behind the pickers and their own account. Previews computed for a form are left out.
 */
const KEPT_QUERY_ROOTS = new Set<unknown>([
  'tasks.assigned',
  'tasks.get',
  'tasks.comments',
  'tasks.ofHire',
  'tasks.planTemplates',
  'hire',
  'newHire.list',
  'newHire.get',
  'newHire.welcomeExperience',
  'newHire.dashboardSummary',
  'users.me',
  'settings.departments',
  'settings.locations',
  'settings.companyDetails',
  ...USER_RECORD_ROOTS,
]);

const PREVIEW_PARTS = new Set<unknown>(['start-date-shift']);

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root, , part] = query.queryKey;
  return query.state.status === 'success' && KEPT_QUERY_ROOTS.has(root) && !PREVIEW_PARTS.has(part);
}

export const offlineDehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: isKeptQuery,
  // Waiting and in-flight changes both: one in flight when the app closes is sent again, with its key.
  shouldDehydrateMutation: (mutation: Mutation) => isUnsentChange(mutation),
};
