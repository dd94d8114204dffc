import type { Kysely } from 'kysely';
import type { HireStatus, TaskCategory, TaskStatus } from '@shared/onboarding';
import { hireCriteriaValues, withChangedValues } from '../../criteria/hire-criteria';
import { criteriaMatch } from '../../criteria/matching';
import { loadTargetCriteria } from '../../criteria/target-criteria';
import type { GatewayDatabase } from '../../db/schema';
import type { TaskTemplateRow } from './plan-task-rows';
import { taskTemplatesOfPlans } from './matching-templates';

/** A template of one of the hire's plans that the new values match and the current ones do not, with no task from it in that plan yet. */
export interface TaskToAdd {
  hirePlanId: string;
  planName: string;
  template: TaskTemplateRow;
}

/** An open task from a template the current values match and the new ones do not. */
export interface TaskToRemove {
  taskId: string;
  hirePlanId: string;
  planName: string;
  title: string;
  taskCategory: TaskCategory;
  dueDate: string;
  assigneeId: string | null;
  status: TaskStatus;
}

export interface CriteriaTaskChanges {
  add: TaskToAdd[];
  remove: TaskToRemove[];
}

/**
 * What the hire's criteria moving to `changed` (a dimension's new values; the others stay) would
 * add to and remove from the hire's plans: only what this change decides, so a task the
 * coordinator removed or added by hand before is left alone. Done tasks are never removed.
 */
export async function criteriaTaskChanges(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hireId: string,
  changed: ReadonlyMap<string, readonly string[]>,
): Promise<CriteriaTaskChanges> {
  const plans = await db
    .selectFrom('hire_plans')
    .select(['id', 'name', 'plan_template_id'])
    .where('company_id', '=', companyId)
    .where('hire_id', '=', hireId)
    .where('plan_template_id', 'is not', null)
    .orderBy('assigned_at')
    .orderBy('id')
    .execute();
  if (plans.length === 0 || changed.size === 0) return { add: [], remove: [] };

  const templates = await taskTemplatesOfPlans(db, companyId, [...new Set(plans.map((plan) => plan.plan_template_id as string))]);
  const [criteria, current, tasks] = await Promise.all([
    loadTargetCriteria(
      db,
      companyId,
      'task_template',
      templates.map((template) => template.id),
    ),
    hireCriteriaValues(db, companyId, hireId),
    db
      .selectFrom('hire_tasks')
      .select(['id', 'hire_plan_id', 'plan_task_template_id', 'title', 'status', 'task_category', 'due_date', 'assignee_id'])
      .where('company_id', '=', companyId)
      .where('hire_id', '=', hireId)
      .where('plan_task_template_id', 'is not', null)
      .orderBy('due_date')
      .orderBy('id')
      .execute(),
  ]);
  const next = withChangedValues(current, changed);

  const changes: CriteriaTaskChanges = { add: [], remove: [] };
  for (const plan of plans) {
    for (const template of templates.filter((line) => line.plan_template_id === plan.plan_template_id)) {
      const rule = criteria.get(template.id) ?? [];
      const before = criteriaMatch(rule, current);
      const after = criteriaMatch(rule, next);
      if (before === after) continue;
      const given = tasks.filter((task) => task.hire_plan_id === plan.id && task.plan_task_template_id === template.id);
      if (after && given.length === 0) changes.add.push({ hirePlanId: plan.id, planName: plan.name, template });
      if (!after) {
        for (const task of given.filter((row) => row.status !== 'done')) {
          changes.remove.push({
            taskId: task.id,
            hirePlanId: plan.id,
            planName: plan.name,
            title: task.title,
            taskCategory: task.task_category,
            dueDate: task.due_date,
            assigneeId: task.assignee_id,
            status: task.status,
          });
        }
      }
    }
  }
  return changes;
}

/** As `criteriaTaskChanges`, but nothing for a withdrawn hire, whose tasks stay as they were (ADR 0006). */
export function applicableCriteriaTaskChanges(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: { id: string; status: HireStatus },
  changed: ReadonlyMap<string, readonly string[]>,
): Promise<CriteriaTaskChanges> {
  if (hire.status === 'withdrawn') return Promise.resolve({ add: [], remove: [] });
  return criteriaTaskChanges(db, companyId, hire.id, changed);
}
