import type { CriteriaDb, HireCriteriaValues } from './criteria-db';

/**
 * Replaces a hire's values in one dimension. Other criteria and custom fields call it when they
 * write a hire's values; department, location and employment status reach the table by trigger.
 */
export async function setHireCriteria(db: CriteriaDb, companyId: string, hireId: string, dimension: string, values: readonly string[]): Promise<void> {
  await db.deleteFrom('hire_criteria').where('company_id', '=', companyId).where('hire_id', '=', hireId).where('dimension', '=', dimension).execute();
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return;
  await db
    .insertInto('hire_criteria')
    .values(distinct.map((value) => ({ company_id: companyId, hire_id: hireId, dimension, value })))
    .execute();
}

/** A hire's values per dimension, as rules see them. */
export async function hireCriteriaValues(db: CriteriaDb, companyId: string, hireId: string): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom('hire_criteria').select(['dimension', 'value']).where('company_id', '=', companyId).where('hire_id', '=', hireId).execute();
  return groupValues(rows);
}

export function groupValues(rows: readonly { dimension: string; value: string }[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const row of rows) {
    const list = values.get(row.dimension);
    if (list) list.push(row.value);
    else values.set(row.dimension, [row.value]);
  }
  return values;
}

/** The values a hire would have with some dimensions replaced: for previews of an edit before it is saved. */
export function withChangedValues(values: HireCriteriaValues, changes: HireCriteriaValues): Map<string, readonly string[]> {
  const changed = new Map<string, readonly string[]>(values);
  for (const [dimension, list] of changes) changed.set(dimension, list);
  return changed;
}
