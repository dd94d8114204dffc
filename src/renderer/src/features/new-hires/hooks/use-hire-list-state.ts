import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ONBOARDING_TEXT } from '@shared/messages';
import type { ListHiresInput } from '@shared/contract/new-hires';
import type { HireStatus } from '@shared/onboarding';
import type { TableChange } from '@renderer/components/data-table/data-table-types';
import type { FilterOption } from '@renderer/components/filter-bar/filter-definitions';
import { writeFilterValue } from '@renderer/components/filter-bar/filter-codecs';
import { useFilterValues } from '@renderer/components/filter-bar/use-filter-values';
import { filterPlaces } from '@renderer/lib/company/place-options';
import { useDepartments, useLocations } from '@renderer/lib/company/use-company-lists';
import { hireListFilters, STATUS_FILTER } from '../lib/hire-list-filters';
import { hireListInput, readTableState, TABLE_PARAMS, writeTableState } from '../lib/hire-list-table-state';

const NO_OPTIONS: readonly FilterOption[] = [];

/**
 * What the hires list shows, read from the URL (filters, page, sort) so a reload, back and forward
 * keep it, and the ways to change it. The call waits for the department and location lists, so a
 * filter on either is known before the first page is asked for.
 */
export function useHireListState() {
  const departments = useDepartments();
  const locations = useLocations();
  const definitions = useMemo(
    () => hireListFilters(filterPlaces(departments.data ?? NO_OPTIONS), filterPlaces(locations.data ?? NO_OPTIONS)),
    [departments.data, locations.data],
  );
  const filters = useFilterValues(definitions);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const table = useMemo(() => readTableState(new URLSearchParams(query)), [query]);

  const rangeReversed = filters.startFrom !== undefined && filters.startTo !== undefined && filters.startFrom > filters.startTo;
  const listsReady = departments.isFetched && locations.isFetched;
  const input = useMemo<ListHiresInput | undefined>(
    () => (listsReady && !rangeReversed ? hireListInput(filters, table) : undefined),
    [listsReady, rangeReversed, filters, table],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const changeTable = useCallback((change: TableChange) => update((next) => writeTableState(change, next)), [update]);

  /** The status tabs: one status, or every status (undefined). */
  const showStatus = useCallback(
    (status: HireStatus | undefined) =>
      update((next) => {
        writeFilterValue(STATUS_FILTER, status ? [status] : [], next);
        next.delete(TABLE_PARAMS.page);
      }),
    [update],
  );

  return {
    definitions,
    filters,
    table,
    input,
    /** Why no page can be asked for, in words. */
    inputProblem: rangeReversed ? ONBOARDING_TEXT.dateRangeReversed : undefined,
    changeTable,
    showStatus,
  };
}
