import { checkedHireFieldValues, storedFieldValues, writeHireFieldValues } from '../fields/hire-field-values';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { currentManagedHire } from './hire-access';
import { recordHireChanges } from './hire-change-record';
import { hireFieldChanges } from './hire-field-changes';
import { hireFieldColumns } from './hire-fields';
import { resolveHireReferences } from './hire-references';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';
import { freshHireView, hireView } from './hire-view';
import { hireWriteMissed, staleHire } from './stale-hire';
import { applyStartDateShift, startDateShift } from './start-date-shift';

/**
 * `PUT NewHire/update-hire/{id}`: saves the hire's fields with one change row per changed field;
 * a new start date moves the due dates of its unfinished tasks by as many days, all in one transaction.
 */
export function updateHireHandler(services: GatewayServices): OperationHandler<'newHire.update'> {
  return async ({ id, version, ...fields }, { caller }) => {
    const { db } = services;
    const now = new Date();
    const before = await currentManagedHire(db, caller, id, now);
    if (Number(before.version) !== version) throw staleHire(Number(before.version));

    const references = await resolveHireReferences(db, caller.companyId, fields, before);
    const custom = await checkedHireFieldValues(db, caller, fields.customFields, storedFieldValues(before.custom_fields));
    const changes = await hireFieldChanges(db, caller.companyId, before, fields, references, custom);
    if (changes.length === 0) {
      return { message: HIRE_TEXT.updated, data: { hire: await hireView(db, caller, before, now), shiftedTasks: 0 } };
    }

    const at = now.toISOString();
    const shiftedTasks = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('new_hires')
        .set((set) => ({
          ...hireFieldColumns({ ...fields, customFields: custom.values }, references),
          updated_by: caller.userId,
          updated_at: at,
          version: set('version', '+', 1),
        }))
        .where('company_id', '=', caller.companyId)
        .where('id', '=', before.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw await hireWriteMissed(trx, caller.companyId, before.id);
      await recordHireChanges(trx, { companyId: caller.companyId, hireId: before.id, changedBy: caller.userId, changedAt: at }, changes);
      await writeHireFieldValues(trx, caller.companyId, before.id, custom.fields, custom.values);
      if (before.start_date === fields.startDate) return 0;
      const shift = await startDateShift(trx, caller.companyId, { ...before, location_id: references.locationId }, fields.startDate);
      return applyStartDateShift(trx, caller.companyId, shift, at);
    });
    await startDueOnboarding(db, caller.companyId, now, before.id);
    return { message: HIRE_TEXT.updated, data: { hire: await freshHireView(db, caller, before.id, now), shiftedTasks } };
  };
}
