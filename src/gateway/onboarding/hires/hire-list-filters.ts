import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { listHiresInputSchema } from '@shared/contract/new-hires';
import { HIRE_STATUSES, type HireStatus } from '@shared/onboarding';
import type { NewHiresTable } from '../../db/schema';
import { fieldFilterConditions, hasFieldFilters, hasFieldRange } from '../fields/hire-field-filters';
import { containsPattern, searchWords } from './hire-names';
import { recordIdsOf } from './record-ids';

/** The hires list's filters, as conditions on `new_hires as h`, and what they tell about the indexes to read. */

export type ListInput = z.output<typeof listHiresInputSchema> & {
  /** Search the names only, not the personal email: set by the gateway for a caller the email is hidden from. */
  searchesNamesOnly?: boolean;
};
/** The filters the status tabs count under: all but the status filter. */
export type HireFilter = Pick<
  ListInput,
  'departmentId' | 'locationId' | 'managerId' | 'startFrom' | 'startTo' | 'search' | 'fieldValue' | 'fieldFrom' | 'fieldTo' | 'searchesNamesOnly'
>;
type HireFilterBuilder = ExpressionBuilder<{ h: NewHiresTable }, 'h'>;

const NOTHING = sql<SqlBool>`1 = 0`;

/**
 * Every filter but the status filter: the status tabs count under these. Ids that cannot name a
 * record match nothing; search is word by word over the folded names and personal email.
 */
export function sharedFilters(where: HireFilterBuilder, companyId: string, input: HireFilter) {
  const conditions = [];
  const byIds = (column: 'h.department_id' | 'h.location_id' | 'h.manager_id', ids: readonly string[] | undefined) => {
    if (ids === undefined || ids.length === 0) return;
    const stored = recordIdsOf(ids);
    conditions.push(stored.length === 0 ? NOTHING : where(column, 'in', stored));
  };
  byIds('h.department_id', input.departmentId);
  byIds('h.location_id', input.locationId);
  byIds('h.manager_id', input.managerId);
  if (input.startFrom !== undefined) conditions.push(where('h.start_date', '>=', input.startFrom));
  if (input.startTo !== undefined) conditions.push(where('h.start_date', '<=', input.startTo));
  for (const word of searchWords(input.search)) {
    conditions.push(sql<SqlBool>`${sql.ref(input.searchesNamesOnly === true ? 'h.sort_name' : 'h.search_text')} like ${containsPattern(word)} escape '\\'`);
  }
  conditions.push(...fieldFilterConditions(companyId, input));
  return conditions;
}

export function statusFilter(where: HireFilterBuilder, statuses: readonly HireStatus[] | undefined) {
  return statuses === undefined || statuses.length === 0 ? [] : [where('h.status', 'in', [...new Set(statuses)])];
}

/** The statuses a page lists: those filtered on, or all. */
export function listedStatuses(input: ListInput): readonly HireStatus[] {
  return input.status === undefined || input.status.length === 0 ? HIRE_STATUSES : [...new Set(input.status)];
}

/** Whether a filter with an index of its own narrows the list (search has none that orders: it reads every row). */
export function byFilterIndex(input: ListInput): boolean {
  return idFilters(input).length > 0 || input.startFrom !== undefined || input.startTo !== undefined || hasFieldFilters(input);
}

export function idFilters(input: HireFilter): (readonly string[])[] {
  return [input.departmentId, input.locationId, input.managerId].filter((ids): ids is string[] => ids !== undefined && ids.length > 0);
}

/** A table read per step of a walk costs about this many entries of a filter's covering index read and sorted. */
const WALK_STEP_COST = 4;

/**
 * Whether a page's ids are picked from the filter's own index (every filtered hire read from it,
 * then sorted) rather than by walking the sort column's index and passing over the hires the filter
 * leaves out. That walk is expected to take (offset + limit) × listed / filtered steps, each reading
 * the table, so it is taken only when that is cheaper than reading every filtered hire. A department,
 * location or manager has no bearing on a name, title or creation order; a start-date range has
 * (hires are added weeks before they start), so under one the filter's index is always read.
 */
export function readsFilterIndex(input: ListInput, filtered: number, listed: number): boolean {
  if (!byFilterIndex(input) || orderedByFilterIndex(input)) return false;
  if (input.startFrom !== undefined || input.startTo !== undefined || hasFieldRange(input) || filtered === 0) return true;
  const expectedWalk = ((input.offset + input.limit) * listed) / filtered;
  return filtered < expectedWalk * WALK_STEP_COST;
}

/**
 * Whether the filter's own index already holds the hires in the sort's order: one department,
 * location or manager by status (then start date), or within one status by start date; a date
 * range by start date.
 */
export function orderedByFilterIndex(input: ListInput): boolean {
  if (hasFieldFilters(input)) return false;
  const ids = idFilters(input);
  const oneStatus = input.status !== undefined && new Set(input.status).size === 1;
  if (ids.length === 0) return input.sortBy === 'startDate';
  const dated = input.startFrom !== undefined || input.startTo !== undefined;
  return ids.length === 1 && ids[0]?.length === 1 && !dated && (input.sortBy === 'status' || (input.sortBy === 'startDate' && oneStatus));
}
