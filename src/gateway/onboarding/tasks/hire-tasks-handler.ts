import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { todayOf } from './task-dates';
import { requireHire } from './task-guards';
import { TASK_TEXT } from './task-text';
import { presentTasks, taskRows } from './task-view';

/** Every task of a hire, by due date; a withdrawn hire's too, as they were left. */
export function hireTasksHandler(services: GatewayServices): OperationHandler<'tasks.ofHire'> {
  return async (input, { caller }) => {
    const { db } = services;
    const hire = await requireHire(db, caller, input.hireId);
    const rows = await taskRows(db, caller.companyId).where('t.hire_id', '=', hire.id).orderBy('t.due_date').orderBy('t.title').orderBy('t.id').execute();
    return { message: TASK_TEXT.tasks, data: await presentTasks(db, caller.companyId, rows, todayOf()) };
  };
}
