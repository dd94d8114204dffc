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
import { useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';
import type { CustomField } from '@shared/contract/fields';
import { fieldFilterDefinitions, fieldFilterInput, fieldRangeReversed } from '../lib/hire-list-field-filters';
import { hireListFilters, STATUS_FILTER } from '../lib/hire-list-filters';
import { hireListInput, readTableState, TABLE_PARAMS, writeTableState } from '../lib/hire-list-table-state';

const NO_OPTIONS: readonly FilterOption[] = [];
const NO_FIELDS: readonly CustomField[] = [];
const NO_COLUMNS: readonly string[] = [];

/**
 * What the hires list shows, read from the URL (filters, page, sort) so a reload, back and forward
 * keep it, and the ways to change it. The call waits for the department and location lists and the
 * custom fields (for those who may read them), so a filter on any is known before the first page
 * is asked for. `fieldColumns` are the custom fields whose values the rows should carry.
 */
export function useHireListState(fieldColumns: readonly string[] = NO_COLUMNS) {
  const departments = useDepartments();
  const locations = useLocations();
  const customFields = useCustomFieldDefinitions();
  const fields = customFields.data?.fields ?? NO_FIELDS;
  const builtIn = useMemo(
    () => hireListFilters(filterPlaces(departments.data ?? NO_OPTIONS), filterPlaces(locations.data ?? NO_OPTIONS)),
    [departments.data, locations.data],
  );
  const fieldDefinitions = useMemo(() => fieldFilterDefinitions(fields), [fields]);
  const definitions = useMemo(() => [...builtIn, ...fieldDefinitions], [builtIn, fieldDefinitions]);
  const filters = useFilterValues(builtIn);
  const fieldValues = useFilterValues(fieldDefinitions);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const table = useMemo(() => readTableState(new URLSearchParams(query)), [query]);

  const rangeReversed =
    (filters.startFrom !== undefined && filters.startTo !== undefined && filters.startFrom > filters.startTo) || fieldRangeReversed(fields, fieldValues);
  // A caller who may not read the fields never asks for them (not loading); a failed read filters by none.
  const listsReady = departments.isFetched && locations.isFetched && !customFields.isLoading;
  const input = useMemo<ListHiresInput | undefined>(
    () =>
      listsReady && !rangeReversed
        ? {
            ...hireListInput(filters, table),
            ...fieldFilterInput(fields, fieldValues),
            ...(fieldColumns.length === 0 ? {} : { fieldColumn: [...fieldColumns] }),
          }
        : undefined,
    [listsReady, rangeReversed, filters, fields, fieldValues, fieldColumns, table],
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
