import type { Selectable } from 'kysely';
import type { PlanTemplate } from '@shared/contract/tasks';
import type { PlanTaskTemplatesTable } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { loadPeople } from '../people';
import { TASK_TEXT } from './task-text';

type TemplateRow = Pick<
  Selectable<PlanTaskTemplatesTable>,
  'id' | 'title' | 'description' | 'task_category' | 'assignee_role' | 'assignee_user_id' | 'due_offset_days' | 'due_offset_unit'
>;

/** A task template as the plan calls answer it, its named person looked up among `people`. */
export function templateTaskView(line: TemplateRow, people: ReadonlyMap<string, PlanTemplate['tasks'][number]['assignee'] & object>) {
  return {
    _id: line.id,
    title: line.title,
    description: line.description,
    taskCategory: line.task_category,
    assigneeRole: line.assignee_role,
    assignee: line.assignee_user_id === null ? null : (people.get(line.assignee_user_id) ?? null),
    dueOffsetDays: line.due_offset_days,
    dueOffsetUnit: line.due_offset_unit,
  };
}

export function planTemplatesHandler(services: GatewayServices): OperationHandler<'tasks.planTemplates'> {
  return async (_input, { caller }) => {
    const { db } = services;
    const templates = await db
      .selectFrom('plan_templates')
      .select(['id', 'name', 'description'])
      .where('company_id', '=', caller.companyId)
      // An archived plan is no longer offered; hires keep what it gave them.
      .where('archived_at', 'is', null)
      .orderBy('name')
      .execute();
    const lines = await db
      .selectFrom('plan_task_templates')
      .selectAll()
      .where('company_id', '=', caller.companyId)
      .orderBy('plan_template_id')
      .orderBy('position')
      .execute();
    const people = await loadPeople(
      db,
      caller.companyId,
      lines.map((line) => line.assignee_user_id),
    );
    const data: PlanTemplate[] = templates.map((template) => ({
      _id: template.id,
      name: template.name,
      description: template.description,
      tasks: lines.filter((line) => line.plan_template_id === template.id).map((line) => templateTaskView(line, people)),
    }));
    return { message: TASK_TEXT.planTemplates, data };
  };
}
