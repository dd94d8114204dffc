import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toApiDate } from '@shared/date-format';
import type { TaskCategory, TaskStatus } from '@shared/onboarding';
import { useFilterValues } from '@renderer/components/filter-bar/use-filter-values';
import type { AssignedTasksInput } from '../api/use-assigned-tasks';
import { readTableState, type TaskTableState } from '../lib/table-state';
import { DEFAULT_TASK_STATUSES, STAFF_TASK_FILTERS } from '../lib/task-filters';

export const TASK_PAGE_SIZE = 10;

/** The call the URL stands for: filters, page and sort, with today's date as the user's own calendar has it. */
export function useTaskQueryInput(canSeeEveryone: boolean): { input: AssignedTasksInput; table: TaskTableState; everyone: boolean } {
  const filters = useFilterValues(STAFF_TASK_FILTERS);
  const [params] = useSearchParams();
  const query = params.toString();
  const table = useMemo(() => readTableState(new URLSearchParams(query)), [query]);
  const today = toApiDate(dayjs());
  const everyone = canSeeEveryone && filters.whose === 'all';
  const input = useMemo<AssignedTasksInput>(() => {
    const status = filters.status.length > 0 ? (filters.status as TaskStatus[]) : [...DEFAULT_TASK_STATUSES];
    return {
      offset: (table.page - 1) * TASK_PAGE_SIZE,
      limit: TASK_PAGE_SIZE,
      sortBy: table.sort.field,
      sortOrder: table.sort.order,
      status,
      ...(filters.category.length > 0 ? { taskCategory: filters.category as TaskCategory[] } : {}),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.due ? { due: filters.due as NonNullable<AssignedTasksInput['due']> } : {}),
      today,
      assignee: everyone ? 'all' : 'me',
    };
  }, [filters, table, today, everyone]);
  return { input, table, everyone };
}
