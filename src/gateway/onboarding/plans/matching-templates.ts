import type { Kysely } from 'kysely';
import { criteriaMatch } from '../../criteria/matching';
import { loadTargetCriteria } from '../../criteria/target-criteria';
import type { GatewayDatabase } from '../../db/schema';
import type { TaskTemplateRow } from './plan-task-rows';

/** The company's plans' task templates, in plan order: all of one plan, or those of several. */
export function taskTemplatesOfPlans(db: Kysely<GatewayDatabase>, companyId: string, planIds: readonly string[]): Promise<TaskTemplateRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plan_task_templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('plan_template_id', 'in', planIds)
    .orderBy('plan_template_id')
    .orderBy('position')
    .execute();
}

/** Splits templates into those a hire with these criteria values gets and those it does not; a template with no criteria is for everyone. */
export async function splitByCriteria(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  templates: readonly TaskTemplateRow[],
  hireValues: ReadonlyMap<string, readonly string[]>,
): Promise<{ matching: TaskTemplateRow[]; notMatching: TaskTemplateRow[] }> {
  const criteria = await loadTargetCriteria(
    db,
    companyId,
    'task_template',
    templates.map((template) => template.id),
  );
  const matching: TaskTemplateRow[] = [];
  const notMatching: TaskTemplateRow[] = [];
  for (const template of templates) {
    (criteriaMatch(criteria.get(template.id) ?? [], hireValues) ? matching : notMatching).push(template);
  }
  return { matching, notMatching };
}
