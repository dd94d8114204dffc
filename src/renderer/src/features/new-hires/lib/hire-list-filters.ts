import type { FilterDefinition, FilterOption, FilterValues } from '@renderer/components/filter-bar/filter-definitions';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { HIRE_STATUS_LABELS, HIRE_STATUSES } from '@shared/onboarding';

export const STATUS_OPTIONS: readonly FilterOption[] = HIRE_STATUSES.map((status) => ({ _id: status, label: HIRE_STATUS_LABELS[status] }));

/** The status filter, which the status tabs above the bar set too. */
export const STATUS_FILTER = { key: 'status', type: 'multiselect', label: 'Status', options: STATUS_OPTIONS } as const satisfies FilterDefinition;

/**
 * The hires list's filters; their values live in the URL. The start date is two optional days
 * rather than the bar's date range, whose default (the last 7 days) would hide most hires: an
 * empty filter here means every start date (docs/renderer.md).
 */
export function hireListFilters(departments: readonly FilterOption[], locations: readonly FilterOption[]) {
  return [
    { key: 'search', type: 'search', label: 'Search', placeholder: 'Name or email' },
    STATUS_FILTER,
    { key: 'department', type: 'select', label: 'Department', options: departments },
    { key: 'location', type: 'select', label: 'Location', options: locations },
    { key: 'manager', type: 'asyncMultiselect', label: 'Manager', fetcher: fetchUserOptions },
    { key: 'startFrom', type: 'date', label: 'Start date from' },
    { key: 'startTo', type: 'date', label: 'Start date to', notBefore: 'startFrom' },
  ] as const satisfies readonly FilterDefinition[];
}

export type HireListFilters = ReturnType<typeof hireListFilters>;
export type HireListFilterValues = FilterValues<HireListFilters>;
