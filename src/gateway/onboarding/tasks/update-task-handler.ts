import type { OperationHandler } from '../../http/operation-handler';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import type { GatewayServices } from '../../services';
import { resolveAssignee } from './resolve-assignee';
import { todayOf } from './task-dates';
import { hirePeopleOf, refuseWithdrawn, requireActiveStaff, requireHire, requireTask, requireVersion } from './task-guards';
import { TASK_TEXT } from './task-text';
import { presentOneTask } from './task-view';
import { writeTask } from './task-write';

/**
 * Changes a task's title, description, category, assignee or due date. The assignee is resolved
 * again only when its rule changes, so a task a coordinator took over stays with them.
 */
export function updateTaskHandler(services: GatewayServices): OperationHandler<'tasks.update'> {
  return async (input, { caller }) => {
    const { db } = services;
    const task = await requireTask(db, caller, input.taskId);
    requireVersion(task.version, input.version);
    refuseWithdrawn(task.hire_status);
    const named = await requireActiveStaff(
      db,
      caller.companyId,
      input.assigneeRole === 'user' && input.assigneeUserId !== null ? [{ field: 'assigneeUserId', userId: input.assigneeUserId }] : [],
    );
    const namedUserId = named.get('assigneeUserId') ?? null;
    const ruleChanged = input.assigneeRole !== task.assignee_role || (input.assigneeRole === 'user' && namedUserId !== task.assignee_id);
    let assignee = { assignee_id: task.assignee_id, assignee_note: task.assignee_note };
    if (ruleChanged) {
      const hire = await requireHire(db, caller, task.hire_id);
      const resolved = resolveAssignee({ role: input.assigneeRole, userId: namedUserId }, hirePeopleOf(hire), caller.userId, () => true);
      assignee = { assignee_id: resolved.assigneeId, assignee_note: resolved.note };
    }
    const stored = await writeTask(
      db,
      caller,
      { id: task.id, version: input.version },
      {
        title: input.title,
        description: sanitizeRichText(input.description),
        task_category: input.taskCategory,
        assignee_role: input.assigneeRole,
        ...assignee,
        due_date: input.dueDate,
      },
    );
    return { message: TASK_TEXT.taskUpdated, data: await presentOneTask(db, caller.companyId, stored, todayOf()) };
  };
}
