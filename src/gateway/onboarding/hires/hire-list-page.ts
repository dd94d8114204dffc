import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { HireSortField } from '@shared/contract/new-hires';
import type { GatewayDatabase } from '../../db/schema';
import { HIRE_SUMMARY_COLUMNS, type HireSummaryRow } from './hire-output';
import { hireCompanyColumn } from '../fields/hire-field-filters';
import { type ListInput, sharedFilters, statusFilter } from './hire-list-filters';

export type Place = 'department' | 'location';

/** The hires with their department's and location's names. */
function hiresWithPlaces(db: Kysely<GatewayDatabase>) {
  return db.selectFrom('new_hires as h').leftJoin('departments as d', 'd.id', 'h.department_id').leftJoin('locations as l', 'l.id', 'h.location_id');
}

/**
 * Where a page's ids are picked from: the hires alone, so an index can answer by itself; or, to
 * sort by a place's name, the hires that have one joined to it, so the database walks the places
 * in name order and each one's hires by index. Its rows are those of `hiresWithPlaces` that have
 * the place, so that one type serves all three.
 */
function idSource(db: Kysely<GatewayDatabase>, named: Place | null) {
  const hires = db.selectFrom('new_hires as h');
  if (named === 'department') {
    return hires.innerJoin('departments as d', (join) =>
      join.onRef('d.company_id', '=', 'h.company_id').onRef('d.id', '=', 'h.department_id'),
    ) as unknown as ReturnType<typeof hiresWithPlaces>;
  }
  if (named === 'location') {
    return hires.innerJoin('locations as l', (join) =>
      join.onRef('l.company_id', '=', 'h.company_id').onRef('l.id', '=', 'h.location_id'),
    ) as unknown as ReturnType<typeof hiresWithPlaces>;
  }
  return hires as unknown as ReturnType<typeof hiresWithPlaces>;
}

/** The sort keys of each column before the id tie-break; each is read in the order of an index of migration 0005. */
export const SORT_KEYS: Readonly<Record<HireSortField, readonly string[]>> = {
  fullName: ['h.sort_name'],
  startDate: ['h.start_date'],
  status: ['h.status', 'h.start_date'],
  jobTitle: ['h.job_title'],
  department: ['d.name', 'h.status', 'h.start_date'],
  location: ['l.name', 'h.status', 'h.start_date'],
  createdAt: ['h.created_at'],
};

interface PageQuery {
  /** The hires the caller reaches (`ReachedHires.within('h.id')`); null when every hire. */
  reached: Expression<SqlBool> | null;
  named: Place | null;
  /** Pick the ids from the filter's own index (see `readsFilterIndex`), not from the sort column's. */
  fromFilterIndex?: boolean;
  /** Only the hires without this place (the tail of a sort by its name). */
  without?: Place;
  keys: readonly string[];
  offset: number;
  limit: number;
}

/**
 * The page's ids are picked and sorted first, from an index where the filter and sort allow; then
 * just those rows are read, with their places' names, and put in the ids' order.
 */
export async function pageRows(db: Kysely<GatewayDatabase>, companyId: string, input: ListInput, page: PageQuery): Promise<HireSummaryRow[]> {
  const direction = sql.raw(input.sortOrder);
  const keys = [...page.keys, 'h.id'];
  // The filter's index holds every sort key. Sorting by an expression no index matches keeps the
  // planner from walking the sort column's index instead, which it would do whatever the filter's size.
  const sortInFilterIndex = page.named === null && page.without === undefined && page.fromFilterIndex === true;
  const order = sql.join(
    keys.map((key) => (sortInFilterIndex ? sql`coalesce(${sql.ref(key)}, ${sql.ref(key)}) ${direction}` : sql`${sql.ref(key)} ${direction}`)),
  );
  let query = idSource(db, page.named)
    .select('h.id')
    .where(hireCompanyColumn(input), '=', companyId)
    .where((where) => where.and([...sharedFilters(where, companyId, input), ...statusFilter(where, input.status)]));
  if (page.without !== undefined) query = query.where(page.without === 'department' ? 'h.department_id' : 'h.location_id', 'is', null);
  if (page.reached !== null) query = query.where(page.reached);
  // The page's size is written into the SQL rather than bound: SQLite plans for it only when it can see it.
  const ids = (await query.orderBy(order).limit(sql.lit(page.limit)).offset(sql.lit(page.offset)).execute()).map((row) => row.id);
  if (ids.length === 0) return [];

  const rows = await hiresWithPlaces(db)
    .select(HIRE_SUMMARY_COLUMNS)
    // The company is checked on each row rather than used to pick an index: the ids name the rows.
    .where(sql`coalesce(${sql.ref('h.company_id')}, ${sql.ref('h.company_id')})`, '=', companyId)
    .where('h.id', 'in', ids)
    .execute();
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * A page sorted by department or location name: hires with one (in the place's name order) and
 * hires without (last going up, first going down), each part read in index order.
 */
export async function pageByPlace(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  input: ListInput,
  place: Place,
  total: number,
  reached: Expression<SqlBool> | null,
): Promise<HireSummaryRow[]> {
  const named: PageQuery = { reached, named: place, keys: SORT_KEYS[place], offset: 0, limit: 0 };
  const unnamed: PageQuery = { reached, named: null, without: place, keys: ['h.status', 'h.start_date'], offset: 0, limit: 0 };
  const [first, second] = input.sortOrder === 'asc' ? [named, unnamed] : [unnamed, named];
  const head = await pageRows(db, companyId, input, { ...first, offset: input.offset, limit: input.limit });
  if (head.length === input.limit) return head;

  let firstSize = input.offset + head.length;
  if (head.length === 0) {
    const withoutPlace = await db
      .selectFrom('new_hires as h')
      .select((select) => select.fn.countAll<number | string>().as('count'))
      .where('h.company_id', '=', companyId)
      .where(place === 'department' ? 'h.department_id' : 'h.location_id', 'is', null)
      .where((where) => where.and([...sharedFilters(where, companyId, input), ...statusFilter(where, input.status)]))
      .$if(reached !== null, (query) => query.where(reached as Expression<SqlBool>))
      .executeTakeFirstOrThrow();
    firstSize = first === unnamed ? Number(withoutPlace.count) : total - Number(withoutPlace.count);
  }
  const tail = await pageRows(db, companyId, input, { ...second, offset: Math.max(0, input.offset - firstSize), limit: input.limit - head.length });
  return [...head, ...tail];
}
