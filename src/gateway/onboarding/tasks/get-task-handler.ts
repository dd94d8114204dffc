import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { todayOf } from './task-dates';
import { TASK_TEXT } from './task-text';
import { presentOneTask } from './task-view';
import { requireVisibleTask } from './task-visibility';

/** `GET tasks/task/{taskId}`: the task as stored now, for whoever may see it (as its comments). */
export function getTaskHandler(services: GatewayServices): OperationHandler<'tasks.get'> {
  return async (input, { caller }) => {
    const { db } = services;
    const task = await requireVisibleTask(db, caller, input.taskId);
    return { message: TASK_TEXT.task, data: await presentOneTask(db, caller.companyId, task, todayOf(input.today)) };
  };
}
