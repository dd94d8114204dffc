/** What the user is told when the gateway refuses a queued change to a task or a comment. */
export const TASK_CHANGE_TEXT = {
  statusChangeFailed: (title: string) => `Your change to “${title}” was not saved`,
  commentFailed: (title: string | null) => (title ? `Your comment on “${title}” was not added` : 'Your comment was not added'),
  changeFailedFallback: 'The gateway refused the change.',
  commentKept: 'Its text is kept: open the task’s comments to change it and send it again.',
} as const;
