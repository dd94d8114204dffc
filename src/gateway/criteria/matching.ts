import { sql } from 'kysely';
import type { Criteria } from '@shared/contract/criteria';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import type { CriteriaDb, HireCriteriaValues } from './criteria-db';
import { loadTargetCriteria } from './target-criteria';

/**
 * The one definition of a match (docs/gateway.md, Rules): a target matches a hire when, in every
 * dimension the target sets, the hire has one of its values; a target with no criteria matches
 * everyone. The queries below say the same in SQL, each in one statement on both databases.
 */
export function criteriaMatch(criteria: Criteria, hireValues: HireCriteriaValues): boolean {
  return criteria.every((entry) => {
    const values = hireValues.get(entry.dimension) ?? [];
    return entry.values.some((value) => values.includes(value));
  });
}

/**
 * The targets of one kind that match a hire: those that set as many dimensions as the hire meets of
 * theirs. Read from the hire's few values through the links' value index, not from every link.
 */
export async function targetsMatchingHire(db: CriteriaDb, companyId: string, kind: string, hireId: string): Promise<string[]> {
  const met = db
    .selectFrom('hire_criteria as h')
    .innerJoin('criteria_links as l', (join) =>
      join.onRef('l.company_id', '=', 'h.company_id').on('l.target_kind', '=', kind).onRef('l.dimension', '=', 'h.dimension').onRef('l.value', '=', 'h.value'),
    )
    .select(['l.target_id', sql<number>`count(distinct l.dimension)`.as('met')])
    .where('h.company_id', '=', companyId)
    .where('h.hire_id', '=', hireId)
    .groupBy('l.target_id');
  const rows = await db
    .selectFrom('criteria_targets as t')
    .leftJoin(met.as('m'), 'm.target_id', 't.target_id')
    .select('t.target_id')
    .where('t.company_id', '=', companyId)
    .where('t.target_kind', '=', kind)
    .where((where) => where('t.dimension_count', '=', where.fn.coalesce('m.met', sql<number>`0`)))
    .orderBy('t.target_id')
    .execute();
  return rows.map((row) => row.target_id);
}

/**
 * The hires criteria match, in one statement: per dimension, the hires with one of its values (a
 * range of the value index, read alone), intersected. Intersecting also drops the hires counted
 * twice for two values of one dimension (a multi-select field).
 */
export function hiresMatching(db: CriteriaDb, companyId: string, criteria: Criteria, currentOnly: boolean) {
  const perDimension = criteria.map((entry) => {
    const query = db
      .selectFrom('hire_criteria')
      .select('hire_id')
      .where('company_id', '=', companyId)
      .where('dimension', '=', entry.dimension)
      .where('value', 'in', entry.values);
    return currentOnly ? query.where('current', '=', true) : query;
  });
  const [first, ...others] = perDimension;
  if (!first) throw new Error('Criteria with no dimension match every hire: count them from the hires.');
  return others.length === 0 ? first.distinct() : others.reduce((intersection, next) => intersection.intersect(next), first);
}

/** The hires a saved target matches (every hire when it sets no criteria): its criteria read, then one query. */
export async function hiresMatchingTarget(db: CriteriaDb, companyId: string, kind: string, targetId: string): Promise<string[]> {
  const criteria = (await loadTargetCriteria(db, companyId, kind, [targetId])).get(targetId) ?? [];
  const rows =
    criteria.length === 0
      ? await db.selectFrom('new_hires').select('id as hire_id').where('company_id', '=', companyId).execute()
      : await hiresMatching(db, companyId, criteria, false).execute();
  return rows.map((row) => row.hire_id).sort();
}

/** How many current hires (pending, preboarding, onboarding) the criteria match, for the rule editor while it edits. */
export async function countCurrentHiresMatching(db: CriteriaDb, companyId: string, criteria: Criteria): Promise<number> {
  const row =
    criteria.length === 0
      ? await db
          .selectFrom('hire_start_counts')
          .select(sql<number>`coalesce(sum(hire_count), 0)`.as('count'))
          .where('company_id', '=', companyId)
          .where('status', 'in', [...CURRENT_HIRE_STATUSES])
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom(hiresMatching(db, companyId, criteria, true).as('matching'))
          .select(sql<number>`count(*)`.as('count'))
          .executeTakeFirstOrThrow();
  return Number(row.count);
}
