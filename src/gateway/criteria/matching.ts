import { sql } from 'kysely';
import type { Criteria } from '@shared/contract/criteria';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import type { CriteriaDb, HireCriteriaValues } from './criteria-db';

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

/** The targets of one kind that match a hire: per target, the dimensions it sets against those the hire meets. */
export async function targetsMatchingHire(db: CriteriaDb, companyId: string, kind: string, hireId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('criteria_targets as t')
    .leftJoin('criteria_links as l', (join) =>
      join.onRef('l.company_id', '=', 't.company_id').onRef('l.target_kind', '=', 't.target_kind').onRef('l.target_id', '=', 't.target_id'),
    )
    .leftJoin('hire_criteria as h', (join) =>
      join.onRef('h.company_id', '=', 'l.company_id').on('h.hire_id', '=', hireId).onRef('h.dimension', '=', 'l.dimension').onRef('h.value', '=', 'l.value'),
    )
    .select('t.target_id')
    .where('t.company_id', '=', companyId)
    .where('t.target_kind', '=', kind)
    .groupBy('t.target_id')
    .having(sql<number>`count(distinct l.dimension)`, '=', sql<number>`count(distinct case when h.value is not null then h.dimension end)`)
    .orderBy('t.target_id')
    .execute();
  return rows.map((row) => row.target_id);
}

/** The hires a saved target matches: those meeting as many of its dimensions as it sets, or every hire when it sets none. */
export async function hiresMatchingTarget(db: CriteriaDb, companyId: string, kind: string, targetId: string): Promise<string[]> {
  const links = db.selectFrom('criteria_links').where('company_id', '=', companyId).where('target_kind', '=', kind).where('target_id', '=', targetId);
  const meetingEveryDimension = db
    .selectFrom('criteria_links as l')
    .innerJoin('hire_criteria as h', (join) =>
      join.onRef('h.company_id', '=', 'l.company_id').onRef('h.dimension', '=', 'l.dimension').onRef('h.value', '=', 'l.value'),
    )
    .select('h.hire_id as id')
    .where('l.company_id', '=', companyId)
    .where('l.target_kind', '=', kind)
    .where('l.target_id', '=', targetId)
    .groupBy('h.hire_id')
    .having(sql<number>`count(distinct h.dimension)`, '=', links.select(sql<number>`count(distinct dimension)`.as('dimensions')));
  const everyHireWhenUntargeted = db
    .selectFrom('new_hires')
    .select('id')
    .where('company_id', '=', companyId)
    .where((where) => where.not(where.exists(links.select('value'))));
  const rows = await meetingEveryDimension.unionAll(everyHireWhenUntargeted).execute();
  return rows.map((row) => row.id).sort();
}

/** How many current hires (pending, preboarding, onboarding) the criteria match, for the rule editor while it edits. */
export async function countCurrentHiresMatching(db: CriteriaDb, companyId: string, criteria: Criteria): Promise<number> {
  if (criteria.length === 0) {
    const row = await db
      .selectFrom('hire_start_counts')
      .select(sql<number>`coalesce(sum(hire_count), 0)`.as('count'))
      .where('company_id', '=', companyId)
      .where('status', 'in', [...CURRENT_HIRE_STATUSES])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  const matching = db
    .selectFrom('hire_criteria as h')
    .innerJoin('new_hires as n', (join) => join.onRef('n.company_id', '=', 'h.company_id').onRef('n.id', '=', 'h.hire_id'))
    .select('h.hire_id')
    .where('h.company_id', '=', companyId)
    .where('n.status', 'in', [...CURRENT_HIRE_STATUSES])
    .where((where) => where.or(criteria.map((entry) => where.and([where('h.dimension', '=', entry.dimension), where('h.value', 'in', entry.values)]))))
    .groupBy('h.hire_id')
    .having(sql<number>`count(distinct h.dimension)`, '=', criteria.length);
  const row = await db
    .selectFrom(matching.as('matching'))
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
