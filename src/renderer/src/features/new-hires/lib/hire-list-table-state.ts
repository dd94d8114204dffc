import type { HireSortField, ListHiresInput } from '@shared/contract/new-hires';
import type { TableSort } from '@renderer/components/data-table/data-table-types';
import type { HireListFilterValues } from './hire-list-filters';

export const HIRES_PAGE_SIZE = 10;

/** The URL parameters of the table itself; a filter change drops the page. */
export const TABLE_PARAMS = { page: 'page', sortBy: 'sortBy', sortOrder: 'sortOrder' } as const;

/** The sortable columns; each column's key is the sortBy it asks for. */
export const SORTABLE_COLUMNS = ['fullName', 'jobTitle', 'department', 'location', 'startDate', 'status'] as const satisfies readonly HireSortField[];
type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/** Without a sort of the user's own, the newest additions come first. */
const DEFAULT_ORDER = { sortBy: 'createdAt', sortOrder: 'desc' } as const satisfies Pick<ListHiresInput, 'sortBy' | 'sortOrder'>;

export interface HireTableState {
  page: number;
  sort: TableSort | undefined;
}

const isSortable = (text: string | null): text is SortableColumn => text !== null && (SORTABLE_COLUMNS as readonly string[]).includes(text);

/** The page and sort the URL holds; anything malformed reads as page 1 and no sort. */
export function readTableState(params: URLSearchParams): HireTableState {
  const pageText = params.get(TABLE_PARAMS.page) ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const field = params.get(TABLE_PARAMS.sortBy);
  const order = params.get(TABLE_PARAMS.sortOrder);
  const sort: TableSort | undefined =
    isSortable(field) && (order === 'asc' || order === 'desc') ? { field, order: order === 'asc' ? 'ascend' : 'descend' } : undefined;
  return { page, sort };
}

export function writeTableState(state: HireTableState, params: URLSearchParams): void {
  if (state.page > 1) params.set(TABLE_PARAMS.page, String(state.page));
  else params.delete(TABLE_PARAMS.page);
  if (state.sort && isSortable(state.sort.field)) {
    params.set(TABLE_PARAMS.sortBy, state.sort.field);
    params.set(TABLE_PARAMS.sortOrder, state.sort.order === 'ascend' ? 'asc' : 'desc');
  } else {
    params.delete(TABLE_PARAMS.sortBy);
    params.delete(TABLE_PARAMS.sortOrder);
  }
}

/** newHire.list's query for the filters, page and sort; empty filters are left out. */
export function hireListInput(filters: HireListFilterValues, { page, sort }: HireTableState): ListHiresInput {
  const order = sort ? { sortBy: sort.field as SortableColumn, sortOrder: sort.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : DEFAULT_ORDER;
  return {
    offset: (page - 1) * HIRES_PAGE_SIZE,
    limit: HIRES_PAGE_SIZE,
    ...order,
    ...(filters.search === '' ? {} : { search: filters.search }),
    ...(filters.status.length === 0 ? {} : { status: filters.status as ListHiresInput['status'] }),
    ...(filters.department === undefined ? {} : { departmentId: [filters.department] }),
    ...(filters.location === undefined ? {} : { locationId: [filters.location] }),
    ...(filters.manager.length === 0 ? {} : { managerId: filters.manager.map((option) => option._id) }),
    ...(filters.startFrom === undefined ? {} : { startFrom: filters.startFrom }),
    ...(filters.startTo === undefined ? {} : { startTo: filters.startTo }),
  };
}
