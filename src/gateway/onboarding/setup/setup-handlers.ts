import { randomUUID } from 'node:crypto';
import { recordSettingChange } from '../../criteria/setting-changes';
import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { conflict } from '../onboarding-access';
import { SAMPLE_DEPARTMENTS, SAMPLE_PLAN } from './sample-set';
import { readSetupSummary } from './setup-summary';

export const SETUP_TEXT = {
  summary: 'Settings',
  sampleAdded: 'Sample departments and the “Standard onboarding” plan are added. Change them to fit your company.',
  sampleRefused: 'The sample set is only for a company with no departments and no plans yet. Yours has some already.',
} as const;

const SAMPLE_REFUSED = 'SAMPLE_SET_REFUSED';

/** `GET settings/summary`: the settings home's counts and the overview's checklist and health notes. */
export function setupSummaryHandler(services: GatewayServices): OperationHandler<'setup.summary'> {
  return async (_input, { caller }) => ({ message: SETUP_TEXT.summary, data: await readSetupSummary(services.db, caller.companyId) });
}

/**
 * `POST settings/sample-set`: sample departments and one standard plan, in one transaction, only
 * while the company has neither; once it has, 409. A retry with the same Idempotency-Key answers
 * as the first call did.
 */
export function startFromSampleHandler(_services: GatewayServices): OperationHandler<'setup.startFromSample'> {
  return async (_input, { caller, db }) => {
    await inTransaction(db, async (trx) => {
      const before = await readSetupSummary(trx, caller.companyId);
      if (before.departments > 0 || before.plans > 0) throw conflict(SETUP_TEXT.sampleRefused, SAMPLE_REFUSED);
      const at = new Date().toISOString();
      await trx
        .insertInto('departments')
        .values(SAMPLE_DEPARTMENTS.map((name) => ({ id: randomUUID(), company_id: caller.companyId, name, created_at: at })))
        .execute();
      const planId = randomUUID();
      await trx
        .insertInto('plan_templates')
        .values({ id: planId, company_id: caller.companyId, name: SAMPLE_PLAN.name, description: SAMPLE_PLAN.description, created_at: at, updated_at: at })
        .execute();
      await trx
        .insertInto('plan_task_templates')
        .values(
          SAMPLE_PLAN.tasks.map((task, position) => ({
            id: randomUUID(),
            company_id: caller.companyId,
            plan_template_id: planId,
            position,
            title: task.title,
            description: task.description,
            task_category: task.category,
            assignee_role: task.assignee,
            due_offset_days: task.dueOffsetDays,
            due_offset_unit: task.dueOffsetUnit,
          })),
        )
        .execute();
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: 'setup',
        entityId: null,
        action: 'created',
        summary: `Started from the sample set: ${SAMPLE_DEPARTMENTS.length} departments and the plan “${SAMPLE_PLAN.name}”.`,
        changedBy: caller.userId,
      });
    });
    return { message: SETUP_TEXT.sampleAdded, data: await readSetupSummary(db, caller.companyId) };
  };
}
