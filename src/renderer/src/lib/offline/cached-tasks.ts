import type { Query, QueryClient } from '@tanstack/react-query';
import type { Task } from '@shared/contract/onboarding-schemas';
import type { OperationOutput } from '@shared/contract/registry';

type AssignedAnswer = OperationOutput<'tasks.assigned'>;
type HireTasksAnswer = OperationOutput<'tasks.ofHire'>;
type TaskAnswer = OperationOutput<'tasks.get'>;
type WelcomeAnswer = OperationOutput<'newHire.welcomeExperience'>;

export const TASK_KEY_ROOT = 'tasks.get';
export const taskKey = (taskId: string) => [TASK_KEY_ROOT, { taskId }] as const;

/** The hire screens keep a hire's tasks under ['hire', hireId, 'tasks']. */
const isHireTasks = (query: Query) => query.queryKey[0] === 'hire' && query.queryKey[2] === 'tasks';
/** A new hire's welcome, under ['newHire.welcomeExperience', id], lists their own tasks. */
const WELCOME_KEY = ['newHire.welcomeExperience'] as const;

/**
 * Puts `next` in place of a cached answer, keeping when it was read from the gateway: the age of
 * what is shown (in the offline banner) stays that of the last read, not of a local change.
 */
function replaceAnswer<T>(queryClient: QueryClient, query: Query, next: (answer: T) => T | undefined): void {
  const answer = query.state.data as T | undefined;
  const changed = answer === undefined ? undefined : next(answer);
  if (changed !== undefined) queryClient.setQueryData(query.queryKey, changed, { updatedAt: query.state.dataUpdatedAt });
}

/**
 * Changes one task wherever a cached answer shows it: the task lists of /tasks, a hire's tasks, a
 * new hire's welcome and the single task. Answers without the task are left untouched.
 */
export function updateCachedTask(queryClient: QueryClient, taskId: string, change: (task: Task) => Task): void {
  const inList = (tasks: Task[]) => tasks.some((task) => task._id === taskId);
  const changed = (tasks: Task[]) => tasks.map((task) => (task._id === taskId ? change(task) : task));
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey: ['tasks.assigned'] })) {
    replaceAnswer<AssignedAnswer>(queryClient, query, (answer) =>
      inList(answer.data.items) ? { ...answer, data: { ...answer.data, items: changed(answer.data.items) } } : undefined,
    );
  }
  for (const query of cache.findAll({ predicate: isHireTasks })) {
    replaceAnswer<HireTasksAnswer>(queryClient, query, (answer) =>
      Array.isArray(answer.data) && inList(answer.data) ? { ...answer, data: changed(answer.data) } : undefined,
    );
  }
  for (const query of cache.findAll({ queryKey: WELCOME_KEY })) {
    replaceAnswer<WelcomeAnswer>(queryClient, query, (answer) =>
      inList(answer.data.tasks) ? { ...answer, data: { ...answer.data, tasks: changed(answer.data.tasks) } } : undefined,
    );
  }
  for (const query of cache.findAll({ queryKey: taskKey(taskId), exact: true })) {
    replaceAnswer<TaskAnswer>(queryClient, query, (answer) => ({ ...answer, data: change(answer.data) }));
  }
}

/** The task as a cached answer shows it, if one does. */
export function findCachedTask(queryClient: QueryClient, taskId: string): Task | undefined {
  const cache = queryClient.getQueryCache();
  const single = queryClient.getQueryData<TaskAnswer>(taskKey(taskId))?.data;
  if (single) return single;
  for (const query of cache.findAll({ queryKey: ['tasks.assigned'] })) {
    const found = (query.state.data as AssignedAnswer | undefined)?.data.items.find((task) => task._id === taskId);
    if (found) return found;
  }
  for (const query of cache.findAll({ predicate: isHireTasks })) {
    const tasks = (query.state.data as HireTasksAnswer | undefined)?.data;
    const found = Array.isArray(tasks) ? tasks.find((task) => task._id === taskId) : undefined;
    if (found) return found;
  }
  for (const query of cache.findAll({ queryKey: WELCOME_KEY })) {
    const found = (query.state.data as WelcomeAnswer | undefined)?.data.tasks.find((task) => task._id === taskId);
    if (found) return found;
  }
  return undefined;
}

/** Shows a status on a task at once, before the gateway has it. */
export function showStatus(queryClient: QueryClient, taskId: string, status: Task['status'], blockedReason: string | null): void {
  updateCachedTask(queryClient, taskId, (task) => ({ ...task, status, blockedReason: status === 'blocked' ? blockedReason : null }));
}

/** Puts the gateway's own copy of a task where the screens read it. */
export function storeTask(queryClient: QueryClient, task: Task): void {
  updateCachedTask(queryClient, task._id, () => task);
}
