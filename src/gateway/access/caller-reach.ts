import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { CompanyGenerations } from '../company-generations';
import type { CriteriaDb } from '../criteria/criteria-db';
import { hiresInReach } from './hire-reach';
import type { HireReachRule } from './user-access';

/** Whose hires a read may return: the company's, within the hires the caller reaches. */
export interface ReachScope {
  userId: string;
  companyId: string;
  reach: HireReachRule;
}

/** The ids of the hires the caller reaches as one subquery, or null when they reach every hire. */
export function reachedHireIds(db: CriteriaDb, scope: ReachScope) {
  return hiresInReach(db, scope.companyId, scope.reach);
}

/**
 * A condition that keeps `column` (a hire id) to the hires the caller reaches; null when they reach
 * every hire, so nothing is added to the query.
 */
export function withinReach(db: CriteriaDb, scope: ReachScope, column: string): RawBuilder<SqlBool> | null {
  const reached = reachedHireIds(db, scope);
  return reached === null ? null : sql<SqlBool>`${sql.ref(column)} in ${reached}`;
}

/**
 * What a kept answer depends on of the caller's reach: nothing when they reach every hire (callers
 * who do share answers); otherwise the user and the `access` generation their reach was computed
 * under, since any access change raises it.
 */
export function reachKey(scope: ReachScope, generations: Pick<CompanyGenerations, 'access'>): string | null {
  return scope.reach.kind === 'every' ? null : `${scope.userId}@${generations.access}`;
}
