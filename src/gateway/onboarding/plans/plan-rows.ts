import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import type { GatewayError } from '../../http/gateway-error';
import { recordIdOf } from '../hires/record-ids';
import { badRequest, notFound, staleVersion } from '../onboarding-access';
import { PLAN_TEXT } from './plan-text';

/** The company's plan, or 404 alike for unknown and other companies' ids. */
export async function requirePlan(db: Kysely<GatewayDatabase>, companyId: string, planId: string) {
  const id = recordIdOf(planId);
  const plan =
    id === null
      ? undefined
      : await db
          .selectFrom('plan_templates')
          .select(['id', 'name', 'version', 'archived_at'])
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .executeTakeFirst();
  if (plan === undefined) throw notFound(PLAN_TEXT.planNotFound);
  return plan;
}

/** The company's task template, or 404 alike for unknown and other companies' ids. */
export async function requireTaskTemplate(db: Kysely<GatewayDatabase>, companyId: string, templateId: string) {
  const id = recordIdOf(templateId);
  const template =
    id === null
      ? undefined
      : await db
          .selectFrom('plan_task_templates as t')
          .innerJoin('plan_templates as p', (join) => join.onRef('p.id', '=', 't.plan_template_id').onRef('p.company_id', '=', 't.company_id'))
          .select(['t.id', 't.plan_template_id', 't.title', 't.version', 'p.archived_at as plan_archived_at'])
          .where('t.company_id', '=', companyId)
          .where('t.id', '=', id)
          .executeTakeFirst();
  if (template === undefined) throw notFound(PLAN_TEXT.taskTemplateNotFound);
  return template;
}

/** Why a versioned write touched no row: someone saved first (409 with the current version). */
export function stalePlanVersion(message: string, currentVersion: number): GatewayError {
  return staleVersion(message, { currentVersion });
}

/**
 * The task templates assign-plan's tasks name, as stored, in the order of the tasks (null where a
 * task names none); 400 naming the task when one is not a template of the plan assigned.
 */
export async function requirePlanTemplateLines(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  planTemplateId: string | null,
  tasks: readonly { planTaskTemplateId: string | null }[],
): Promise<(string | null)[]> {
  const named = tasks.map((task) => (task.planTaskTemplateId === null ? null : recordIdOf(task.planTaskTemplateId)));
  const wanted = [...new Set(named.filter((id): id is string => id !== null))];
  const known =
    wanted.length === 0 || planTemplateId === null
      ? new Set<string>()
      : new Set(
          (
            await db
              .selectFrom('plan_task_templates')
              .select('id')
              .where('company_id', '=', companyId)
              .where('plan_template_id', '=', planTemplateId)
              .where('id', 'in', wanted)
              .execute()
          ).map((row) => row.id),
        );
  const fieldErrors: Record<string, string[]> = {};
  tasks.forEach((task, index) => {
    const id = named[index];
    if (task.planTaskTemplateId !== null && (id === null || id === undefined || !known.has(id))) {
      fieldErrors[`tasks.${index}.planTaskTemplateId`] = [PLAN_TEXT.taskTemplateNotInPlan];
    }
  });
  if (Object.keys(fieldErrors).length > 0) throw badRequest(PLAN_TEXT.taskTemplateNotInPlan, fieldErrors);
  return named;
}
