import { useQueryClient, type MutationCache } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BridgeError, failureMessage } from '@renderer/lib/bridge';
import { takeReturnedComments, type ReturnedComment } from './returned-comments';
import { ADD_COMMENT_KEY, type CommentToSend } from './task-changes';

const COMMENT_REFUSED_FALLBACK = 'Your comment could not be added. Try again.';

/** Why the gateway refused a comment: its words, and its words on the text itself if it found fault there. */
export type CommentRefusal = Pick<ReturnedComment, 'message' | 'fieldError'>;

export function commentRefusalOf(error: unknown): CommentRefusal {
  const fieldError = error instanceof BridgeError ? (error.fieldErrors?.body?.[0] ?? null) : null;
  return { message: failureMessage(error, COMMENT_REFUSED_FALLBACK), fieldError };
}

/** Per mutation cache: how many open comment forms tell, in place, the refusals of each task's comments. */
const toldInPlace = new WeakMap<MutationCache, Map<string, number>>();

function formsOn(cache: MutationCache): Map<string, number> {
  let forms = toldInPlace.get(cache);
  if (!forms) {
    forms = new Map();
    toldInPlace.set(cache, forms);
  }
  return forms;
}

/** Whether a form open on the task tells the user itself that a comment on it was refused. */
export function isCommentRefusalToldInPlace(cache: MutationCache, taskId: string): boolean {
  return (toldInPlace.get(cache)?.get(taskId) ?? 0) > 0;
}

/** The comment a refused change carried, if it is one on the task; comments restored from an earlier run are checked. */
function commentOn(taskId: string, variables: unknown): CommentToSend | null {
  const comment = variables as Partial<CommentToSend> | undefined;
  return comment?.taskId === taskId && typeof comment.body === 'string' ? (comment as CommentToSend) : null;
}

/**
 * For the task's open comment form: calls `onRefused` with the text of each comment on the task
 * the gateway refused while no form of it was open (kept on this computer, now handed back), and
 * of each one it refuses from now on, however long it waited and whichever screen wrote it. While
 * the form is open it takes over telling the user from the app-wide notice, so a refusal is told once.
 */
export function useCommentRefusals(taskId: string, onRefused: (body: string, refusal: CommentRefusal) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onRefused);
  useEffect(() => {
    latest.current = onRefused;
  });
  useEffect(() => {
    const cache = queryClient.getMutationCache();
    const forms = formsOn(cache);
    forms.set(taskId, (forms.get(taskId) ?? 0) + 1);
    // Newest first, as each text goes before what the box holds: the box then reads oldest first.
    for (const returned of takeReturnedComments(queryClient, taskId).reverse()) latest.current(returned.body, returned);
    const stop = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const comment = event.mutation.options.mutationKey?.[0] === ADD_COMMENT_KEY[0] ? commentOn(taskId, event.mutation.state.variables) : null;
      if (comment) latest.current(comment.body, commentRefusalOf(event.action.error));
    });
    return () => {
      stop();
      const left = (forms.get(taskId) ?? 1) - 1;
      if (left > 0) forms.set(taskId, left);
      else forms.delete(taskId);
    };
  }, [queryClient, taskId]);
}
