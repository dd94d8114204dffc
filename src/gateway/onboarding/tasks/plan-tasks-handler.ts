import type { ResolvedPlanTask } from '@shared/contract/tasks';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { hireCriteriaValues } from '../../criteria/hire-criteria';
import { recordIdOf } from '../hires/record-ids';
import { changedCriteria } from '../plans/criteria-task-apply';
import { splitByCriteria, taskTemplatesOfPlans } from '../plans/matching-templates';
import { loadWorkingCalendar } from '../settings/load-working-calendar';
import { dueDateOf } from '../settings/working-calendar';
import { notFound } from '../onboarding-access';
import { loadPeople } from '../people';
import { type HirePeople, resolveAssignee } from './resolve-assignee';
import { activeStaffAmong, hirePeopleOf, requireActiveStaff, requireHire } from './task-guards';
import { TASK_TEXT } from './task-text';

/**
 * A plan template's tasks resolved for a saved hire, or for the hire the form is still entering;
 * nothing is stored. Role tasks carry no user (assign-plan resolves them again when it stores
 * them); a named user's task carries the person it resolved to.
 */
export function planTasksHandler(services: GatewayServices): OperationHandler<'tasks.planTasks'> {
  return async (input, { caller }) => {
    const { db } = services;
    const templateId = recordIdOf(input.planTemplateId);
    const template =
      templateId === null
        ? undefined
        : await db
            .selectFrom('plan_templates')
            .select(['id', 'name'])
            .where('company_id', '=', caller.companyId)
            .where('id', '=', templateId)
            .executeTakeFirst();
    if (template === undefined) throw notFound(TASK_TEXT.planTemplateNotFound);

    let people: HirePeople;
    let startDate: string | null;
    let locationId: string | null;
    let hireValues: Map<string, string[]>;
    if (input.hireId !== undefined) {
      const hire = await requireHire(db, caller, input.hireId);
      people = hirePeopleOf(hire);
      startDate = hire.start_date;
      locationId = hire.location_id;
      hireValues = await hireCriteriaValues(db, caller.companyId, hire.id);
    } else {
      const named = (['managerId', 'coordinatorId', 'buddyId'] as const).flatMap((field) => {
        const userId = input[field];
        return typeof userId === 'string' ? [{ field, userId }] : [];
      });
      const stored = await requireActiveStaff(db, caller.companyId, named, TASK_TEXT.peopleUnknown);
      people = {
        managerId: stored.get('managerId') ?? null,
        coordinatorId: stored.get('coordinatorId') ?? null,
        buddyId: stored.get('buddyId') ?? null,
        userId: null,
      };
      startDate = input.startDate ?? null;
      locationId = typeof input.locationId === 'string' ? recordIdOf(input.locationId) : null;
      hireValues = new Map(
        [...changedCriteria({ departmentId: input.departmentId ?? null, locationId, employmentStatus: input.employmentStatus })].map(([dimension, values]) => [
          dimension,
          [...values],
        ]),
      );
    }
    const calendar = startDate === null ? null : await loadWorkingCalendar(db, caller.companyId, locationId, [startDate]);

    const { matching: lines, notMatching } = await splitByCriteria(
      db,
      caller.companyId,
      await taskTemplatesOfPlans(db, caller.companyId, [template.id]),
      hireValues,
    );
    const active = await activeStaffAmong(
      db,
      caller.companyId,
      lines.map((line) => line.assignee_user_id),
    );
    const resolved = lines.map((line) => ({
      line,
      ...resolveAssignee({ role: line.assignee_role, userId: line.assignee_user_id }, people, caller.userId, (id) => active.has(id)),
    }));
    const persons = await loadPeople(
      db,
      caller.companyId,
      resolved.map((task) => task.assigneeId),
    );
    const tasks: ResolvedPlanTask[] = resolved.map(({ line, assigneeId, note }) => ({
      planTaskTemplateId: line.id,
      title: line.title,
      description: line.description,
      taskCategory: line.task_category,
      assigneeRole: line.assignee_role,
      assigneeUserId: line.assignee_role === 'user' ? assigneeId : null,
      dueOffsetDays: line.due_offset_days,
      dueOffsetUnit: line.due_offset_unit,
      dueDate:
        startDate === null || calendar === null
          ? null
          : dueDateOf(calendar, startDate, { offsetDays: line.due_offset_days, unit: line.due_offset_unit }).dueDate,
      assignee: assigneeId === null ? null : (persons.get(assigneeId) ?? null),
      assigneeNote: note,
    }));
    return {
      message: TASK_TEXT.planTasks,
      data: { plan: { _id: template.id, name: template.name }, tasks, notMatching: notMatching.map((line) => ({ _id: line.id, title: line.title })) },
    };
  };
}
