import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { listAssignedTasks } from '@shared/contract/tasks';
import type { TaskCategory } from '@shared/onboarding';
import { addDays } from '../hires/hire-dates';
import { containsPattern, searchWords } from '../hires/hire-names';
import { mondayOf } from './task-dates';
import { type TaskOwner, ownedBy } from './task-view';

/** The task lists' filters, as conditions on `hire_tasks as t`, and what they tell about where a list can be read from. */

export type AssignedInput = z.output<typeof listAssignedTasks.input>;

/** Due dates a list keeps to, both ends included; `open` keeps to tasks not done. */
export interface DueWindow {
  from?: string;
  to?: string;
  open: boolean;
}

/** Everything but the status filter: the counts are counted under this. */
export interface TaskFilter {
  companyId: string;
  /** Whose tasks; null for everyone's. */
  owner: TaskOwner | null;
  categories: readonly TaskCategory[];
  hireId: string | null;
  due: DueWindow | null;
  words: readonly string[];
  /** Search words match the hire's names only, not their personal email (see `HireFilter.searchesNamesOnly`). */
  searchesNamesOnly: boolean;
  today: string;
  /** Keeps to the tasks of the hires the caller reaches (`ReachedHires.within('t.hire_id')`); null when they reach every hire. */
  reached: RawBuilder<SqlBool> | null;
}

export function taskFilterOf(
  input: AssignedInput,
  scope: { companyId: string; reached: RawBuilder<SqlBool> | null; searchesNamesOnly?: boolean },
  owner: TaskOwner | null,
  hireId: string | null,
  today: string,
): TaskFilter {
  return {
    companyId: scope.companyId,
    reached: scope.reached,
    owner,
    categories: [...new Set(input.taskCategory ?? [])].sort(),
    hireId,
    due: dueWindow(input.due, today),
    words: searchWords(input.search),
    searchesNamesOnly: scope.searchesNamesOnly ?? false,
    today,
  };
}

/** The due filter as dates: overdue is before today and not done; weeks start on Monday. */
export function dueWindow(due: AssignedInput['due'], today: string): DueWindow | null {
  const monday = mondayOf(today);
  const sunday = addDays(monday, 6);
  switch (due) {
    case 'overdue':
      return { to: addDays(today, -1), open: true };
    case 'today':
      return { from: today, to: today, open: false };
    case 'this_week':
      return { from: monday, to: sunday, open: false };
    case 'later':
      return { from: addDays(sunday, 1), open: false };
    case undefined:
      return null;
  }
}

/**
 * Every filter as conditions on `t`: the company, the hires reached, whose tasks, category, hire, due dates and each
 * search word (in the title or the hire's name). Not the status and not the withdrawn hires.
 */
export function taskConditions(filter: TaskFilter): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`t.company_id = ${filter.companyId}`];
  if (filter.reached !== null) conditions.push(filter.reached);
  if (filter.owner !== null) conditions.push(ownedBy(filter.owner));
  if (filter.categories.length > 0) conditions.push(sql<SqlBool>`t.task_category in (${sql.join(filter.categories)})`);
  if (filter.hireId !== null) conditions.push(sql<SqlBool>`t.hire_id = ${filter.hireId}`);
  if (filter.due?.from !== undefined) conditions.push(sql<SqlBool>`t.due_date >= ${filter.due.from}`);
  if (filter.due?.to !== undefined) conditions.push(sql<SqlBool>`t.due_date <= ${filter.due.to}`);
  if (filter.due?.open === true) conditions.push(sql<SqlBool>`t.status <> 'done'`);
  for (const word of filter.words) {
    const pattern = containsPattern(word);
    conditions.push(sql<SqlBool>`(lower(t.title) like ${pattern} escape '\\' or t.hire_id in (
      select id from new_hires where company_id = ${filter.companyId} and ${sql.ref(filter.searchesNamesOnly ? 'sort_name' : 'search_text')} like ${pattern} escape '\\'))`);
  }
  return conditions;
}

/**
 * Whether the kept counts (task_counts) answer the filter: everyone's tasks or a staff member's,
 * under any category and due filter, for a caller who reaches every hire. A hire, a search, a
 * caller's reach, and a new hire's own tasks (which include
 * those waiting for their account) are counted from the tasks; each is a small set or a search.
 */
export function countedByKeptCounts(filter: TaskFilter): boolean {
  return filter.reached === null && filter.hireId === null && filter.words.length === 0 && (filter.owner === null || filter.owner.hireId === null);
}

/** 'company', or the staff member whose tasks the kept counts hold. */
export function countedFor(filter: TaskFilter): string {
  return filter.owner === null ? 'company' : filter.owner.userId;
}
