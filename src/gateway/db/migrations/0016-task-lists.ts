import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';
import { RULES, rule, unwatch, watch } from './0007-company-generations';

/**
 * The task lists at scale: the `tasks` generation, counts of tasks kept by triggers, and indexes
 * that hold each list's order with every column its filters read.
 *
 * - `company_generations.tasks`: raised by any change to a task, so that a kept task list (which
 *   shows every column of a task) is never stale. What a list shows of hires and people is under
 *   `shown` already.
 * - `task_counts`: how many tasks a company has, and each assignee has, per status, category and
 *   due date, counting only tasks of hires not withdrawn (their tasks are hidden: ADR 0006). The
 *   lists' counts are sums over a few hundred of these rows instead of a count of every task.
 */

const TASK_RULES = [...RULES.filter((each) => each.table === 'hire_tasks'), rule('hire_tasks', 'tasks', 'rows', [])];
const COUNT_KEY = 'company_id, counted_for, status, task_category, due_date';
const COUNTED_COLUMNS = ['status', 'task_category', 'due_date', 'assignee_id', 'hire_id', 'company_id'];

/** The indexes a list is read from, in its order; category and hire at the end, so filters and the withdrawn check read the index. */
const INDEXES: Record<string, string> = {
  hire_tasks_assignee_due_idx: 'company_id, assignee_id, status, due_date, id, task_category, hire_id',
  hire_tasks_status_due_idx: 'company_id, status, due_date, id, task_category, hire_id',
  hire_tasks_assignee_title_idx: 'company_id, assignee_id, status, lower(title), due_date, id, task_category, hire_id',
  hire_tasks_status_title_idx: 'company_id, status, lower(title), due_date, id, task_category, hire_id',
  // A sort by hire walks the hires by name and reads each one's tasks here.
  hire_tasks_hire_idx: 'company_id, hire_id, status, assignee_id, due_date, id',
};
const INDEXES_BEFORE: Record<string, string> = {
  hire_tasks_assignee_idx: 'company_id, assignee_id, status, due_date, hire_id',
  hire_tasks_status_due_idx: 'company_id, status, due_date, hire_id',
  hire_tasks_hire_idx: 'company_id, hire_id, due_date',
};

/**
 * The keys each task row of `source` (aliased `r`) is counted under, each with `delta`: the
 * company's, and its assignee's when it has one.
 */
function countedUnder(source: string, delta: string, where: string): string {
  return `select r.company_id, 'company' as counted_for, r.status, r.task_category, r.due_date, ${delta} as delta from ${source} where ${where}
    union all
    select r.company_id, cast(r.assignee_id as text), r.status, r.task_category, r.due_date, ${delta} from ${source} where ${where} and r.assignee_id is not null`;
}

/** A task of `r` is counted while its hire is not withdrawn. */
const HIRE_COUNTED = `exists (select 1 from new_hires h where h.id = r.hire_id and h.status <> 'withdrawn')`;

/**
 * Adds the changes up per key, in key order (so that concurrent writers lock counter rows in one
 * order and cannot deadlock), and leaves out a company being deleted.
 */
function addToCounts(changes: readonly string[]): string {
  return `insert into task_counts (${COUNT_KEY}, task_count)
    select d.company_id, d.counted_for, d.status, d.task_category, d.due_date, sum(d.delta)
    from (${changes.join(' union all ')}) d
    where d.company_id in (select id from companies)
    group by d.company_id, d.counted_for, d.status, d.task_category, d.due_date
    having sum(d.delta) <> 0
    order by d.company_id, d.counted_for, d.status, d.task_category, d.due_date
    on conflict (${COUNT_KEY}) do update set task_count = task_counts.task_count + excluded.task_count`;
}

/** A hire changed to or from withdrawn: its tasks leave or rejoin the counts. */
const WITHDRAWN_DELTA = (status: string) => `(case when ${status} = 'withdrawn' then -1 else 1 end)`;

/** SQLite: a row trigger's `old` or `new` task as a one-row source. */
const rowSource = (row: 'old' | 'new') =>
  `(select ${row}.company_id as company_id, ${row}.hire_id as hire_id, ${row}.assignee_id as assignee_id, ${row}.status as status, ${row}.task_category as task_category, ${row}.due_date as due_date) r`;

