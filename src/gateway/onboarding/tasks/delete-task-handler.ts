import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { conflict } from '../onboarding-access';
import { refuseWithdrawn, requireTask, requireVersion } from './task-guards';
import { TASK_TEXT } from './task-text';

/** Deletes a task that is not done; done tasks stay as the hire's history. */
export function deleteTaskHandler(services: GatewayServices): OperationHandler<'tasks.delete'> {
  return async (input, { caller }) => {
    const { db } = services;
    const task = await requireTask(db, caller, input.taskId);
    requireVersion(task.version, input.version);
    if (task.status === 'done') throw conflict(TASK_TEXT.doneNotDeletable, 'TASK_DONE');
    refuseWithdrawn(task.hire_status);
    const result = await db
      .deleteFrom('hire_tasks')
      .where('company_id', '=', caller.companyId)
      .where('id', '=', task.id)
      .where('version', '=', input.version)
      .where('status', '<>', 'done')
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      // Changed between the read and the delete: answer as if it had been seen changed.
      const current = await requireTask(db, caller, task.id);
      requireVersion(current.version, input.version);
      throw conflict(TASK_TEXT.doneNotDeletable, 'TASK_DONE');
    }
    return { message: TASK_TEXT.taskDeleted };
  };
}
