import type { TaskStatus } from './onboarding';

/** What a task's status change is called, naming the task: the gateway's answer and the app's toast say the same. */
export function taskStatusChangedText(title: string, from: TaskStatus, to: TaskStatus): string {
  if (to === 'done') return `“${title}” marked complete.`;
  if (to === 'blocked') return `“${title}” blocked.`;
  return from === 'blocked' ? `“${title}” unblocked.` : `“${title}” reopened.`;
}
