import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { TASK_CATEGORIES, type TASK_SORT_FIELDS, type TaskCategory, type TaskStatus } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import { type TaskFilter, taskConditions } from './task-list-filters';

export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** The page asked for, over the statuses it lists (those asked for that have tasks). */
export interface TaskPage {
  statuses: readonly TaskStatus[];
  sortBy: TaskSortField;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** How many tasks the page is one of (from the counts). */
  total: number;
}

/** Open tasks first, then blocked, then done: the order the status sort shows. */
export const STATUS_ORDER: readonly TaskStatus[] = ['todo', 'blocked', 'done'];

const STATUS_RANK = sql<number>`case t.status ${sql.join(
  STATUS_ORDER.map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index)}`),
  sql` `,
)} end`;
const CATEGORY_RANK = sql<number>`case t.task_category ${sql.join(
  TASK_CATEGORIES.map((category, index) => sql`when ${sql.lit(category)} then ${sql.lit(index)}`),
  sql` `,
)} end`;
/**
 * What each sort orders by before the due date and id. By hire, a hire's tasks stay together
 * (hires of the same name by their id): the name index then holds the order, and a walk by it stops
 * after the page instead of sorting every task of the same name.
 */
const SORT_KEYS: Readonly<Record<TaskSortField, readonly RawBuilder<unknown>[]>> = {
  dueDate: [],
  title: [sql`lower(t.title)`],
  hire: [sql`h.sort_name`, sql`h.id`],
  status: [STATUS_RANK],
  taskCategory: [CATEGORY_RANK],
};

/** Past this many tasks a sort by hire walks the hires by name rather than sorting every task. */
const SORTED_AT_ONCE = 2000;

/**
 * The ids of a page of tasks, in order: every sort is by its key, then due date, then id, all in
 * the asked direction. Each is read in the order of an index of migration 0016 and stops after
 * offset + limit tasks, as a keyset page would, whatever the number of tasks (see the strategies
 * below). A withdrawn hire's tasks are left out as they are met.
 */
export async function pageTaskIds(db: Kysely<GatewayDatabase>, filter: TaskFilter, page: TaskPage): Promise<string[]> {
  if (page.total <= page.offset || page.statuses.length === 0) return [];
  const ofOneHire = filter.hireId !== null || (filter.owner !== null && filter.owner.hireId !== null);
  if (ofOneHire || (page.sortBy === 'hire' && page.total <= SORTED_AT_ONCE)) return sortedAtOnce(db, filter, page);
  if (page.sortBy === 'hire') return walkedByHire(db, filter, page);
  return mergedInOrder(db, filter, page);
}

const direction = (page: TaskPage) => sql.raw(page.sortOrder);
/** The order by the keys, then due date and id, all in the page's direction. */
const orderBy = (keys: readonly RawBuilder<unknown>[], page: TaskPage, due = sql`t.due_date`, id = sql`t.id`) =>
  sql.join([...keys, due, id].map((key) => sql`${key} ${direction(page)}`));
const and = (conditions: readonly RawBuilder<SqlBool>[]) => sql.join(conditions, sql` and `);
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/**
 * One hire's tasks (a hire filter, a new hire's own), or few enough: every one is read through the
 * filter's own index and sorted. The tasks come first, each joined to its hire.
 */
async function sortedAtOnce(db: Kysely<GatewayDatabase>, filter: TaskFilter, page: TaskPage): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select t.id from hire_tasks t cross join new_hires h
    where h.id = t.hire_id and h.status <> 'withdrawn' and ${and(taskConditions(filter))} and t.status in (${sql.join(page.statuses)})
    order by ${orderBy(SORT_KEYS[page.sortBy], page)}
    limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}`.execute(db);
  return ids(rows);
}

/**
 * By hire name: the hires are walked in the order of their name index and each one's tasks read
 * from the hire index, until the page is full (SQLite keeps a cross join's order; PostgreSQL
 * plans the same walk from its statistics).
 */
async function walkedByHire(db: Kysely<GatewayDatabase>, filter: TaskFilter, page: TaskPage): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select t.id from new_hires h cross join hire_tasks t
    where h.company_id = ${filter.companyId} and h.status <> 'withdrawn' and t.company_id = h.company_id and t.hire_id = h.id
      and ${and(taskConditions(filter))} and t.status in (${sql.join(page.statuses)})
    order by ${orderBy(SORT_KEYS.hire, page)}
    limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}`.execute(db);
  return ids(rows);
}

/** One ordered run of tasks: those of one status (and, sorting by category, of one category). */
interface Run {
  status: TaskStatus;
  category?: TaskCategory;
  /** The run's place among the others, for a sort by status or category; null when merged by its key. */
  rank: number | null;
}

/** The runs a page is merged from: a run per status, or per status and category. */
function runsOf(filter: TaskFilter, page: TaskPage): Run[] {
  if (page.sortBy === 'taskCategory') {
    const categories = filter.categories.length > 0 ? filter.categories : TASK_CATEGORIES;
    return categories.flatMap((category) => page.statuses.map((status) => ({ status, category, rank: TASK_CATEGORIES.indexOf(category) })));
  }
  return page.statuses.map((status) => ({ status, rank: page.sortBy === 'status' ? STATUS_ORDER.indexOf(status) : null }));
}

/**
 * By due date, title, status or category: a run per status (and category) is read in the order of
 * the (company, assignee or not, status, due date or title) indexes, each stopping after offset +
 * limit tasks, and the runs are merged by the database. Every filter but search reads the index
 * alone; the withdrawn check reads each met task's hire by its key.
 */
async function mergedInOrder(db: Kysely<GatewayDatabase>, filter: TaskFilter, page: TaskPage): Promise<string[]> {
  const end = sql.lit(page.offset + page.limit);
  const conditions = taskConditions(filter);
  const runs = runsOf(filter, page).map((run) => {
    // A run of one rank is in order by due date alone; runs by title are merged by it.
    const merged = run.rank === null ? SORT_KEYS[page.sortBy] : [];
    const category = run.category === undefined ? [] : [sql<SqlBool>`t.task_category = ${run.category}`];
    return sql`select * from (
      select t.id as id, ${merged[0] ?? sql.lit(run.rank ?? 0)} as sort_key, t.due_date as due_date from hire_tasks t cross join new_hires h
      where h.id = t.hire_id and h.status <> 'withdrawn' and ${and([...conditions, ...category])} and t.status = ${run.status}
      order by ${orderBy(merged, page)} limit ${end}) run`;
  });
  const { rows } = await sql<{ id: string }>`${sql.join(runs, sql` union all `)}
    order by ${orderBy([sql`sort_key`], page, sql`due_date`, sql`id`)}
    limit ${sql.lit(page.limit)} offset ${sql.lit(page.offset)}`.execute(db);
  return ids(rows);
}
