import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * Comments the gateway refused while no comment form of their task was open. Their text is the
 * user's and cannot be read again, so it is kept on this computer with the conflicts until the
 * task's comment form takes it back.
 */
export const RETURNED_COMMENTS_KEY = ['offline.returnedComments'] as const;

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

export function readReturnedComments(queryClient: QueryClient): ReturnedComment[] {
  return queryClient.getQueryData<ReturnedComment[]>(RETURNED_COMMENTS_KEY) ?? [];
}

export function keepReturnedComment(queryClient: QueryClient, comment: ReturnedComment): void {
  queryClient.setQueryData<ReturnedComment[]>(RETURNED_COMMENTS_KEY, (kept = []) => [...kept.filter((each) => each.id !== comment.id), comment]);
}

/** Hands back the task's returned comments, oldest first, and forgets them. */
export function takeReturnedComments(queryClient: QueryClient, taskId: string): ReturnedComment[] {
  const kept = readReturnedComments(queryClient);
  const taken = kept.filter((comment) => comment.taskId === taskId);
  if (taken.length > 0)
    queryClient.setQueryData<ReturnedComment[]>(
      RETURNED_COMMENTS_KEY,
      kept.filter((comment) => comment.taskId !== taskId),
    );
  return taken;
}

export function clearReturnedComments(queryClient: QueryClient): void {
  queryClient.setQueryData<ReturnedComment[]>(RETURNED_COMMENTS_KEY, []);
}

/** The comments waiting for their task's form, for counting what signing out would lose. */
export function useReturnedComments(): ReturnedComment[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: RETURNED_COMMENTS_KEY, queryFn: () => readReturnedComments(queryClient), initialData: [] as ReturnedComment[] });
  return data;
}
