import type { TaskStatus } from '@shared/onboarding';
import type { TaskRow } from './task-view';

export type SortOrder = 'asc' | 'desc';

function compareByDue(order: SortOrder) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: TaskRow, b: TaskRow) => sign * (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The first `count` tasks over several statuses by due date (then id), or status by status when
 * `statusFirst`. One query over several statuses sorts every matching task; one query per status
 * reads the (company, status or assignee, status, due date) index in order and stops after `count`.
 * `fetch` answers a status's first `count` tasks in the same order.
 */
export async function firstByDue(
  statuses: readonly TaskStatus[],
  order: SortOrder,
  count: number,
  fetch: (status: TaskStatus) => Promise<TaskRow[]>,
  statusFirst = false,
): Promise<TaskRow[]> {
  const lists: TaskRow[][] = [];
  for (const status of statuses) lists.push(await fetch(status));
  const rows = statusFirst ? lists.flat() : lists.flat().sort(compareByDue(order));
  return rows.slice(0, count);
}
