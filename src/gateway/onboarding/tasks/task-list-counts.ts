import { type Kysely, type SqlBool, sql } from 'kysely';
import type { TaskStatus } from '@shared/onboarding';
import type { GatewayDatabase } from '../../db/schema';
import { type TaskFilter, countedByKeptCounts, countedFor, taskConditions } from './task-list-filters';

export interface TaskCounts {
  todo: number;
  done: number;
  blocked: number;
  /** Not done and due before today. */
  overdue: number;
}

interface CountRow {
  status: TaskStatus;
  tasks: number | string | null;
  overdue: number | string | null;
}

/**
 * The counts the task screens show, by status, under every filter but the status filter, leaving
 * out withdrawn hires' tasks. Everyone's and a staff member's tasks are summed from task_counts
 * (migration 0016), a few hundred rows whatever the number of tasks; the rest are counted.
 */
export async function countTasks(db: Kysely<GatewayDatabase>, filter: TaskFilter): Promise<TaskCounts> {
  const rows = countedByKeptCounts(filter) ? await sumKeptCounts(db, filter) : await countEachTask(db, filter);
  const counts: TaskCounts = { todo: 0, done: 0, blocked: 0, overdue: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.tasks ?? 0);
    if (row.status !== 'done') counts.overdue += Number(row.overdue ?? 0);
  }
  return counts;
}

// Both written as SQL: building them cost more than running them.

async function sumKeptCounts(db: Kysely<GatewayDatabase>, filter: TaskFilter): Promise<CountRow[]> {
  const conditions = [sql<SqlBool>`company_id = ${filter.companyId}`, sql<SqlBool>`counted_for = ${countedFor(filter)}`];
  if (filter.categories.length > 0) conditions.push(sql<SqlBool>`task_category in (${sql.join(filter.categories)})`);
  if (filter.due?.from !== undefined) conditions.push(sql<SqlBool>`due_date >= ${filter.due.from}`);
  if (filter.due?.to !== undefined) conditions.push(sql<SqlBool>`due_date <= ${filter.due.to}`);
  if (filter.due?.open === true) conditions.push(sql<SqlBool>`status <> 'done'`);
  const { rows } = await sql<CountRow>`
    select status, sum(task_count) as tasks, sum(case when due_date < ${filter.today} then task_count else 0 end) as overdue
    from task_counts where ${sql.join(conditions, sql` and `)} group by status`.execute(db);
  return rows;
}

async function countEachTask(db: Kysely<GatewayDatabase>, filter: TaskFilter): Promise<CountRow[]> {
  const { rows } = await sql<CountRow>`
    select t.status, count(*) as tasks, sum(case when t.due_date < ${filter.today} then 1 else 0 end) as overdue
    from hire_tasks t
    where ${sql.join(taskConditions(filter), sql` and `)}
      and t.hire_id not in (select id from new_hires where company_id = ${filter.companyId} and status = 'withdrawn')
    group by t.status`.execute(db);
  return rows;
}
