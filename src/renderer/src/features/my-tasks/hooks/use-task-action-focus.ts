import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { buttonPlace, focusButtonAt, focusIsLost } from '@renderer/domain/tasks/button-place';

const ACTIONS_ATTRIBUTE = 'data-task-actions';

/** Marks a row's buttons as the task's, for the focus to find them after a change. */
export const taskActionsMark = (taskId: string) => ({ [ACTIONS_ATTRIBUTE]: taskId });

const actionsOf = (taskId: string) => document.querySelector(`[${ACTIONS_ATTRIBUTE}="${CSS.escape(taskId)}"]`);

/** The focus went with a button that is gone, or is still on this task's buttons. */
const focusIsLostOrOn = (taskId: string) => focusIsLost() || (actionsOf(taskId)?.contains(document.activeElement) ?? false);

/**
 * Keeps the keyboard's place when a row's button changes its task. The button pressed is replaced
 * (Complete by Reopen, Block by Unblock) or the row leaves the list, which would drop the focus to
 * the page: it goes to the task's button in the same place instead, or, once the task has left the
 * list, to the same button of the task that took its place (or of the last one). It never moves a
 * focus the user has taken elsewhere.
 */
export function useTaskActionFocus(rows: readonly Task[]) {
  const wanted = useRef<{ taskId: string; index: number; slot: number } | null>(null);
  const shown = useRef(rows);
  useLayoutEffect(() => {
    shown.current = rows;
  }, [rows]);

  const keepPlace = useCallback(() => {
    const request = wanted.current;
    if (!request || !focusIsLostOrOn(request.taskId)) return;
    const current = shown.current;
    if (current.some((task) => task._id === request.taskId)) {
      if (focusIsLost()) focusButtonAt(actionsOf(request.taskId), request.slot);
      return;
    }
    const next = current[Math.min(request.index, current.length - 1)];
    // Kept while the button to take the focus is still off: the next change of the list tries again.
    if (!next || focusButtonAt(actionsOf(next._id), request.slot)) wanted.current = null;
  }, []);

  useEffect(keepPlace, [rows, keepPlace]);

  /** A change to this task starts from the focused button of its row: its place is kept until the list settles. */
  const changing = useCallback((task: Task) => {
    wanted.current = {
      taskId: task._id,
      index: Math.max(
        0,
        shown.current.findIndex((row) => row._id === task._id),
      ),
      slot: buttonPlace(actionsOf(task._id), document.activeElement),
    };
  }, []);

  /** For what moves the focus after the list has settled, such as a dialog closing over the row: the focus finds its place again. */
  return { changing, settle: keepPlace };
}
