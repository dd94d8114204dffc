import type { Kysely } from 'kysely';
import type { Plan } from '@shared/contract/plans';
import { loadTargetCriteria } from '../../criteria/target-criteria';
import type { GatewayDatabase } from '../../db/schema';
import { loadPeople } from '../people';
import { templateTaskView } from '../tasks/plan-templates-handler';

/** The company's plans (all, or the one named) as /settings/tasks shows them: templates in order, criteria, and how many hires have each. */
export async function loadPlans(db: Kysely<GatewayDatabase>, companyId: string, onlyPlanId?: string): Promise<Plan[]> {
  let planQuery = db
    .selectFrom('plan_templates')
    .select(['id', 'name', 'description', 'auto_assign', 'archived_at', 'version'])
    .where('company_id', '=', companyId);
  if (onlyPlanId !== undefined) planQuery = planQuery.where('id', '=', onlyPlanId);
  const plans = await planQuery.orderBy('name').execute();
  if (plans.length === 0) return [];

  const planIds = plans.map((plan) => plan.id);
  const lines = await db
    .selectFrom('plan_task_templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('plan_template_id', 'in', planIds)
    .orderBy('plan_template_id')
    .orderBy('position')
    .execute();
  const hireCounts = await db
    .selectFrom('hire_plans')
    .select((select) => ['plan_template_id', select.fn.count<number | string>('hire_id').distinct().as('hires')])
    .where('company_id', '=', companyId)
    .where('plan_template_id', 'in', planIds)
    .groupBy('plan_template_id')
    .execute();
  const [planCriteria, lineCriteria, people] = await Promise.all([
    loadTargetCriteria(db, companyId, 'plan', planIds),
    loadTargetCriteria(
      db,
      companyId,
      'task_template',
      lines.map((line) => line.id),
    ),
    loadPeople(
      db,
      companyId,
      lines.map((line) => line.assignee_user_id),
    ),
  ]);
  const hiresByPlan = new Map(hireCounts.map((row) => [row.plan_template_id, Number(row.hires)]));

  return plans.map((plan) => ({
    _id: plan.id,
    name: plan.name,
    description: plan.description,
    autoAssign: Boolean(plan.auto_assign),
    criteria: planCriteria.get(plan.id) ?? [],
    archived: plan.archived_at !== null,
    hireCount: hiresByPlan.get(plan.id) ?? 0,
    version: Number(plan.version),
    taskTemplates: lines
      .filter((line) => line.plan_template_id === plan.id)
      .map((line) => ({
        ...templateTaskView(line, people),
        criteria: lineCriteria.get(line.id) ?? [],
        version: Number(line.version),
      })),
  }));
}

/** One plan as its writes answer it. */
export async function loadPlan(db: Kysely<GatewayDatabase>, companyId: string, planId: string): Promise<Plan> {
  const [plan] = await loadPlans(db, companyId, planId);
  if (plan === undefined) throw new Error('A plan just written could not be read back.');
  return plan;
}
