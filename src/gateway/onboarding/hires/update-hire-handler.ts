import { checkedHireFieldValues, storedFieldValues, writeHireFieldValues } from '../fields/hire-field-values';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { currentManagedHire } from './hire-access';
import { recordHireChanges } from './hire-change-record';
import { hireFieldChanges } from './hire-field-changes';
import { loadHireOtherCriteria, otherCriteriaChange, resolveOtherCriteria, writeHireOtherCriteria } from './hire-other-criteria';
import { hireFieldColumns } from './hire-fields';
import { resolveHireReferences } from './hire-references';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';
import { writeHireAtVersion } from './hire-versioned-write';
import { managerFieldView } from '../../access/hire-field-filter';
import { forbidden, holds } from '../onboarding-access';
import { refuseFieldsNotEditable, withHiddenFieldsKept, withLeftOutFieldsKept } from './manager-hire-edit';
import { freshHireView, hireView } from './hire-view';
import { requireStillReached } from './hire-reach-guard';
import { staleHire } from './stale-hire';
import { applyStartDateShift, startDateShift } from './start-date-shift';
import { applyCriteriaTaskChoice, changedCriteria } from '../plans/criteria-task-apply';
import { applicableCriteriaTaskChanges } from '../plans/criteria-task-changes';

/**
 * `PUT NewHire/update-hire/{id}`: saves the hire's fields with one change row per changed field;
 * a new start date moves the due dates of its unfinished tasks by as many days, all in one transaction.
 */
export function updateHireHandler(services: GatewayServices): OperationHandler<'newHire.update'> {
  return async ({ id, version, criteriaTasks, otherCriterionIds, ...sent }, { caller }) => {
    const { db } = services;
    // Those who manage hires change every field; a manager through the manager's additional access only the fields at `edit` for them.
    const managerView = holds(caller, 'new_hires', 'manage') ? null : await managerFieldView(db, caller);
    if (managerView === null && !holds(caller, 'new_hires', 'manage')) throw forbidden();
    const now = new Date();
    const before = await currentManagedHire(db, caller, id, now);
    if (Number(before.version) !== version) throw staleHire(Number(before.version));
    const complete = withLeftOutFieldsKept(sent, before);
    const fields = managerView === null ? complete : withHiddenFieldsKept(complete, before, managerView);

    const references = await resolveHireReferences(db, caller.companyId, fields, before);
    const heldCriteria = await loadHireOtherCriteria(db, caller.companyId, before.id);
    const otherCriteria = otherCriterionIds === undefined ? heldCriteria : await resolveOtherCriteria(db, caller.companyId, otherCriterionIds, heldCriteria);
    const criteriaChanges = otherCriteriaChange(heldCriteria, otherCriteria);
    const custom = await checkedHireFieldValues(db, caller, fields.customFields, storedFieldValues(before.custom_fields));
    const changes = [...(await hireFieldChanges(db, caller.companyId, before, fields, references, custom)), ...criteriaChanges];
    if (managerView !== null) refuseFieldsNotEditable(changes, managerView);
    if (changes.length === 0) {
      return { message: HIRE_TEXT.updated, data: { hire: await hireView(db, caller, before, now), shiftedTasks: 0 } };
    }

    const at = now.toISOString();
    const shiftedTasks = await db.transaction().execute(async (trx) => {
      // Read before the hire's criteria are written: the change is between the old values and the new.
      const changed = changedCriteria({
        departmentId: references.departmentId,
        locationId: references.locationId,
        employmentStatus: fields.employmentStatus,
        otherCriteria: otherCriterionIds === undefined ? [] : [{ dimension: 'other', values: otherCriteria.map((criterion) => criterion._id) }],
      });
      const taskChanges = criteriaTasks === undefined ? undefined : await applicableCriteriaTaskChanges(trx, caller.companyId, before, changed);
      const columns = hireFieldColumns({ ...fields, customFields: custom.values }, references);
      await writeHireAtVersion(trx, { companyId: caller.companyId, hireId: before.id, version }, columns, { userId: caller.userId, at });
      await recordHireChanges(trx, { companyId: caller.companyId, hireId: before.id, changedBy: caller.userId, changedAt: at }, changes);
      if (criteriaChanges.length > 0) await writeHireOtherCriteria(trx, caller.companyId, before.id, otherCriteria);
      await writeHireFieldValues(trx, caller.companyId, before.id, custom.fields, custom.values);
      await requireStillReached(trx, caller, { id: before.id, manager_id: references.managerId, user_id: before.user_id }, HIRE_TEXT.leavesReach);
      let shifted = 0;
      if (before.start_date !== fields.startDate) {
        const shift = await startDateShift(trx, caller.companyId, { ...before, location_id: references.locationId }, fields.startDate);
        shifted = await applyStartDateShift(trx, caller.companyId, shift, at);
      }
      // After the shift: tasks added now are made from the new start date already.
      if (taskChanges !== undefined && criteriaTasks !== undefined) {
        const after = {
          ...before,
          manager_id: references.managerId,
          coordinator_id: references.coordinatorId,
          buddy_id: references.buddyId,
          location_id: references.locationId,
          start_date: fields.startDate,
        };
        await applyCriteriaTaskChoice(trx, caller.companyId, after, taskChanges, criteriaTasks, { userId: caller.userId, at });
      }
      return shifted;
    });
    await startDueOnboarding(db, caller.companyId, now, before.id);
    return { message: HIRE_TEXT.updated, data: { hire: await freshHireView(db, caller, before.id, now), shiftedTasks } };
  };
}
