import { taskStatusChangedText } from '@shared/task-status-text';
import type { OperationHandler } from '../../http/operation-handler';
import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import { managerFieldView } from '../../access/hire-field-filter';
import { type OnboardingCaller, forbidden, holds, notFound } from '../onboarding-access';
import { todayOf } from './task-dates';
import { isReportsTask, refuseWithdrawn, requireTask, requireVersion } from './task-guards';
import { TASK_TEXT } from './task-text';
import { type TaskRow, isOwnedBy, presentOneTask, taskOwnerOf } from './task-view';
import { writeTask } from './task-write';

/** Under the manager's additional access, a task of a hire they manage, when their reports' tasks are theirs to change. */
async function changesReportsTask(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, task: TaskRow): Promise<boolean> {
  if (!caller.managerAccess) return false;
  const view = await managerFieldView(db, caller);
  return view?.tasks === 'edit' && (await isReportsTask(db, caller, task));
}

/**
 * Completes, reopens or blocks a task. The task's own assignee may (with the right to manage
 * their tasks), and so may anyone who manages new hires; a new hire sees only their own tasks.
 */
export function changeTaskStatusHandler(): OperationHandler<'tasks.changeStatus'> {
  return async (input, { caller, db }) => {
    const task = await requireTask(db, caller, input.taskId);
    const mine = isOwnedBy(task, await taskOwnerOf(db, caller));
    if (caller.kind === 'new_hire' && !mine) throw notFound(TASK_TEXT.taskNotFound);
    const allowed =
      (caller.kind === 'staff' && holds(caller, 'new_hires', 'manage')) ||
      (mine && holds(caller, 'my_tasks', 'manage')) ||
      (await changesReportsTask(db, caller, task));
    if (!allowed) throw forbidden(TASK_TEXT.notYourTask);
    requireVersion(task.version, input.version);
    refuseWithdrawn(task.hire_status);

    const today = todayOf();
    const reason = input.status === 'blocked' ? input.blockedReason : null;
    if (task.status === input.status && task.blocked_reason === reason) {
      return { message: taskStatusChangedText(task.title, task.status, input.status), data: await presentOneTask(db, caller.companyId, task, today) };
    }
    const done = input.status === 'done';
    const stored = await writeTask(
      db,
      caller,
      { id: task.id, version: input.version },
      {
        status: input.status,
        blocked_reason: reason,
        completed_by: done ? caller.userId : null,
        completed_at: done ? new Date().toISOString() : null,
      },
    );
    return { message: taskStatusChangedText(task.title, task.status, input.status), data: await presentOneTask(db, caller.companyId, stored, today) };
  };
}
