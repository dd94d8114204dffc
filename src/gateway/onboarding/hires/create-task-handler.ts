import { randomUUID } from 'node:crypto';
import type { OperationHandler } from '../../http/operation-handler';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { resolveAssignee } from '../tasks/resolve-assignee';
import { todayOf } from '../tasks/task-dates';
import { hirePeopleOf, refuseWithdrawn, requireActiveStaff, requireHire, requireTask } from '../tasks/task-guards';
import { TASK_TEXT } from '../tasks/task-text';
import { presentOneTask } from '../tasks/task-view';

export function createTaskHandler(): OperationHandler<'newHire.createTask'> {
  return async (input, { caller, db }) => {
    const hire = await requireHire(db, caller, input.hireId);
    refuseWithdrawn(hire.status);
    const named = await requireActiveStaff(
      db,
      caller.companyId,
      input.assigneeRole === 'user' && input.assigneeUserId !== null ? [{ field: 'assigneeUserId', userId: input.assigneeUserId }] : [],
    );
    const { assigneeId, note } = resolveAssignee(
      { role: input.assigneeRole, userId: named.get('assigneeUserId') ?? null },
      hirePeopleOf(hire),
      caller.userId,
      () => true,
    );
    const id = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('hire_tasks')
      .values({
        id,
        company_id: caller.companyId,
        hire_id: hire.id,
        title: input.title,
        description: sanitizeRichText(input.description),
        task_category: input.taskCategory,
        assignee_role: input.assigneeRole,
        assignee_id: assigneeId,
        assignee_note: note,
        due_date: input.dueDate,
        created_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const task = await presentOneTask(db, caller.companyId, await requireTask(db, caller, id), todayOf());
    return { message: TASK_TEXT.taskCreated, data: task };
  };
}
