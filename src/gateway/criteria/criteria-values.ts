import type { Criteria } from '@shared/contract/criteria';
import { CRITERIA_TEXT } from '@shared/criteria';
import { ERROR_CODES } from '@shared/contract/errors';
import { GatewayError } from '../http/gateway-error';
import type { CriteriaDb } from './criteria-db';
import { criteriaOptions } from './criteria-options';

/** Refuses criteria naming a dimension or value this company does not have (400, the field `criteria` named). */
export async function checkCriteria(db: CriteriaDb, companyId: string, criteria: Criteria, field = 'criteria'): Promise<void> {
  if (criteria.length === 0) return;
  const options = new Map((await criteriaOptions(db, companyId)).map((option) => [option.dimension, option]));
  for (const entry of criteria) {
    const option = options.get(entry.dimension);
    const known = new Set(option?.values.map((value) => value.value));
    if (!option || entry.values.some((value) => !known.has(value))) {
      const message = option ? CRITERIA_TEXT.valueUnknown(option.label) : CRITERIA_TEXT.dimensionUnknown;
      throw new GatewayError(400, { message, code: ERROR_CODES.invalidInput, fieldErrors: { [field]: [message] } });
    }
  }
}

/** How many rule targets (of any kind) use a value: a department, location, other criterion or field option. */
export async function criteriaValueUsage(db: CriteriaDb, companyId: string, dimension: string, value: string): Promise<number> {
  const row = await db
    .selectFrom('criteria_links')
    .select((select) => select.fn.count<number>('target_id').distinct().as('count'))
    .where('company_id', '=', companyId)
    .where('dimension', '=', dimension)
    .where('value', '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many rule targets use each value of a dimension, for usage columns. */
export async function criteriaUsageByValue(db: CriteriaDb, companyId: string, dimension: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('criteria_links')
    .select(['value', (select) => select.fn.count<number>('target_id').as('count')])
    .where('company_id', '=', companyId)
    .where('dimension', '=', dimension)
    .groupBy('value')
    .execute();
  return new Map(rows.map((row) => [row.value, Number(row.count)]));
}

/**
 * Moves every rule and hire value from one value to another, when one department, location or
 * criterion is merged into another. A target or hire that had both keeps one.
 */
export async function moveCriteriaValue(db: CriteriaDb, companyId: string, dimension: string, from: string, to: string): Promise<void> {
  await db
    .insertInto('criteria_links')
    .columns(['company_id', 'target_kind', 'target_id', 'dimension', 'value'])
    .expression(
      db
        .selectFrom('criteria_links')
        .select(['company_id', 'target_kind', 'target_id', 'dimension', (select) => select.val(to).as('value')])
        .where('company_id', '=', companyId)
        .where('dimension', '=', dimension)
        .where('value', '=', from),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db.deleteFrom('criteria_links').where('company_id', '=', companyId).where('dimension', '=', dimension).where('value', '=', from).execute();
  await db
    .insertInto('hire_criteria')
    .columns(['company_id', 'hire_id', 'dimension', 'value'])
    .expression(
      db
        .selectFrom('hire_criteria')
        .select(['company_id', 'hire_id', 'dimension', (select) => select.val(to).as('value')])
        .where('company_id', '=', companyId)
        .where('dimension', '=', dimension)
        .where('value', '=', from),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db.deleteFrom('hire_criteria').where('company_id', '=', companyId).where('dimension', '=', dimension).where('value', '=', from).execute();
}
