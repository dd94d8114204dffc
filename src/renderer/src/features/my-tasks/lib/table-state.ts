import { TASK_SORT_FIELDS } from '@shared/onboarding';
import type { TableSort } from '@renderer/components/data-table/data-table-types';
import { TABLE_PARAMS } from './task-filters';

export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

export interface TaskTableState {
  page: number;
  sort: { field: TaskSortField; order: 'asc' | 'desc' };
}

export const DEFAULT_SORT: TaskTableState['sort'] = { field: 'dueDate', order: 'asc' };

const isSortField = (text: string | null): text is TaskSortField => TASK_SORT_FIELDS.includes(text as TaskSortField);

/** Page and sort from the URL; anything malformed reads as page 1 by due date. */
export function readTableState(params: URLSearchParams): TaskTableState {
  const page = Number(params.get(TABLE_PARAMS.page));
  const field = params.get(TABLE_PARAMS.sortBy);
  const order = params.get(TABLE_PARAMS.sortOrder) === 'desc' ? 'desc' : 'asc';
  return { page: Number.isInteger(page) && page > 0 ? page : 1, sort: isSortField(field) ? { field, order } : DEFAULT_SORT };
}

/** Writes a page and sort into the URL, leaving the defaults out. */
export function writeTableState(params: URLSearchParams, page: number, sort: TableSort | undefined): void {
  if (page > 1) params.set(TABLE_PARAMS.page, String(page));
  else params.delete(TABLE_PARAMS.page);
  const field = sort?.field ?? null;
  if (sort && isSortField(field) && !(field === DEFAULT_SORT.field && sort.order === 'ascend')) {
    params.set(TABLE_PARAMS.sortBy, field);
    params.set(TABLE_PARAMS.sortOrder, sort.order === 'descend' ? 'desc' : 'asc');
  } else {
    params.delete(TABLE_PARAMS.sortBy);
    params.delete(TABLE_PARAMS.sortOrder);
  }
}

export const toTableSort = (sort: TaskTableState['sort']): TableSort => ({ field: sort.field, order: sort.order === 'desc' ? 'descend' : 'ascend' });
