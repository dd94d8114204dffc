import type { QueryClient } from '@tanstack/react-query';
import { readUserRecords, userRecordKey } from '@renderer/lib/offline/user-records';

export interface ReturnedComment {
  /** The refused comment's idempotency key. */
  id: string;
  taskId: string;
  body: string;
  /** The gateway's words. */
  message: string;
  /** What the gateway found wrong with the text itself, if that was the reason. */
  fieldError: string | null;
}

/**
 * Comments the gateway refused while no comment form of their task was open. Their text is the
 * user's and cannot be read again, so it is one of the user's records, kept on this computer with
 * the conflicts until the task's comment form takes it back.
 */
export const RETURNED_COMMENTS_KEY = userRecordKey<ReturnedComment>('returnedComments');

export function readReturnedComments(queryClient: QueryClient): ReturnedComment[] {
  return readUserRecords(queryClient, RETURNED_COMMENTS_KEY);
}

export function keepReturnedComment(queryClient: QueryClient, comment: ReturnedComment): void {
  queryClient.setQueryData(RETURNED_COMMENTS_KEY, (kept = []) => [...kept.filter((each) => each.id !== comment.id), comment]);
}

/** Hands back the task's returned comments, oldest first, and forgets them. */
export function takeReturnedComments(queryClient: QueryClient, taskId: string): ReturnedComment[] {
  const kept = readReturnedComments(queryClient);
  const taken = kept.filter((comment) => comment.taskId === taskId);
  if (taken.length > 0)
    queryClient.setQueryData(
      RETURNED_COMMENTS_KEY,
      kept.filter((comment) => comment.taskId !== taskId),
    );
  return taken;
}
