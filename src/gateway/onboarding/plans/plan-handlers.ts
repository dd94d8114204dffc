import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Criteria } from '@shared/contract/criteria';
import { checkCriteria } from '../../criteria/criteria-values';
import { recordSettingChange } from '../../criteria/setting-changes';
import { saveTargetCriteria } from '../../criteria/target-criteria';
import { inTransaction } from '../../db/in-transaction';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { recordIdOf } from '../hires/record-ids';
import { badRequest } from '../onboarding-access';
import { requirePlan, stalePlanVersion } from './plan-rows';
import { PLAN_TEXT } from './plan-text';
import { loadPlan, loadPlans } from './plan-view';

export const PLAN_SETTING_AREA = 'plans';

export function listPlansHandler(services: GatewayServices): OperationHandler<'plans.list'> {
  return async (_input, { caller }) => ({ message: PLAN_TEXT.plans, data: await loadPlans(services.db, caller.companyId) });
}

export function createPlanHandler(): OperationHandler<'plans.create'> {
  return async (input, { caller, db }) => {
    await refuseTakenName(db, caller.companyId, input.name);
    await checkCriteria(db, caller.companyId, input.criteria);
    const id = randomUUID();
    const now = new Date().toISOString();
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('plan_templates')
        .values({
          id,
          company_id: caller.companyId,
          name: input.name,
          description: input.description,
          auto_assign: input.autoAssign,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await saveTargetCriteria(trx, caller.companyId, { kind: 'plan', id }, input.criteria);
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: id,
        action: 'created',
        summary: PLAN_TEXT.planAdded(input.name),
        changedBy: caller.userId,
      });
    });
    return { message: PLAN_TEXT.planAdded(input.name), data: await loadPlan(db, caller.companyId, id) };
  };
}

export function updatePlanHandler(): OperationHandler<'plans.update'> {
  return async ({ id, version, ...input }, { caller, db }) => {
    const plan = await requirePlan(db, caller.companyId, id);
    if (Number(plan.version) !== version) throw stalePlanVersion(PLAN_TEXT.stalePlan, Number(plan.version));
    if (input.name.toLowerCase() !== plan.name.toLowerCase()) await refuseTakenName(db, caller.companyId, input.name);
    await checkCriteria(db, caller.companyId, input.criteria);
    await inTransaction(db, async (trx) => {
      await bumpPlan(trx, caller.companyId, plan.id, version, {
        name: input.name,
        description: input.description,
        auto_assign: input.autoAssign,
      });
      await saveTargetCriteria(trx, caller.companyId, { kind: 'plan', id: plan.id }, input.criteria);
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: plan.id,
        action: 'updated',
        summary: planChangeSummary(plan.name, input),
        changedBy: caller.userId,
      });
    });
    return { message: PLAN_TEXT.planSaved(input.name), data: await loadPlan(db, caller.companyId, plan.id) };
  };
}

export function archivePlanHandler(): OperationHandler<'plans.archive'> {
  return async ({ id, version, archived }, { caller, db }) => {
    const plan = await requirePlan(db, caller.companyId, id);
    if (Number(plan.version) !== version) throw stalePlanVersion(PLAN_TEXT.stalePlan, Number(plan.version));
    const message = archived ? PLAN_TEXT.planArchived(plan.name) : PLAN_TEXT.planRestored(plan.name);
    await inTransaction(db, async (trx) => {
      await bumpPlan(
        trx,
        caller.companyId,
        plan.id,
        version,
        archived === (plan.archived_at !== null) ? {} : { archived_at: archived ? new Date().toISOString() : null },
      );
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: plan.id,
        action: archived ? 'archived' : 'restored',
        summary: message,
        changedBy: caller.userId,
      });
    });
    return { message, data: await loadPlan(db, caller.companyId, plan.id) };
  };
}

export function reorderTaskTemplatesHandler(): OperationHandler<'plans.reorderTaskTemplates'> {
  return async ({ id, version, taskTemplateIds }, { caller, db }) => {
    const plan = await requirePlan(db, caller.companyId, id);
    if (Number(plan.version) !== version) throw stalePlanVersion(PLAN_TEXT.stalePlan, Number(plan.version));
    const current = await db
      .selectFrom('plan_task_templates')
      .select('id')
      .where('company_id', '=', caller.companyId)
      .where('plan_template_id', '=', plan.id)
      .execute();
    const wanted = taskTemplateIds.map((templateId) => recordIdOf(templateId) ?? templateId);
    const currentIds = new Set(current.map((row) => row.id));
    if (wanted.length !== currentIds.size || new Set(wanted).size !== wanted.length || !wanted.every((templateId) => currentIds.has(templateId))) {
      throw badRequest(PLAN_TEXT.orderIncomplete, { taskTemplateIds: [PLAN_TEXT.orderIncomplete] });
    }
    await inTransaction(db, async (trx) => {
      await bumpPlan(trx, caller.companyId, plan.id, version, {});
      for (const [position, templateId] of wanted.entries()) {
        await trx
          .updateTable('plan_task_templates')
          .set({ position })
          .where('company_id', '=', caller.companyId)
          .where('plan_template_id', '=', plan.id)
          .where('id', '=', templateId)
          .execute();
      }
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: plan.id,
        action: 'reordered',
        summary: `${PLAN_TEXT.tasksReordered}: ${plan.name}`,
        changedBy: caller.userId,
      });
    });
    return { message: PLAN_TEXT.tasksReordered, data: await loadPlan(db, caller.companyId, plan.id) };
  };
}

/** Raises the plan's version, only from the version the caller read: a write between the read and this one is 409. */
export async function bumpPlan(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  planId: string,
  version: number,
  columns: { name?: string; description?: string; auto_assign?: boolean; archived_at?: string | null },
): Promise<void> {
  const result = await db
    .updateTable('plan_templates')
    .set((set) => ({ ...columns, updated_at: new Date().toISOString(), version: set('version', '+', 1) }))
    .where('company_id', '=', companyId)
    .where('id', '=', planId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const row = await db.selectFrom('plan_templates').select('version').where('company_id', '=', companyId).where('id', '=', planId).executeTakeFirst();
    throw stalePlanVersion(PLAN_TEXT.stalePlan, Number(row?.version ?? version));
  }
}

async function refuseTakenName(db: Kysely<GatewayDatabase>, companyId: string, name: string): Promise<void> {
  const taken = await db
    .selectFrom('plan_templates')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (taken !== undefined) throw badRequest(PLAN_TEXT.planNameTaken, { name: [PLAN_TEXT.planNameTaken] });
}

function planChangeSummary(before: string, after: { name: string; autoAssign: boolean; criteria: Criteria }): string {
  const parts = [before === after.name ? `Plan “${before}” changed` : `Plan “${before}” renamed “${after.name}”`];
  parts.push(after.autoAssign ? 'assigned automatically' : 'assigned by hand');
  parts.push(after.criteria.length === 0 ? 'for everyone' : `criteria on ${after.criteria.map((entry) => entry.dimension).join(', ')}`);
  return parts.join('; ');
}
