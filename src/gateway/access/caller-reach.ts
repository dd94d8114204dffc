import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { BoundedMemo } from '../bounded-memo';
import type { CompanyGenerations } from '../company-generations';
import type { CriteriaDb } from '../criteria/criteria-db';
import { groupValues } from '../criteria/hire-criteria';
import { criteriaMatch } from '../criteria/matching';
import { isPostgres } from '../db/dialect';
import type { GatewayDatabase } from '../db/schema';
import { hiresInReach } from './hire-reach';
import type { HireReachRule } from './user-access';

/** Whose hires a read may return: the company's, within the hires the caller reaches. */
export interface ReachScope {
  userId: string;
  companyId: string;
  reach: HireReachRule;
  /** Set when the reach is not the caller's `reach` (their own tasks' under the manager's additional access): kept apart. */
  purpose?: 'ownTasks';
}

/** The reach of the caller's own tasks: their `reach`, except under the manager's additional access, where it stays what it was. */
export function ownTasksScope(caller: { userId: string; companyId: string; reach: HireReachRule; taskReach: HireReachRule }): ReachScope {
  return caller.taskReach === caller.reach ? caller : { userId: caller.userId, companyId: caller.companyId, reach: caller.taskReach, purpose: 'ownTasks' };
}

/** The hires a caller reaches, for the lists and counts to filter by; none of this when they reach every hire. */
export interface ReachedHires {
  /** A condition keeping `column` (a hire id) to the hires reached. */
  within(column: string): RawBuilder<SqlBool>;
  /** What a kept answer depends on of the reach: the user, and the generations the ids were read under. */
  key: string;
}

/** The ids, and the same as one JSON parameter for SQLite, written once. */
interface KeptIds {
  ids: readonly string[];
  json: string;
}

/** Reached ids per user, per database: read once per access change or change to a hire, not per request. */
const keptIds = new WeakMap<Kysely<GatewayDatabase>, BoundedMemo<KeptIds>>();

/**
 * The hires the caller reaches, or null when they reach every hire. The ids are read with the rule
 * engine's one query (`hiresInReach`) and kept under the company's `access` and `shown`
 * generations (any change to a hire's row raises `shown`), so a list, a count or a dashboard filters
 * by a list of ids rather than running the rules again on every request.
 */
export async function reachedHires(
  db: Kysely<GatewayDatabase>,
  scope: ReachScope,
  generations: Pick<CompanyGenerations, 'access' | 'shown'> | undefined,
): Promise<ReachedHires | null> {
  if (scope.reach.kind === 'every') return null;
  const memo = keptIds.get(db) ?? new BoundedMemo<KeptIds>(1_000);
  keptIds.set(db, memo);
  const key = generations && JSON.stringify([scope.companyId, scope.userId, generations.access, generations.shown, scope.purpose ?? null]);
  let kept = key === undefined ? undefined : memo.read(key);
  if (kept === undefined) {
    const query = hiresInReach(db, scope.companyId, scope.reach);
    const ids = query === null ? [] : (await query.execute()).map((row) => row.hire_id);
    kept = { ids, json: JSON.stringify(ids) };
    if (key !== undefined) memo.keep(key, kept);
  }
  const reached = kept;
  return { within: (column) => idIn(db, column, reached), key: key ?? `${scope.userId}:unkept` };
}

/** `column` among the ids, passed as one parameter whatever their number. */
function idIn(db: Kysely<GatewayDatabase>, column: string, kept: KeptIds): RawBuilder<SqlBool> {
  if (kept.ids.length === 0) return sql<SqlBool>`1 = 0`;
  return isPostgres(db) ? sql<SqlBool>`${sql.ref(column)} = any(${kept.ids})` : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${kept.json}))`;
}

/** A hire as reach reads it: who manages it and whose account it is. */
export interface ReachedHire {
  id: string;
  manager_id: string | null;
  user_id: string | null;
}

/**
 * Which of these hires the reach reaches, decided as `hiresInReach` decides it, for one hire or a
 * few: the hires managed, then per membership the named exceptions and the rule (`criteriaMatch`
 * over the hires' values, read in one query). Always current: nothing is kept.
 */
export async function reachedAmong(db: CriteriaDb, companyId: string, reach: HireReachRule, hires: readonly ReachedHire[]): Promise<Set<string>> {
  if (reach.kind === 'every') return new Set(hires.map((hire) => hire.id));
  if (reach.kind === 'own') return new Set(hires.filter((hire) => hire.user_id === reach.userId).map((hire) => hire.id));
  const undecided = hires.filter((hire) => hire.manager_id !== reach.managerId).map((hire) => hire.id);
  const ruled = reach.memberships.some((membership) => membership.criteria.length > 0);
  const rows =
    ruled && undecided.length > 0
      ? await db
          .selectFrom('hire_criteria')
          .select(['hire_id', 'dimension', 'value'])
          // The company is checked on each row rather than used to pick an index: the hire ids name the rows.
          .where(sql`coalesce(${sql.ref('company_id')}, ${sql.ref('company_id')})`, '=', companyId)
          .where('hire_id', 'in', undecided)
          .execute()
      : [];
  const rowsOf = new Map<string, typeof rows>();
  for (const row of rows) rowsOf.set(row.hire_id, [...(rowsOf.get(row.hire_id) ?? []), row]);
  const valuesOf = new Map([...rowsOf].map(([hireId, values]) => [hireId, groupValues(values)]));
  const reached = (hire: ReachedHire) =>
    hire.manager_id === reach.managerId ||
    reach.memberships.some(
      (membership) =>
        membership.includeHireIds.includes(hire.id) ||
        (!membership.excludeHireIds.includes(hire.id) && criteriaMatch(membership.criteria, valuesOf.get(hire.id) ?? new Map())),
    );
  return new Set(hires.filter(reached).map((hire) => hire.id));
}