async function countOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create trigger hire_tasks_counted_insert after insert on hire_tasks begin ${addToCounts([countedUnder(rowSource('new'), '1', HIRE_COUNTED)])}; end`)
    .execute(db);
  await sql
    .raw(`create trigger hire_tasks_counted_delete after delete on hire_tasks begin ${addToCounts([countedUnder(rowSource('old'), '-1', HIRE_COUNTED)])}; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger hire_tasks_counted_update after update on hire_tasks
      when ${COUNTED_COLUMNS.map((column) => `old.${column} is not new.${column}`).join(' or ')}
      begin ${addToCounts([countedUnder(rowSource('old'), '-1', HIRE_COUNTED), countedUnder(rowSource('new'), '1', HIRE_COUNTED)])}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger new_hires_tasks_counted after update of status on new_hires
      when (old.status = 'withdrawn') is not (new.status = 'withdrawn')
      begin ${addToCounts([countedUnder('hire_tasks r', WITHDRAWN_DELTA('new.status'), 'r.company_id = new.company_id and r.hire_id = new.id')])}; end`,
    )
    .execute(db);
  // A hire's tasks go before it, while its status still says whether they are counted.
  await sql
    .raw(
      `create trigger new_hires_tasks_removed before delete on new_hires begin delete from hire_tasks where company_id = old.company_id and hire_id = old.id; end`,
    )
    .execute(db);
}

/** On PostgreSQL once per statement over its transition tables, so a bulk load adds its counts in one go. */
async function countOnPostgres(db: Kysely<unknown>): Promise<void> {
  const added = countedUnder('new_rows r', '1', HIRE_COUNTED);
  const removed = countedUnder('old_rows r', '-1', HIRE_COUNTED);
  await sql
    .raw(
      `create function hire_tasks_counted() returns trigger language plpgsql as $$ begin
        if tg_op = 'INSERT' then ${addToCounts([added])}; end if;
        if tg_op = 'DELETE' then ${addToCounts([removed])}; end if;
        if tg_op = 'UPDATE' then ${addToCounts([removed, added])}; end if;
        return null; end $$`,
    )
    .execute(db);
  const transitions = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' };
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql
      .raw(
        `create trigger hire_tasks_counted_${event} after ${event} on hire_tasks referencing ${transitions[event]} for each statement execute function hire_tasks_counted()`,
      )
      .execute(db);
  }
  const moved = `hire_tasks r join (select n.id, n.company_id, ${WITHDRAWN_DELTA('n.status')} as delta from old_rows o join new_rows n on n.id = o.id
    where (o.status = 'withdrawn') <> (n.status = 'withdrawn')) m on m.company_id = r.company_id and m.id = r.hire_id`;
  await sql
    .raw(
      `create function new_hires_tasks_counted() returns trigger language plpgsql as $$ begin ${addToCounts([countedUnder(moved, 'm.delta', 'true')])}; return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger new_hires_tasks_counted after update on new_hires referencing old table as old_rows new table as new_rows for each statement execute function new_hires_tasks_counted()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function new_hires_tasks_removed() returns trigger language plpgsql as $$ begin delete from hire_tasks where company_id = old.company_id and hire_id = old.id; return old; end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger new_hires_tasks_removed before delete on new_hires for each row execute function new_hires_tasks_removed()`).execute(db);
}

async function uncount(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const triggers: [string, string][] = [
    ['hire_tasks_counted_insert', 'hire_tasks'],
    ['hire_tasks_counted_update', 'hire_tasks'],
    ['hire_tasks_counted_delete', 'hire_tasks'],
    ['new_hires_tasks_counted', 'new_hires'],
    ['new_hires_tasks_removed', 'new_hires'],
  ];
  for (const [trigger, table] of triggers) await sql.raw(`drop trigger if exists ${trigger}${kind === 'postgres' ? ` on ${table}` : ''}`).execute(db);
  if (kind === 'postgres') {
    for (const fn of ['hire_tasks_counted', 'new_hires_tasks_counted', 'new_hires_tasks_removed']) await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
}

async function replaceIndexes(db: Kysely<unknown>, drop: Record<string, string>, create: Record<string, string>): Promise<void> {
  for (const name of Object.keys(drop)) await sql.raw(`drop index if exists ${name}`).execute(db);
  for (const [name, columns] of Object.entries(create)) await sql.raw(`create index ${name} on hire_tasks (${columns})`).execute(db);
}

export function taskLists(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('company_generations')
        .addColumn('tasks', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await unwatch(db, kind, 'hire_tasks');
      await watch(db, kind, 'hire_tasks', TASK_RULES);

      await db.schema
        .createTable('task_counts')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        /** 'company' for every task of the company, or the id of the user the tasks are assigned to. */
        .addColumn('counted_for', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('task_category', 'text', (column) => column.notNull())
        .addColumn('due_date', 'text', (column) => column.notNull())
        .addColumn('task_count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('task_counts_pk', ['company_id', 'counted_for', 'status', 'task_category', 'due_date'])
        .execute();
      await sql
        .raw(
          `insert into task_counts (${COUNT_KEY}, task_count) select company_id, counted_for, status, task_category, due_date, sum(delta) from (${countedUnder('hire_tasks r', '1', HIRE_COUNTED)}) d group by ${COUNT_KEY}`,
        )
        .execute(db);
      await (kind === 'sqlite' ? countOnSqlite(db) : countOnPostgres(db));
      await replaceIndexes(db, INDEXES_BEFORE, INDEXES);
    },
    async down(db: Kysely<unknown>) {
      await replaceIndexes(db, INDEXES, INDEXES_BEFORE);
      await uncount(db, kind);
      await db.schema.dropTable('task_counts').ifExists().execute();
      await unwatch(db, kind, 'hire_tasks');
      await watch(
        db,
        kind,
        'hire_tasks',
        RULES.filter((each) => each.table === 'hire_tasks'),
      );
      await db.schema.alterTable('company_generations').dropColumn('tasks').execute();
    },
  };
}
