import type { Kysely, Selectable } from 'kysely';
import { reachedAmong } from '../../access/caller-reach';
import type { HireReachRule } from '../../access/user-access';
import type { GatewayDatabase, NewHiresTable } from '../../db/schema';
import { recordIdOf } from './record-ids';

export type HireRow = Selectable<NewHiresTable> & { department_name: string | null; location_name: string | null };

export interface FindHireOptions {
  /** The id may be the hire's account's. */
  orUserId?: boolean;
  /** Only a hire the caller reaches: one they do not is as unknown as another company's. */
  reach?: HireReachRule;
}

/** A hire of the company with its department's and location's names; undefined for unknown and other companies' ids. */
export async function findHire(db: Kysely<GatewayDatabase>, companyId: string, id: string, options: FindHireOptions = {}): Promise<HireRow | undefined> {
  const wanted = recordIdOf(id);
  if (wanted === null) return undefined;
  const row = await db
    .selectFrom('new_hires as h')
    .leftJoin('departments as d', 'd.id', 'h.department_id')
    .leftJoin('locations as l', 'l.id', 'h.location_id')
    .selectAll('h')
    .select(['d.name as department_name', 'l.name as location_name'])
    .where('h.company_id', '=', companyId)
    .where((where) => (options.orUserId ? where.or([where('h.id', '=', wanted), where('h.user_id', '=', wanted)]) : where('h.id', '=', wanted)))
    .executeTakeFirst();
  if (row === undefined || options.reach === undefined) return row;
  return (await reachedAmong(db, companyId, options.reach, [row])).has(row.id) ? row : undefined;
}

export interface TaskProgress {
  done: number;
  total: number;
}

/** Done and total tasks of each of the given hires, in one grouped query. */
export async function taskProgressOf(db: Kysely<GatewayDatabase>, companyId: string, hireIds: readonly string[]): Promise<Map<string, TaskProgress>> {
  if (hireIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hire_tasks')
    .select((select) => [
      'hire_id',
      select.fn.countAll<number | string>().as('total'),
      select.fn.sum<number | string | null>(select.case().when('status', '=', 'done').then(1).else(0).end()).as('done'),
    ])
    .where('company_id', '=', companyId)
    .where('hire_id', 'in', [...hireIds])
    .groupBy('hire_id')
    .execute();
  return new Map(rows.map((row) => [row.hire_id, { done: Number(row.done ?? 0), total: Number(row.total) }]));
}
