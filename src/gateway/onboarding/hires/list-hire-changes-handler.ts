import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { companyFields } from '../fields/field-rows';
import { notFound } from '../onboarding-access';
import { loadPeople } from '../people';
import { hireChangeLabel } from './hire-change-record';
import { isoTimestamp } from './hire-dates';
import { findHire } from './hire-rows';
import { HIRE_TEXT } from './hire-text';
import { hiddenChangeFields, managerFieldView } from '../../access/hire-field-filter';

/** `GET NewHire/hire-changes/{id}`: the hire's change record, newest first. */
export function listHireChangesHandler(services: GatewayServices): OperationHandler<'newHire.changes'> {
  return async ({ id, offset, limit }, { caller }) => {
    const { db } = services;
    const hire = await findHire(db, caller.companyId, id, { reach: caller.reach });
    if (hire === undefined) throw notFound(HIRE_TEXT.hireNotFound);

    const hidden = hiddenChangeFields(await managerFieldView(db, caller));
    const ofHire = db
      .selectFrom('new_hire_changes')
      .where('company_id', '=', caller.companyId)
      .where('hire_id', '=', hire.id)
      .$if(hidden.length > 0, (query) => query.where('field', 'not in', hidden));
    const [rows, count] = await Promise.all([
      ofHire
        .select(['id', 'field', 'old_value', 'new_value', 'changed_by', 'changed_at'])
        .orderBy('changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      ofHire.select((select) => select.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const [people, fields] = await Promise.all([
      loadPeople(
        db,
        caller.companyId,
        rows.map((row) => row.changed_by),
      ),
      companyFields(db, caller.companyId),
    ]);
    const customLabels = new Map(fields.map((field) => [field.id, field.label]));
    return {
      message: HIRE_TEXT.changes,
      data: {
        items: rows.map((row) => ({
          _id: row.id,
          field: row.field,
          label: hireChangeLabel(row.field, customLabels),
          oldValue: row.old_value,
          newValue: row.new_value,
          changedBy: row.changed_by === null ? null : (people.get(row.changed_by) ?? null),
          changedAt: isoTimestamp(row.changed_at),
        })),
        total: Number(count.total),
      },
    };
  };
}
