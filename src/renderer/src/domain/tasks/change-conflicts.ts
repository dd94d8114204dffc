import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '@shared/onboarding';
import { readUserRecords, userRecordKey } from '@renderer/lib/offline/user-records';
import type { TaskSnapshot } from './task-changes';

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

/**
 * Changes the gateway refused because someone changed the task first. They are one of the user's
 * records, so they are kept on this computer with the rest until the user picks a side.
 */
export const CONFLICTS_KEY = userRecordKey<ChangeConflict>('conflicts');

export function readConflicts(queryClient: QueryClient): ChangeConflict[] {
  return readUserRecords(queryClient, CONFLICTS_KEY);
}

export function recordConflict(queryClient: QueryClient, conflict: ChangeConflict): void {
  queryClient.setQueryData(CONFLICTS_KEY, (conflicts = []) => [...conflicts.filter((each) => each.id !== conflict.id), conflict]);
}

export function removeConflict(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(CONFLICTS_KEY, (conflicts = []) => conflicts.filter((each) => each.id !== id));
}

/** The changes the gateway refused because the task had moved on, until the user picks a side. */
export function useChangeConflicts(): ChangeConflict[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: CONFLICTS_KEY, queryFn: () => readConflicts(queryClient), initialData: [] as ChangeConflict[] });
  return data;
}
