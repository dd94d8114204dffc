import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AssigneeRole, TaskCategory } from '@shared/onboarding';
import type { DueOffsetUnit } from '@shared/working-days';
import { checkCriteria } from '../../criteria/criteria-values';
import { recordSettingChange } from '../../criteria/setting-changes';
import { deleteTargetCriteria, saveTargetCriteria } from '../../criteria/target-criteria';
import { inTransaction } from '../../db/in-transaction';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text';
import { conflict } from '../onboarding-access';
import { requireActiveStaff } from '../tasks/task-guards';
import { PLAN_SETTING_AREA } from './plan-handlers';
import { requirePlan, requireTaskTemplate, stalePlanVersion } from './plan-rows';
import { PLAN_TEXT } from './plan-text';
import { loadPlan } from './plan-view';

interface TemplateInput {
  title: string;
  description: string;
  taskCategory: TaskCategory;
  assigneeRole: AssigneeRole;
  assigneeUserId: string | null;
  dueOffsetDays: number;
  dueOffsetUnit: DueOffsetUnit;
}

export function addTaskTemplateHandler(): OperationHandler<'plans.addTaskTemplate'> {
  return async ({ planId, criteria, ...input }, { caller, db }) => {
    const plan = await requirePlan(db, caller.companyId, planId);
    if (plan.archived_at !== null) throw conflict(PLAN_TEXT.planArchivedNoEdit, 'PLAN_ARCHIVED');
    const columns = await templateColumns(db, caller.companyId, input);
    await checkCriteria(db, caller.companyId, criteria);
    const id = randomUUID();
    await inTransaction(db, async (trx) => {
      const last = await trx
        .selectFrom('plan_task_templates')
        .select((select) => select.fn.max('position').as('position'))
        .where('company_id', '=', caller.companyId)
        .where('plan_template_id', '=', plan.id)
        .executeTakeFirst();
      await trx
        .insertInto('plan_task_templates')
        .values({
          id,
          company_id: caller.companyId,
          plan_template_id: plan.id,
          position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
          ...columns,
        })
        .execute();
      await saveTargetCriteria(trx, caller.companyId, { kind: 'task_template', id }, criteria);
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: id,
        action: 'created',
        summary: `${PLAN_TEXT.taskTemplateAdded(input.title)} to “${plan.name}”`,
        changedBy: caller.userId,
      });
    });
    return { message: PLAN_TEXT.taskTemplateAdded(input.title), data: await loadPlan(db, caller.companyId, plan.id) };
  };
}

/** Tasks already given to hires are copies: changing their template leaves them as they are. */
export function updateTaskTemplateHandler(): OperationHandler<'plans.updateTaskTemplate'> {
  return async ({ id, version, criteria, ...input }, { caller, db }) => {
    const template = await requireTaskTemplate(db, caller.companyId, id);
    if (template.plan_archived_at !== null) throw conflict(PLAN_TEXT.planArchivedNoEdit, 'PLAN_ARCHIVED');
    if (Number(template.version) !== version) throw stalePlanVersion(PLAN_TEXT.staleTaskTemplate, Number(template.version));
    const columns = await templateColumns(db, caller.companyId, input);
    await checkCriteria(db, caller.companyId, criteria);
    await inTransaction(db, async (trx) => {
      const result = await trx
        .updateTable('plan_task_templates')
        .set((set) => ({ ...columns, version: set('version', '+', 1) }))
        .where('company_id', '=', caller.companyId)
        .where('id', '=', template.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw stalePlanVersion(PLAN_TEXT.staleTaskTemplate, version + 1);
      await saveTargetCriteria(trx, caller.companyId, { kind: 'task_template', id: template.id }, criteria);
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: template.id,
        action: 'updated',
        summary: template.title === input.title ? `Task “${input.title}” changed` : `Task “${template.title}” renamed “${input.title}”`,
        changedBy: caller.userId,
      });
    });
    return { message: PLAN_TEXT.taskTemplateSaved(input.title), data: await loadPlan(db, caller.companyId, template.plan_template_id) };
  };
}

/** The tasks hires were given from it stay theirs; they only lose the link to it. */
export function removeTaskTemplateHandler(): OperationHandler<'plans.removeTaskTemplate'> {
  return async ({ id, version }, { caller, db }) => {
    const template = await requireTaskTemplate(db, caller.companyId, id);
    if (template.plan_archived_at !== null) throw conflict(PLAN_TEXT.planArchivedNoEdit, 'PLAN_ARCHIVED');
    if (Number(template.version) !== version) throw stalePlanVersion(PLAN_TEXT.staleTaskTemplate, Number(template.version));
    await inTransaction(db, async (trx) => {
      const result = await trx
        .deleteFrom('plan_task_templates')
        .where('company_id', '=', caller.companyId)
        .where('id', '=', template.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw stalePlanVersion(PLAN_TEXT.staleTaskTemplate, version + 1);
      await deleteTargetCriteria(trx, caller.companyId, { kind: 'task_template', id: template.id });
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLAN_SETTING_AREA,
        entityId: template.id,
        action: 'deleted',
        summary: PLAN_TEXT.taskTemplateRemoved(template.title),
        changedBy: caller.userId,
      });
    });
    return { message: PLAN_TEXT.taskTemplateRemoved(template.title), data: await loadPlan(db, caller.companyId, template.plan_template_id) };
  };
}

/** The stored columns of a template: its description sanitised as a task's, its named user active staff of the company. */
async function templateColumns(db: Kysely<GatewayDatabase>, companyId: string, input: TemplateInput) {
  const named = input.assigneeRole === 'user' && input.assigneeUserId !== null ? [{ field: 'assigneeUserId', userId: input.assigneeUserId }] : [];
  const stored = await requireActiveStaff(db, companyId, named);
  return {
    title: input.title,
    description: sanitizeRichText(input.description),
    task_category: input.taskCategory,
    assignee_role: input.assigneeRole,
    assignee_user_id: input.assigneeRole === 'user' ? (stored.get('assigneeUserId') ?? null) : null,
    due_offset_days: input.dueOffsetDays,
    due_offset_unit: input.dueOffsetUnit,
  };
}
