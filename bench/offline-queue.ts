/**
 * Many queued changes, written as the renderer writes them. One change is made in the page (a task
 * completed while the gateway is away) and saved by the app's own persister; it is the template:
 * every other change is a copy of it for another task, with its own key, base version and snapshot.
 */
import { randomUUID } from 'node:crypto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { Task } from '../src/shared/contract/onboarding-schemas';
import { serializeCopy } from '../src/renderer/src/lib/offline/persisted-copy';
import { TASK_STATUS_CHANGE_KEY, isTaskStatusChange, type TaskStatusChange } from '../src/renderer/src/domain/tasks/task-changes';
import { QUEUED_CHANGES_SCOPE } from '../src/renderer/src/lib/offline/queued-changes';

type PersistedMutation = PersistedClient['clientState']['mutations'][number];

function isStatusChangeMutation(mutation: PersistedMutation): mutation is PersistedMutation & { state: { variables: TaskStatusChange } } {
  return mutation.mutationKey?.[0] === TASK_STATUS_CHANGE_KEY[0] && isTaskStatusChange(mutation.state.variables);
}

function waitingChange(copy: PersistedClient, taskId: string) {
  return copy.clientState.mutations.find(
    (mutation) =>
      isStatusChangeMutation(mutation) && mutation.state.variables.taskId === taskId && mutation.state.status === 'pending' && mutation.state.isPaused,
  );
}

/** The app's saved change to `taskId`, if its copy holds one waiting (paused until the gateway is back). */
export function waitingChangeIn(copyText: string | null, taskId: string): PersistedMutation | undefined {
  return copyText === null ? undefined : waitingChange(JSON.parse(copyText) as PersistedClient, taskId);
}

export interface QueuedCopy {
  text: string;
  changes: TaskStatusChange[];
}

/**
 * The app's copy with one waiting change for each task, in the tasks' order: the template's own
 * change for its task, a copy of it for every other. Everything else in the copy is kept as it was.
 */
export function copyWithQueuedChanges(copyText: string, templateTaskId: string, tasks: readonly Task[]): QueuedCopy {
  const copy = JSON.parse(copyText) as PersistedClient;
  const template = waitingChange(copy, templateTaskId);
  if (!template || !isStatusChangeMutation(template)) throw new Error('The saved copy holds no waiting change for the template task.');
  if ((template as { scope?: { id?: string } }).scope?.id !== QUEUED_CHANGES_SCOPE.id) {
    throw new Error(`The saved change is not in the queue's scope: ${JSON.stringify(template).slice(0, 300)}`);
  }
  const made = Date.now();
  const queued = tasks.map((task, index): PersistedMutation & { state: { variables: TaskStatusChange } } => {
    if (task._id === templateTaskId) return template;
    const variables: TaskStatusChange = {
      ...template.state.variables,
      taskId: task._id,
      version: task.version,
      idempotencyKey: randomUUID(),
      madeAt: new Date(made + index).toISOString(),
      snapshot: { title: task.title, hireName: task.hire.fullName, status: task.status, blockedReason: task.blockedReason },
    };
    return { ...template, state: { ...template.state, variables, submittedAt: made + index } };
  });
  const others = copy.clientState.mutations.filter((mutation) => mutation !== template);
  const client: PersistedClient = { ...copy, timestamp: made, clientState: { ...copy.clientState, mutations: [...others, ...queued] } };
  return { text: serializeCopy(client), changes: queued.map((mutation) => mutation.state.variables) };
}
