import type { QueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '@shared/onboarding';
import type { TaskSnapshot } from './queued-changes';

/**
 * Changes the gateway refused because someone changed the task first. They live in the query cache
 * under this key, so they are kept on this computer with the rest until the user picks a side.
 */
export const CONFLICTS_KEY = ['offline.conflicts'] as const;

export interface ChangeConflict {
  /** The refused change's idempotency key. */
  id: string;
  taskId: string;
  /** What the user asked for. */
  status: TaskStatus;
  blockedReason: string | null;
  /** The task as the user saw it when they made the change. */
  snapshot: TaskSnapshot;
  madeAt: string;
  madeOffline: boolean;
  /** The gateway's words. */
  message: string;
}

export function readConflicts(queryClient: QueryClient): ChangeConflict[] {
  return queryClient.getQueryData<ChangeConflict[]>(CONFLICTS_KEY) ?? [];
}

export function recordConflict(queryClient: QueryClient, conflict: ChangeConflict): void {
  queryClient.setQueryData<ChangeConflict[]>(CONFLICTS_KEY, (conflicts = []) => [...conflicts.filter((each) => each.id !== conflict.id), conflict]);
}

export function removeConflict(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<ChangeConflict[]>(CONFLICTS_KEY, (conflicts = []) => conflicts.filter((each) => each.id !== id));
}

export function clearConflicts(queryClient: QueryClient): void {
  queryClient.setQueryData<ChangeConflict[]>(CONFLICTS_KEY, []);
}
