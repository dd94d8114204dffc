import type { Expression, Kysely, SqlBool } from 'kysely';
import { HIRE_STATUSES, type HireStatus } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import type { BoundedMemo } from '../../bounded-memo';
import type { CompanyGenerations } from '../../company-generations';
import type { StatusCounts } from './hire-list-memo';
import { type HireFilter, idFilters, sharedFilters } from './hire-list-filters';
import { fieldFilters, hasFieldFilters, hireCompanyColumn } from '../fields/hire-field-filters';
import { searchWords } from './hire-names';

export interface ListCounts {
  /** Under the caller's filters (but the status filter): the status tabs. */
  filtered: StatusCounts;
  /** The company's hires without a filter: what the sort's own index walks through. */
  unfiltered: StatusCounts;
}

/** The hires a caller reaches: the condition on `h.id` (null for every hire) and what kept counts are kept under for it. */
export interface ListReach {
  reached: Expression<SqlBool> | null;
  key: string | null;
}

/**
 * Counts by status under every filter but the status filter, and without any, within the caller's
 * reach, each computed once per filter and reach until the company's hires change (their `hires`
 * generation): paging, sorting or switching status tabs recounts nothing. Without generations
 * nothing is kept.
 */
export async function listCounts(
  db: Kysely<GatewayDatabase>,
  memo: BoundedMemo<StatusCounts>,
  companyId: string,
  generations: CompanyGenerations | undefined,
  input: HireFilter,
  reach: ListReach,
): Promise<ListCounts> {
  const countUnder = async (filter: HireFilter): Promise<StatusCounts> => {
    if (generations === undefined) return countNow(db, companyId, filter, reach.reached);
    const key = JSON.stringify([companyId, generations.hires, reach.key, countedFilter(filter)]);
    const remembered = memo.read(key);
    if (remembered !== undefined) return remembered;
    const counts = Object.freeze(await countNow(db, companyId, filter, reach.reached));
    memo.keep(key, counts);
    return counts;
  };
  return { filtered: await countUnder(input), unfiltered: await countUnder(UNFILTERED) };
}

const UNFILTERED: HireFilter = {};

/** The filters the counts depend on, in one order whatever order the caller gave them in. */
export function countedFilter(input: HireFilter) {
  const ids = (values: readonly string[] | undefined) => [...new Set(values ?? [])].sort();
  return [
    ids(input.departmentId),
    ids(input.locationId),
    ids(input.managerId),
    input.startFrom ?? '',
    input.startTo ?? '',
    searchWords(input.search),
    fieldFilters(input),
  ];
}

/**
 * With no filter, or a start-date range alone, and every hire reached, the counts are sums over
 * hire_start_counts, which triggers keep; otherwise one grouped scan of the filter's own index (a
 * department's, location's or manager's hires are held by status there) or of the hires reached.
 */
async function countNow(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  input: HireFilter,
  reached: Expression<SqlBool> | null,
): Promise<Record<HireStatus, number>> {
  const counts = Object.fromEntries(HIRE_STATUSES.map((status) => [status, 0])) as Record<HireStatus, number>;
  const rows =
    countedByStartDate(input) && reached === null
      ? await db
          .selectFrom('hire_start_counts')
          .select((select) => ['status', select.fn.sum<number | string>('hire_count').as('count')])
          .where('company_id', '=', companyId)
          .$if(input.startFrom !== undefined, (query) => query.where('start_date', '>=', input.startFrom as string))
          .$if(input.startTo !== undefined, (query) => query.where('start_date', '<=', input.startTo as string))
          .groupBy('status')
          .execute()
      : await db
          .selectFrom('new_hires as h')
          .select((select) => ['h.status', select.fn.countAll<number | string>().as('count')])
          .where(hireCompanyColumn(input), '=', companyId)
          .where((where) => where.and(sharedFilters(where, companyId, input)))
          .$if(reached !== null, (query) => query.where(reached as Expression<SqlBool>))
          .groupBy('h.status')
          .execute();
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** No filter but the status filter and a start-date range: the kept counts answer. */
function countedByStartDate(input: HireFilter): boolean {
  return idFilters(input).length === 0 && searchWords(input.search).length === 0 && !hasFieldFilters(input);
}
