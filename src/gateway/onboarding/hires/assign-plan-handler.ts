import { randomUUID } from 'node:crypto';
import type { HirePlan } from '@shared/contract/tasks';
import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { recordHireChanges } from './hire-change-record';
import { recordIdOf } from './record-ids';
import { badRequest } from '../onboarding-access';
import { loadPeople } from '../people';
import { resolveAssignee } from '../tasks/resolve-assignee';
import { loadWorkingCalendar } from '../settings/load-working-calendar';
import { dueDateOf } from '../settings/working-calendar';
import { todayOf } from '../tasks/task-dates';
import { hirePeopleOf, refuseWithdrawn, requireActiveStaff, requireHire } from '../tasks/task-guards';
import { TASK_TEXT } from '../tasks/task-text';
import { presentTasks, taskRows } from '../tasks/task-view';
import { requirePlanTemplateLines } from '../plans/plan-rows';

/** Stores the tasks the client held for a plan as the hire's tasks, with the plan and its change record, in one transaction. */
export function assignPlanHandler(): OperationHandler<'newHire.assignPlan'> {
  return async (input, { caller, db }) => {
    const hire = await requireHire(db, caller, input.hireId);
    refuseWithdrawn(hire.status);

    let planTemplateId: string | null = null;
    if (input.planTemplateId !== null) {
      const id = recordIdOf(input.planTemplateId);
      const template =
        id === null
          ? undefined
          : await db.selectFrom('plan_templates').select('id').where('company_id', '=', caller.companyId).where('id', '=', id).executeTakeFirst();
      if (template === undefined) throw badRequest(TASK_TEXT.planTemplateUnknown, { planTemplateId: [TASK_TEXT.planTemplateUnknown] });
      planTemplateId = template.id;
    }
    const named = await requireActiveStaff(
      db,
      caller.companyId,
      input.tasks.flatMap((task, index) =>
        task.assigneeRole === 'user' && task.assigneeUserId !== null ? [{ field: `tasks.${index}.assigneeUserId`, userId: task.assigneeUserId }] : [],
      ),
    );

    const templateIds = await requirePlanTemplateLines(db, caller.companyId, planTemplateId, input.tasks);
    const people = hirePeopleOf(hire);
    const calendar = await loadWorkingCalendar(db, caller.companyId, hire.location_id, [hire.start_date]);
    const now = new Date().toISOString();
    const planId = randomUUID();
    const rows = input.tasks.map((task, index) => {
      const { assigneeId, note } = resolveAssignee(
        { role: task.assigneeRole, userId: named.get(`tasks.${index}.assigneeUserId`) ?? null },
        people,
        caller.userId,
        () => true,
      );
      return {
        id: randomUUID(),
        company_id: caller.companyId,
        hire_id: hire.id,
        hire_plan_id: planId,
        plan_task_template_id: templateIds[index] ?? null,
        title: task.title,
        description: sanitizeRichText(task.description),
        task_category: task.taskCategory,
        assignee_role: task.assigneeRole,
        assignee_id: assigneeId,
        assignee_note: note,
        due_date: dueDateOf(calendar, hire.start_date, { offsetDays: task.dueOffsetDays, unit: task.dueOffsetUnit }).dueDate,
        due_offset_days: task.dueOffsetDays,
        due_offset_unit: task.dueOffsetUnit,
        created_by: caller.userId,
        created_at: now,
        updated_at: now,
      };
    });

    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('hire_plans')
        .values({
          id: planId,
          company_id: caller.companyId,
          hire_id: hire.id,
          plan_template_id: planTemplateId,
          name: input.name,
          assigned_by: caller.userId,
          assigned_at: now,
        })
        .execute();
      await trx.insertInto('hire_tasks').values(rows).execute();
      await recordHireChanges(trx, { companyId: caller.companyId, hireId: hire.id, changedBy: caller.userId, changedAt: now }, [
        { field: 'plan', oldValue: null, newValue: input.name },
      ]);
    });

    const stored = await taskRows(db, caller.companyId)
      .where('t.hire_plan_id', '=', planId)
      .where('t.hire_id', '=', hire.id)
      .orderBy('t.due_date')
      .orderBy('t.title')
      .orderBy('t.id')
      .execute();
    const assignedBy = (await loadPeople(db, caller.companyId, [caller.userId])).get(caller.userId) ?? null;
    const plan: HirePlan = {
      _id: planId,
      planTemplateId,
      name: input.name,
      assignedBy,
      assignedAt: now,
      taskCount: rows.length,
      doneCount: 0,
    };
    return { message: TASK_TEXT.planAssigned, data: { plan, tasks: await presentTasks(db, caller.companyId, stored, todayOf()) } };
  };
}
