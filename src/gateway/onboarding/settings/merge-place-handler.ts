import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlaceKind } from '@shared/company-places';
import { moveCriteriaValue } from '../../criteria/criteria-values';
import { recordSettingChange } from '../../criteria/setting-changes';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { badRequest } from '../onboarding-access';
import { isoTimestamp } from '../hires/hire-dates';
import { recordIdOf } from '../hires/record-ids';
import { loadPlaceRows } from './company-place-view';
import { PLACE_STORES } from './place-kinds';
import { placeAfterWrite, placeRow, stalePlace, updatePlaceAtVersion } from './place-writes';
import { PLACES_TEXT } from './places-text';

/** The change record field a move writes on each hire it moves. */
const HIRE_FIELD: Record<PlaceKind, string> = { departments: 'department', locations: 'location', 'other-criteria': 'otherCriteria' };
const CHANGE_ROWS_PER_INSERT = 500;

interface Move {
  companyId: string;
  kind: PlaceKind;
  from: { id: string; name: string };
  into: { id: string; name: string };
  changedBy: string;
  at: string;
}

/** Moves the hires that hold `from` to `into`, each with a line in its change record; answers how many moved. */
async function moveHires(trx: Kysely<GatewayDatabase>, move: Move): Promise<number> {
  const { companyId, kind, from, into, changedBy, at } = move;
  const column = PLACE_STORES[kind].hireColumn;
  let hireIds: string[];
  if (column === null) {
    const rows = await trx
      .selectFrom('hire_other_criteria')
      .select('hire_id')
      .where('company_id', '=', companyId)
      .where('other_criterion_id', '=', from.id)
      .execute();
    hireIds = rows.map((row) => row.hire_id);
    if (hireIds.length > 0) {
      await trx
        .insertInto('hire_other_criteria')
        .values(hireIds.map((hireId) => ({ company_id: companyId, hire_id: hireId, other_criterion_id: into.id })))
        .onConflict((conflict) => conflict.columns(['company_id', 'hire_id', 'other_criterion_id']).doNothing())
        .execute();
      await trx.deleteFrom('hire_other_criteria').where('company_id', '=', companyId).where('other_criterion_id', '=', from.id).execute();
    }
  } else {
    const rows = await trx.selectFrom('new_hires').select('id').where('company_id', '=', companyId).where(column, '=', from.id).execute();
    hireIds = rows.map((row) => row.id);
    await trx
      .updateTable('new_hires')
      .set((set) => ({ [column]: into.id, updated_by: changedBy, updated_at: at, version: set('version', '+', 1) }))
      .where('company_id', '=', companyId)
      .where(column, '=', from.id)
      .execute();
  }
  for (let start = 0; start < hireIds.length; start += CHANGE_ROWS_PER_INSERT) {
    await trx
      .insertInto('new_hire_changes')
      .values(
        hireIds.slice(start, start + CHANGE_ROWS_PER_INSERT).map((hireId) => ({
          id: randomUUID(),
          company_id: companyId,
          hire_id: hireId,
          field: HIRE_FIELD[kind],
          old_value: from.name,
          new_value: into.name,
          changed_by: changedBy,
          changed_at: at,
        })),
      )
      .execute();
  }
  return hireIds.length;
}

/**
 * `POST settings/places/{kind}/{id}/merge`: the hires and rules that hold one move to another of the
 * same kind, and the merged one is archived, all in one transaction.
 */
export function mergePlaceHandler(services: GatewayServices): OperationHandler<'settings.mergePlace'> {
  return async ({ kind, id, version, intoId }, { caller }) => {
    const { db } = services;
    const from = await placeRow(db, caller.companyId, kind, id);
    if (Number(from.version) !== version) throw stalePlace(kind, Number(from.version));
    const storedInto = recordIdOf(intoId);
    const [into] = storedInto === null ? [] : await loadPlaceRows(db, caller.companyId, kind, [storedInto]);
    const refuse = (message: string) => badRequest(message, { intoId: [message] });
    if (into === undefined) throw refuse(PLACES_TEXT.mergeIntoUnknown(kind));
    if (into.id === from.id) throw refuse(PLACES_TEXT.mergeIntoItself(kind));
    if (into.archived_at !== null) throw refuse(PLACES_TEXT.mergeIntoArchived(kind));

    const at = new Date().toISOString();
    const moved = await db.transaction().execute(async (trx) => {
      await updatePlaceAtVersion(trx, caller.companyId, kind, from.id, version, {
        archived_at: from.archived_at === null ? at : isoTimestamp(from.archived_at),
      });
      const hires = await moveHires(trx, { companyId: caller.companyId, kind, from, into, changedBy: caller.userId, at });
      await moveCriteriaValue(trx, caller.companyId, PLACE_STORES[kind].dimension, from.id, into.id);
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLACE_STORES[kind].area,
        entityId: from.id,
        action: 'merged',
        summary: `Merged “${from.name}” into “${into.name}”: ${hires} ${hires === 1 ? 'hire' : 'hires'} moved.`,
        changedBy: caller.userId,
      });
      return hires;
    });
    const [merged, target] = await Promise.all([placeAfterWrite(db, caller.companyId, kind, from.id), placeAfterWrite(db, caller.companyId, kind, into.id)]);
    return { message: PLACES_TEXT.merged(kind, from.name, into.name, moved), data: { merged, into: target } };
  };
}
