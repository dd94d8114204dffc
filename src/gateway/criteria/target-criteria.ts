import type { Criteria } from '@shared/contract/criteria';
import type { CriteriaDb, CriteriaTarget } from './criteria-db';

/** Registers a rule target and replaces its criteria (none: it matches every hire). */
export async function saveTargetCriteria(db: CriteriaDb, companyId: string, target: CriteriaTarget, criteria: Criteria): Promise<void> {
  const key = { company_id: companyId, target_kind: target.kind, target_id: target.id };
  await db
    .insertInto('criteria_targets')
    .values(key)
    .onConflict((conflict) => conflict.columns(['company_id', 'target_kind', 'target_id']).doNothing())
    .execute();
  await db.deleteFrom('criteria_links').where('company_id', '=', companyId).where('target_kind', '=', target.kind).where('target_id', '=', target.id).execute();
  const links = criteria.flatMap((entry) => [...new Set(entry.values)].map((value) => ({ ...key, dimension: entry.dimension, value })));
  if (links.length > 0) await db.insertInto('criteria_links').values(links).execute();
}

/** The criteria of the targets named, in each dimension's order of first appearance; a target without criteria has no entry. */
export async function loadTargetCriteria(db: CriteriaDb, companyId: string, kind: string, ids: readonly string[]): Promise<Map<string, Criteria>> {
  const criteria = new Map<string, Criteria>();
  if (ids.length === 0) return criteria;
  const rows = await db
    .selectFrom('criteria_links')
    .select(['target_id', 'dimension', 'value'])
    .where('company_id', '=', companyId)
    .where('target_kind', '=', kind)
    .where('target_id', 'in', [...ids])
    .orderBy('target_id')
    .orderBy('dimension')
    .orderBy('value')
    .execute();
  for (const row of rows) {
    const entries = criteria.get(row.target_id) ?? [];
    const entry = entries.find((candidate) => candidate.dimension === row.dimension);
    if (entry) entry.values.push(row.value);
    else entries.push({ dimension: row.dimension, values: [row.value] });
    criteria.set(row.target_id, entries);
  }
  return criteria;
}

/** Forgets a target and its criteria, when the target itself is deleted. */
export async function deleteTargetCriteria(db: CriteriaDb, companyId: string, target: CriteriaTarget): Promise<void> {
  await db
    .deleteFrom('criteria_targets')
    .where('company_id', '=', companyId)
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .execute();
}
