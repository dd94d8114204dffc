import { type SelectQueryBuilder, sql } from 'kysely';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import type { HireReach } from '@shared/contract/access';
import type { CriteriaDb } from '../criteria/criteria-db';
import { countCurrentHiresMatching, hiresMatching } from '../criteria/matching';
import type { GatewayDatabase } from '../db/schema';
import type { HireReachRule, ReachMembership } from './user-access';

export type HireIdQuery = SelectQueryBuilder<GatewayDatabase, keyof GatewayDatabase, { hire_id: string }>;

/**
 * The ids of the hires a reach rule reaches, as one subquery to filter by (`id in (…)`), or null
 * when it reaches every hire and there is nothing to filter. Per membership: the hires its rule
 * matches (the rule engine's query; all hires with no rule) except those left out, plus those added;
 * united over memberships and with the hires the user manages.
 */
export function hiresInReach(db: CriteriaDb, companyId: string, reach: HireReachRule): HireIdQuery | null {
  if (reach.kind === 'every') return null;
  if (reach.kind === 'own') {
    return db.selectFrom('new_hires').select('id as hire_id').where('company_id', '=', companyId).where('user_id', '=', reach.userId) as HireIdQuery;
  }
  const managed = db
    .selectFrom('new_hires')
    .select('id as hire_id')
    .where('company_id', '=', companyId)
    .where('manager_id', '=', reach.managerId) as HireIdQuery;
  return reach.memberships.reduce((union, membership) => union.union(membershipHires(db, companyId, membership)), managed);
}

function membershipHires(db: CriteriaDb, companyId: string, membership: ReachMembership): HireIdQuery {
  const ruled =
    membership.criteria.length === 0
      ? db.selectFrom('new_hires').select('id as hire_id').where('company_id', '=', companyId)
      : hiresMatching(db, companyId, membership.criteria, false);
  const matched = db.selectFrom(ruled.as('matched')).select('matched.hire_id');
  const excluded = (
    membership.excludeHireIds.length === 0 ? matched : matched.where('matched.hire_id', 'not in', [...membership.excludeHireIds])
  ) as HireIdQuery;
  if (membership.includeHireIds.length === 0) return excluded;
  const added = db
    .selectFrom('new_hires')
    .select('id as hire_id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...membership.includeHireIds]) as HireIdQuery;
  return db.selectFrom(excluded.union(added).as('reached')).select('reached.hire_id') as HireIdQuery;
}

/** How many current hires (pending, preboarding, onboarding) a reach rule reaches. */
export function countReach(db: CriteriaDb, companyId: string, reach: HireReachRule): Promise<HireReach> {
  return countCurrentHires(db, companyId, hiresInReach(db, companyId, reach));
}

/**
 * How many current hires one membership reaches through its role alone (its rule and exceptions,
 * not the hires its member manages); `every` when it has no rule and leaves no hire out. Without
 * exceptions it is the rule editor's own count, which reads the current hires' values alone.
 */
export async function countMembershipReach(db: CriteriaDb, companyId: string, membership: ReachMembership): Promise<HireReach> {
  if (membership.excludeHireIds.length > 0 || (membership.includeHireIds.length > 0 && membership.criteria.length > 0)) {
    return countCurrentHires(db, companyId, membershipHires(db, companyId, membership));
  }
  return { every: membership.criteria.length === 0, count: await countCurrentHiresMatching(db, companyId, membership.criteria) };
}

async function countCurrentHires(db: CriteriaDb, companyId: string, reached: HireIdQuery | null): Promise<HireReach> {
  let query = db
    .selectFrom('new_hires')
    .select(sql<number>`count(*)`.as('count'))
    .where('company_id', '=', companyId)
    .where('status', 'in', [...CURRENT_HIRE_STATUSES]);
  if (reached !== null) query = query.where('id', 'in', reached);
  const row = await query.executeTakeFirstOrThrow();
  return { every: reached === null, count: Number(row.count) };
}
