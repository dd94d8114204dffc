import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hireCriteriaValues } from '../../criteria/hire-criteria';
import { criteriaMatch } from '../../criteria/matching';
import { loadTargetCriteria } from '../../criteria/target-criteria';
import type { GatewayDatabase } from '../../db/schema';
import { recordHireChanges } from '../hires/hire-change-record';
import { splitByCriteria, taskTemplatesOfPlans } from './matching-templates';
import { type PlanTaskHire, planTaskRows } from './plan-task-rows';

/**
 * On approval (pending → preboarding, or a hire created approved): gives the hire every active
 * plan marked to be assigned by itself whose criteria the hire matches and which the hire does not
 * have yet, with the plan's templates the hire matches. A plan none of whose templates match gives
 * nothing; `skipPlanTemplateId` is the plan the caller assigns itself right after (the add flow's
 * chosen plan, with the tasks the coordinator kept). Answers the names of the plans given. Runs in
 * the approval's transaction, after the hire's criteria are written.
 */
export async function autoAssignPlans(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  hire: PlanTaskHire,
  assignedBy: string,
  now: string,
  skipPlanTemplateId: string | null = null,
): Promise<string[]> {
  let query = db
    .selectFrom('plan_templates as p')
    .select(['p.id', 'p.name'])
    .where('p.company_id', '=', companyId)
    .where('p.auto_assign', '=', true)
    .where('p.archived_at', 'is', null);
  if (skipPlanTemplateId !== null) query = query.where('p.id', '<>', skipPlanTemplateId);
  const plans = await query
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('hire_plans as h')
            .select('h.id')
            .where('h.company_id', '=', companyId)
            .where('h.hire_id', '=', hire.id)
            .whereRef('h.plan_template_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy('p.name')
    .execute();
  if (plans.length === 0) return [];

  const hireValues = await hireCriteriaValues(db, companyId, hire.id);
  const planCriteria = await loadTargetCriteria(
    db,
    companyId,
    'plan',
    plans.map((plan) => plan.id),
  );
  const matchingPlans = plans.filter((plan) => criteriaMatch(planCriteria.get(plan.id) ?? [], hireValues));
  const templates = await taskTemplatesOfPlans(
    db,
    companyId,
    matchingPlans.map((plan) => plan.id),
  );
  const { matching } = await splitByCriteria(db, companyId, templates, hireValues);

  const given: string[] = [];
  for (const plan of matchingPlans) {
    const planTemplates = matching.filter((template) => template.plan_template_id === plan.id);
    if (planTemplates.length === 0) continue;
    const hirePlanId = randomUUID();
    await db
      .insertInto('hire_plans')
      .values({
        id: hirePlanId,
        company_id: companyId,
        hire_id: hire.id,
        plan_template_id: plan.id,
        name: plan.name,
        assigned_by: assignedBy,
        assigned_at: now,
      })
      .execute();
    await db
      .insertInto('hire_tasks')
      .values(await planTaskRows(db, companyId, hire, hirePlanId, planTemplates, assignedBy, now))
      .execute();
    given.push(plan.name);
  }
  if (given.length > 0) {
    await recordHireChanges(
      db,
      { companyId, hireId: hire.id, changedBy: assignedBy, changedAt: now },
      given.map((name) => ({ field: 'plan', oldValue: null, newValue: name })),
    );
  }
  return given;
}
