import type { Mutation, MutationKey } from '@tanstack/react-query';
import type { TaskStatus } from '@shared/onboarding';

export const TASK_STATUS_CHANGE_KEY = ['tasks.changeStatus'] as const;
export const ADD_COMMENT_KEY = ['tasks.addComment'] as const;

/**
 * Every queued change shares one scope, so they are sent one at a time in the order they were
 * made: a comment on a task arrives after the task was completed, and a second change to a task
 * is sent on the version the first one left.
 */
export const QUEUED_CHANGES_SCOPE = { id: 'queued-changes' } as const;

/** A task as the user saw it when they changed it, for telling them about a conflict later. */
export interface TaskSnapshot {
  title: string;
  hireName: string;
  status: TaskStatus;
  blockedReason: string | null;
}

/** Completing, reopening or blocking a task, as it waits to be sent. */
export interface TaskStatusChange {
  taskId: string;
  /** The version the change was made on; the gateway refuses it if the task has moved on since. */
  version: number;
  status: TaskStatus;
  blockedReason?: string;
  /** Made once, when the user acted, and sent with every try, so the change applies once. */
  idempotencyKey: string;
  madeAt: string;
  /** Made while the gateway could not be reached. */
  madeOffline: boolean;
  snapshot: TaskSnapshot;
}

/** A comment as it waits to be sent. */
export interface CommentToSend {
  taskId: string;
  body: string;
  idempotencyKey: string;
  madeAt: string;
}

const QUEUED_KEYS: readonly MutationKey[] = [TASK_STATUS_CHANGE_KEY, ADD_COMMENT_KEY];

export function isQueuedChangeKey(key: MutationKey | undefined): boolean {
  return key !== undefined && QUEUED_KEYS.some((queued) => queued[0] === key[0]);
}

/** A change of the queue that has not been answered yet (waiting, or on its way). */
export function isUnsentChange(mutation: Mutation): boolean {
  return isQueuedChangeKey(mutation.options.mutationKey) && mutation.state.status === 'pending';
}

export function isTaskStatusChange(value: unknown): value is TaskStatusChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Partial<TaskStatusChange>;
  return typeof change.taskId === 'string' && typeof change.version === 'number' && typeof change.status === 'string' && typeof change.snapshot === 'object';
}
