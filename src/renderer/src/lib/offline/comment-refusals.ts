import { useQueryClient, type MutationCache } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADD_COMMENT_KEY, type CommentToSend } from './queued-changes';

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
 * For the task's open comment form: calls `onRefused` when the gateway refuses a comment on the
 * task, however long it waited and whichever screen wrote it, and takes over telling the user
 * from the app-wide notice while the form is open, so the refusal is told once.
 */
export function useCommentRefusals(taskId: string, onRefused: (comment: CommentToSend, error: unknown) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onRefused);
  useEffect(() => {
    latest.current = onRefused;
  });
  useEffect(() => {
    const cache = queryClient.getMutationCache();
    const forms = formsOn(cache);
    forms.set(taskId, (forms.get(taskId) ?? 0) + 1);
    const stop = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const comment = event.mutation.options.mutationKey?.[0] === ADD_COMMENT_KEY[0] ? commentOn(taskId, event.mutation.state.variables) : null;
      if (comment) latest.current(comment, event.action.error);
    });
    return () => {
      stop();
      const left = (forms.get(taskId) ?? 1) - 1;
      if (left > 0) forms.set(taskId, left);
      else forms.delete(taskId);
    };
  }, [queryClient, taskId]);
}
