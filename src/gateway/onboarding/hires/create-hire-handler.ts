import { randomUUID } from 'node:crypto';
import { HIRE_STATUS_LABELS } from '@shared/onboarding';
import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import { checkedHireFieldValues, writeHireFieldValues } from '../fields/hire-field-values';
import { autoAssignPlans } from '../plans/auto-assign-plans';
import { recordHireChanges } from './hire-change-record';
import { hireFieldColumns } from './hire-fields';
import { resolveOtherCriteria, writeHireOtherCriteria } from './hire-other-criteria';
import { resolveHireReferences } from './hire-references';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';
import { freshHireView } from './hire-view';
import { requireStillReached } from './hire-reach-guard';

/**
 * `POST NewHire/create-hire`: pending until approved, or approved at once; onboarding at once when
 * the start date has come. Approved at once, the hire gets the plans assigned by themselves as an
 * approval gives them, but for `planTemplateId`, the plan the add flow assigns itself.
 */
export function createHireHandler(): OperationHandler<'newHire.create'> {
  return async (input, { caller, db }) => {
    const { status, otherCriterionIds = [], planTemplateId = null, ...fields } = input;
    const references = await resolveHireReferences(db, caller.companyId, fields);
    const otherCriteria = await resolveOtherCriteria(db, caller.companyId, otherCriterionIds, []);
    const custom = await checkedHireFieldValues(db, caller, fields.customFields);

    const columns = hireFieldColumns({ ...fields, customFields: custom.values }, references);
    const id = randomUUID();
    const now = new Date();
    const at = now.toISOString();
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('new_hires')
        .values({
          id,
          company_id: caller.companyId,
          ...columns,
          status,
          created_by: caller.userId,
          created_at: at,
          updated_by: caller.userId,
          updated_at: at,
        })
        .execute();
      await writeHireFieldValues(trx, caller.companyId, id, custom.fields, custom.values);
      await recordHireChanges(trx, { companyId: caller.companyId, hireId: id, changedBy: caller.userId, changedAt: at }, [
        { field: 'created', oldValue: null, newValue: HIRE_STATUS_LABELS[status] },
      ]);
      await writeHireOtherCriteria(trx, caller.companyId, id, otherCriteria);
      await requireStillReached(trx, caller, { id, manager_id: columns.manager_id, user_id: null }, HIRE_TEXT.outsideReach);
      // After every criterion is written: department, location and status by trigger, custom fields, other criteria.
      if (status === 'preboarding') await autoAssignPlans(trx, caller.companyId, { id, user_id: null, ...columns }, caller.userId, at, planTemplateId);
    });
    await startDueOnboarding(db, caller.companyId, now, id);
    return { message: HIRE_TEXT.created, data: await freshHireView(db, caller, id, now) };
  };
}
