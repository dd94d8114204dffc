import type { Kysely } from 'kysely';
import { HIRE_STATUSES, type HireStatus } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import { type ListInput, idFilters, sharedFilters } from './hire-list-filters';
import { searchWords } from './hire-names';

/**
 * Counts by status under every filter but the status filter. With none, or a start-date range
 * alone, they are sums over hire_start_counts, which triggers keep; otherwise one grouped scan of
 * the filter's own index (a department's, location's or manager's hires are held by status there).
 */
export async function countsByStatus(db: Kysely<GatewayDatabase>, companyId: string, input: ListInput): Promise<Record<HireStatus, number>> {
  const counts = Object.fromEntries(HIRE_STATUSES.map((status) => [status, 0])) as Record<HireStatus, number>;
  const rows = countedByStartDate(input)
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
        .where('h.company_id', '=', companyId)
        .where((where) => where.and(sharedFilters(where, input)))
        .groupBy('h.status')
        .execute();
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** No filter but the status filter and a start-date range: the kept counts answer. */
function countedByStartDate(input: ListInput): boolean {
  return idFilters(input).length === 0 && searchWords(input.search).length === 0;
}
