import type { FilterDefinition } from '@renderer/components/filter-bar/filter-definitions';
import { TASK_CATEGORIES, TASK_CATEGORY_LABELS, TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@shared/onboarding';

/** With no status chosen the list shows what is still open. */
export const DEFAULT_TASK_STATUSES: readonly TaskStatus[] = ['todo', 'blocked'];

export const DUE_OPTIONS = [
  { _id: 'overdue', label: 'Overdue' },
  { _id: 'today', label: 'Today' },
  { _id: 'this_week', label: 'This week' },
  { _id: 'later', label: 'Later' },
] as const;

export const WHOSE_OPTIONS = [
  { _id: 'me', label: 'Mine' },
  { _id: 'all', label: 'Everyone’s' },
] as const;

const SEARCH = { key: 'search', type: 'search', label: 'Search', placeholder: 'Task or hire' } as const satisfies FilterDefinition;
const STATUS = {
  key: 'status',
  type: 'multiselect',
  label: 'Status',
  placeholder: 'To do and blocked',
  options: TASK_STATUSES.map((status) => ({ _id: status, label: TASK_STATUS_LABELS[status] })),
} as const satisfies FilterDefinition;
const CATEGORY = {
  key: 'category',
  type: 'multiselect',
  label: 'Category',
  placeholder: 'All categories',
  options: TASK_CATEGORIES.map((category) => ({ _id: category, label: TASK_CATEGORY_LABELS[category] })),
} as const satisfies FilterDefinition;
const DUE = { key: 'due', type: 'select', label: 'Due', placeholder: 'Any time', options: DUE_OPTIONS } as const satisfies FilterDefinition;
const WHOSE = { key: 'whose', type: 'select', label: 'Whose tasks', options: WHOSE_OPTIONS, defaultValue: 'me' } as const satisfies FilterDefinition;

/** The bar everyone gets. */
export const TASK_FILTERS = [SEARCH, STATUS, CATEGORY, DUE] as const satisfies readonly FilterDefinition[];
/** With "Whose tasks" for those who may see every hire. */
export const STAFF_TASK_FILTERS = [...TASK_FILTERS, WHOSE] as const satisfies readonly FilterDefinition[];

/** URL parameters of the table itself, dropped when a filter changes. */
export const TABLE_PARAMS = { page: 'page', sortBy: 'sortBy', sortOrder: 'sortOrder' } as const;
