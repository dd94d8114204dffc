import type { RendererOperationName } from '@shared/contract/registry';

/** How long a read counts as fresh when its operation names no time of its own. */
export const DEFAULT_STALE_TIME_MS = 60_000;

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * How long each operation's answer counts as fresh, in one place: a screen reading an operation
 * never picks a time of its own, so two screens sharing an answer never disagree on its age.
 */
export const QUERY_STALE_TIMES: Partial<Record<RendererOperationName, number>> = {
  // The company's own lists change rarely: read once a session and kept for ten minutes.
  'tasks.planTemplates': TEN_MINUTES_MS,
  'settings.departments': TEN_MINUTES_MS,
  'settings.locations': TEN_MINUTES_MS,
  'settings.companyDetails': TEN_MINUTES_MS,
  // The same template and inputs resolve the same way; the tasks held for a new hire must not change under the user.
  'tasks.planTasks': Infinity,
  // What a new start date would move is asked afresh each time.
  'newHire.previewStartDateShift': 0,
  'newHire.previewCriteriaTasks': 0,
  // A single task is read to show what the server holds now (the conflict dialog).
  'tasks.get': 0,
};

export function staleTimeOf(name: RendererOperationName): number {
  return QUERY_STALE_TIMES[name] ?? DEFAULT_STALE_TIME_MS;
}
