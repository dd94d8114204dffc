import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import { type OnboardingCaller, holds, notFound } from '../onboarding-access';
import { isReportsTask, requireTask } from './task-guards';
import { TASK_TEXT } from './task-text';
import { type TaskRow, isOwnedBy, taskOwnerOf } from './task-view';

/**
 * The task, if the caller may see it: staff who see new hires see every task of the hires they
 * reach (under the manager's additional access, those of the hires they manage); anyone sees the
 * tasks that are theirs. Others get 404, as for an unknown id, so tasks cannot be probed.
 */
export async function requireVisibleTask(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, taskId: string): Promise<TaskRow> {
  const task = await requireTask(db, caller, taskId);
  const seesAll = caller.kind === 'staff' && holds(caller, 'new_hires', 'view') && (!caller.managerAccess || (await isReportsTask(db, caller, task)));
  if (!seesAll && !(isOwnedBy(task, await taskOwnerOf(db, caller)) && holds(caller, 'my_tasks', 'view'))) throw notFound(TASK_TEXT.taskNotFound);
  return task;
}
