import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@shared/contract/onboarding-schemas';
import { cachedAnswers, operationQuery, replaceCachedAnswers } from '@renderer/lib/query/operation-query';

/** One task as the gateway holds it now: the conflict dialog reads it. */
export const taskQuery = (taskId: string) => operationQuery('tasks.get', { taskId });

/**
 * Changes one task wherever a cached answer shows it: the task lists of /tasks, a hire's tasks, a
 * new hire's welcome (their own tasks) and the single task. Answers without the task are left untouched.
 */
export function updateCachedTask(queryClient: QueryClient, taskId: string, change: (task: Task) => Task): void {
  const inList = (tasks: Task[]) => tasks.some((task) => task._id === taskId);
  const changed = (tasks: Task[]) => tasks.map((task) => (task._id === taskId ? change(task) : task));
  replaceCachedAnswers(queryClient, 'tasks.assigned', (answer) =>
    inList(answer.data.items) ? { ...answer, data: { ...answer.data, items: changed(answer.data.items) } } : undefined,
  );
  replaceCachedAnswers(queryClient, 'tasks.ofHire', (answer) =>
    Array.isArray(answer.data) && inList(answer.data) ? { ...answer, data: changed(answer.data) } : undefined,
  );
  replaceCachedAnswers(queryClient, 'newHire.welcomeExperience', (answer) =>
    inList(answer.data.tasks) ? { ...answer, data: { ...answer.data, tasks: changed(answer.data.tasks) } } : undefined,
  );
  replaceCachedAnswers(queryClient, 'tasks.get', (answer, input) => (input.taskId === taskId ? { ...answer, data: change(answer.data) } : undefined));
}

/** The task as a cached answer shows it, if one does. */
export function findCachedTask(queryClient: QueryClient, taskId: string): Task | undefined {
  const single = queryClient.getQueryData(taskQuery(taskId).queryKey)?.data;
  if (single) return single;
  const lists = [
    ...cachedAnswers(queryClient, 'tasks.assigned').map(({ data }) => data.data.items),
    ...cachedAnswers(queryClient, 'tasks.ofHire').map(({ data }) => (Array.isArray(data.data) ? data.data : [])),
    ...cachedAnswers(queryClient, 'newHire.welcomeExperience').map(({ data }) => data.data.tasks),
  ];
  for (const tasks of lists) {
    const found = tasks.find((task) => task._id === taskId);
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
