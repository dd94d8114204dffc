import type { TaskStatus } from '@shared/onboarding';
import type { QueuedChange } from '@renderer/lib/offline/queued-changes';

export const TASK_STATUS_CHANGE_KEY = ['tasks.changeStatus'] as const;
export const ADD_COMMENT_KEY = ['tasks.addComment'] as const;

/** A task as the user saw it when they changed it, for telling them about a conflict later. */
export interface TaskSnapshot {
  title: string;
  hireName: string;
  status: TaskStatus;
  blockedReason: string | null;
}

/** Completing, reopening or blocking a task, as it waits to be sent. */
export interface TaskStatusChange extends QueuedChange {
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
export interface CommentToSend extends QueuedChange {
  taskId: string;
  body: string;
  idempotencyKey: string;
  madeAt: string;
}

export function isTaskStatusChange(value: unknown): value is TaskStatusChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Partial<TaskStatusChange>;
  return typeof change.taskId === 'string' && typeof change.version === 'number' && typeof change.status === 'string' && typeof change.snapshot === 'object';
}
