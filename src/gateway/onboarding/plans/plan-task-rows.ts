import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { GatewayDatabase, HireTasksTable, PlanTaskTemplatesTable } from '../../db/schema';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import type { HireRow } from '../hires/hire-rows';
import { loadWorkingCalendar } from '../settings/load-working-calendar';
import { dueDateOf } from '../settings/working-calendar';
import { resolveAssignee } from '../tasks/resolve-assignee';
import { activeStaffAmong, hirePeopleOf } from '../tasks/task-guards';

export type TaskTemplateRow = Selectable<PlanTaskTemplatesTable>;
export type PlanTaskHire = Pick<HireRow, 'id' | 'start_date' | 'location_id' | 'manager_id' | 'coordinator_id' | 'buddy_id' | 'user_id'>;

/**
 * A hire's tasks made from task templates, as assign-plan stores them: each a copy of its template
 * (editing the template later changes none of them), its assignee resolved for the hire and its due
 * date on a working day of the hire's location.
 */
export async function planTaskRows(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: PlanTaskHire,
  hirePlanId: string,
  templates: readonly TaskTemplateRow[],
  createdBy: string,
  now: string,
): Promise<Insertable<HireTasksTable>[]> {
  if (templates.length === 0) return [];
  const people = hirePeopleOf(hire);
  const [calendar, active] = await Promise.all([
    loadWorkingCalendar(db, companyId, hire.location_id, [hire.start_date]),
    activeStaffAmong(
      db,
      companyId,
      templates.map((template) => template.assignee_user_id),
    ),
  ]);
  return templates.map((template) => {
    const { assigneeId, note } = resolveAssignee({ role: template.assignee_role, userId: template.assignee_user_id }, people, createdBy, (id) =>
      active.has(id),
    );
    return {
      id: randomUUID(),
      company_id: companyId,
      hire_id: hire.id,
      hire_plan_id: hirePlanId,
      plan_task_template_id: template.id,
      title: template.title,
      description: sanitizeRichText(template.description),
      task_category: template.task_category,
      assignee_role: template.assignee_role,
      assignee_id: assigneeId,
      assignee_note: note,
      due_date: dueDateOf(calendar, hire.start_date, { offsetDays: template.due_offset_days, unit: template.due_offset_unit }).dueDate,
      due_offset_days: template.due_offset_days,
      due_offset_unit: template.due_offset_unit,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    };
  });
}
