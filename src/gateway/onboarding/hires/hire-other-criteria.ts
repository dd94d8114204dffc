import type { Kysely } from 'kysely';
import type { PlaceOption } from '@shared/contract/onboarding-schemas';
import { setHireCriteria } from '../../criteria/hire-criteria';
import type { GatewayDatabase } from '../../db/schema';
import { badRequest } from '../onboarding-access';
import type { HireChange } from './hire-change-record';
import { recordIdOf } from './record-ids';
import { HIRE_TEXT } from './hire-text';

/** The other criteria set on a hire, by name; archived ones marked. */
export async function loadHireOtherCriteria(db: Kysely<GatewayDatabase>, companyId: string, hireId: string): Promise<PlaceOption[]> {
  const rows = await db
    .selectFrom('hire_other_criteria as h')
    .innerJoin('other_criteria as c', (join) => join.onRef('c.id', '=', 'h.other_criterion_id').onRef('c.company_id', '=', 'h.company_id'))
    .select(['c.id', 'c.name', 'c.archived_at'])
    .where('h.company_id', '=', companyId)
    .where('h.hire_id', '=', hireId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ _id: row.id, label: row.name, archived: row.archived_at !== null }));
}

/**
 * The other criteria chosen for a hire, checked: each the company's own, and not archived unless
 * the hire holds it already (`held`). Refuses at `otherCriterionIds`.
 */
export async function resolveOtherCriteria(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  ids: readonly string[],
  held: readonly PlaceOption[],
): Promise<PlaceOption[]> {
  const wanted = [...new Set(ids.map((id) => recordIdOf(id)))];
  const refuse = (message: string) => badRequest(message, { otherCriterionIds: [message] });
  if (wanted.includes(null)) throw refuse(HIRE_TEXT.otherCriterionUnknown);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('other_criteria')
          .select(['id', 'name', 'archived_at'])
          .where('company_id', '=', companyId)
          .where('id', 'in', wanted as string[])
          .orderBy('name')
          .execute();
  if (rows.length !== wanted.length) throw refuse(HIRE_TEXT.otherCriterionUnknown);
  const heldIds = new Set(held.map((option) => option._id));
  if (rows.some((row) => row.archived_at !== null && !heldIds.has(row.id))) throw refuse(HIRE_TEXT.otherCriterionArchived);
  return rows.map((row) => ({ _id: row.id, label: row.name, archived: row.archived_at !== null }));
}

/** The change-record line when a hire's other criteria change, their names as people read them. */
export function otherCriteriaChange(before: readonly PlaceOption[], after: readonly PlaceOption[]): HireChange[] {
  const names = (options: readonly PlaceOption[]) => (options.length === 0 ? null : options.map((option) => option.label).join(', '));
  const same = before.length === after.length && before.every((option) => after.some((other) => other._id === option._id));
  return same ? [] : [{ field: 'otherCriteria', oldValue: names(before), newValue: names(after) }];
}

/** Writes a hire's other criteria, and the rule engine's copy of them (dimension `other`). */
export async function writeHireOtherCriteria(db: Kysely<GatewayDatabase>, companyId: string, hireId: string, chosen: readonly PlaceOption[]): Promise<void> {
  await db.deleteFrom('hire_other_criteria').where('company_id', '=', companyId).where('hire_id', '=', hireId).execute();
  if (chosen.length > 0) {
    await db
      .insertInto('hire_other_criteria')
      .values(chosen.map((option) => ({ company_id: companyId, hire_id: hireId, other_criterion_id: option._id })))
      .execute();
  }
  await setHireCriteria(
    db,
    companyId,
    hireId,
    'other',
    chosen.map((option) => option._id),
  );
}
