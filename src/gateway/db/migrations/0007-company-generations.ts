import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

type Generation = 'access' | 'hires' | 'shown';
const GENERATIONS: readonly Generation[] = ['access', 'hires', 'shown'];

/** A change that raises one of a company's generations (later migrations add generations of their own). */
export interface Rule {
  table: string;
  generation: string;
  /** Whether adding or removing a row raises it. */
  insert: boolean;
  delete: boolean;
  /** The columns whose change raises it; every column when empty. */
  columns: readonly string[];
}

export const rule = (table: string, generation: string, rows: 'rows' | 'removed', columns: readonly string[]): Rule => ({
  table,
  generation,
  insert: rows === 'rows',
  delete: true,
  columns,
});

/**
 * `access`: what a session check reads: a refresh family revoked or removed, a user deactivated or
 * removed, a role's grants changed (signing in and refreshing add rows and raise nothing).
 * `hires`: a hire added, removed, or changed in a column the hires list filters and counts on.
 * `shown`: anything a page of the hires list shows: a hire, a task's status (the progress), a
 * department's or location's name, a manager's name or email.
 */
export const RULES: readonly Rule[] = [
  rule('refresh_tokens', 'access', 'removed', ['revoked_at', 'acting_user_id', 'user_id', 'family_id', 'company_id']),
  rule('users', 'access', 'removed', ['is_active', 'kind', 'role', 'company_id']),
  rule('role_grants', 'access', 'rows', []),
  rule('new_hires', 'hires', 'rows', ['status', 'start_date', 'department_id', 'location_id', 'manager_id', 'search_text', 'company_id']),
  rule('new_hires', 'shown', 'rows', []),
  rule('hire_tasks', 'shown', 'rows', ['status', 'hire_id']),
  rule('departments', 'shown', 'removed', ['name']),
  rule('locations', 'shown', 'removed', ['name']),
  rule('users', 'shown', 'removed', ['first_name', 'last_name', 'email']),
];

const TABLES = [...new Set(RULES.map((each) => each.table))];
const rulesOf = (table: string) => RULES.filter((each) => each.table === table);

/** Creates a table's generation triggers from its rules: one set per table, named after it. */
export async function watch(db: Kysely<unknown>, kind: DatabaseKind, table: string, rules: readonly Rule[]): Promise<void> {
  await (kind === 'sqlite' ? watchOnSqlite(db, table, rules) : watchOnPostgres(db, table, rules));
}

/** Whether any of the columns differs between two rows (SQL); true when none is named. */
function changed(columns: readonly string[], before: string, after: string, distinct: string): string {
  return columns.length === 0 ? 'true' : `(${columns.map((column) => `${before}.${column} ${distinct} ${after}.${column}`).join(' or ')})`;
}

/** `set` for an added or removed row: each generation the table's rules raise on that event. */
function raisedBy(rules: readonly Rule[], event: 'insert' | 'delete', alias = ''): string {
  return [...new Set(rules.filter((each) => each[event]).map((each) => each.generation))]
    .map((generation) => `${generation} = ${alias}${generation} + 1`)
    .join(', ');
}

// Every statement is an update, never an insert: a company's row is made with the company, and a
// cascade from deleting a company must not make it again.

async function watchOnSqlite(db: Kysely<unknown>, table: string, rules: readonly Rule[]): Promise<void> {
  for (const [event, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    const set = raisedBy(rules, event);
    if (set === '') continue;
    await sql
      .raw(
        `create trigger ${table}_generations_${event} after ${event} on ${table} begin update company_generations set ${set} where company_id = ${row}.company_id; end`,
      )
      .execute(db);
  }
  const set = rules
    .map((each) => `${each.generation} = ${each.generation} + (case when ${changed(each.columns, 'old', 'new', 'is not')} then 1 else 0 end)`)
    .join(', ');
  const when = rules.map((each) => changed(each.columns, 'old', 'new', 'is not')).join(' or ');
  await sql
    .raw(
      `create trigger ${table}_generations_update after update on ${table} when ${when}
      begin update company_generations set ${set} where company_id in (old.company_id, new.company_id); end`,
    )
    .execute(db);
}

/**
 * On PostgreSQL the triggers run once per statement over its transition tables: a bulk load of
 * 100,000 hires raises each company's numbers once, rather than writing a new version of one row
 * per hire.
 */
async function watchOnPostgres(db: Kysely<unknown>, table: string, rules: readonly Rule[]): Promise<void> {
  const pairs = 'old_rows o join new_rows n on n.id = o.id';
  // A table whose every change counts (role_grants, which has no id) needs no pairing of rows.
  const anyChange = rules.every((each) => each.columns.length === 0);
  const updated = rules
    .map(
      (each) =>
        `${each.generation} = g.${each.generation} + (case when exists (select 1 from ${pairs} where o.company_id = g.company_id and ${changed(each.columns, 'o', 'n', 'is distinct from')}) then 1 else 0 end)`,
    )
    .join(', ');
  const branches = [
    raisedBy(rules, 'insert') === ''
      ? ''
      : `if tg_op = 'INSERT' then update company_generations set ${raisedBy(rules, 'insert')} where company_id in (select company_id from new_rows); end if;`,
    raisedBy(rules, 'delete') === ''
      ? ''
      : `if tg_op = 'DELETE' then update company_generations set ${raisedBy(rules, 'delete')} where company_id in (select company_id from old_rows); end if;`,
    anyChange
      ? `if tg_op = 'UPDATE' then update company_generations set ${rules.map((each) => `${each.generation} = ${each.generation} + 1`).join(', ')} where company_id in (select company_id from old_rows union select company_id from new_rows); end if;`
      : `if tg_op = 'UPDATE' then update company_generations g set ${updated} where g.company_id in (select o.company_id from ${pairs} union select n.company_id from ${pairs}); end if;`,
  ];
  await sql.raw(`create function ${table}_generations() returns trigger language plpgsql as $$ begin ${branches.join(' ')} return null; end $$`).execute(db);
  const transitions = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' };
  for (const event of ['insert', 'update', 'delete'] as const) {
    if (event !== 'update' && raisedBy(rules, event) === '') continue;
    await sql
      .raw(
        `create trigger ${table}_generations_${event} after ${event} on ${table} referencing ${transitions[event]} for each statement execute function ${table}_generations()`,
      )
      .execute(db);
  }
}

export async function unwatch(db: Kysely<unknown>, kind: DatabaseKind, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists ${table}_generations_${event}${kind === 'postgres' ? ` on ${table}` : ''}`).execute(db);
  }
  if (kind === 'postgres') await sql.raw(`drop function if exists ${table}_generations()`).execute(db);
}

const ROW_FOR_NEW_COMPANY = `insert into company_generations (company_id, ${GENERATIONS.join(', ')}) values (new.id, ${GENERATIONS.map(() => '0').join(', ')})`;

/**
 * `company_generations`: numbers per company that triggers raise, whoever writes (the calls, the
 * status sweep, the seed, an import). The gateway keeps what it read (a session check, a hires list
 * answer) under the numbers it read first; a change raises a number and later reads look under a
 * new key, so nothing kept is ever stale, and every gateway process on the database sees a change
 * at once.
 */
export function companyGenerations(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('company_generations')
        .addColumn('company_id', type.id, (column) => column.primaryKey().references('companies.id').onDelete('cascade'));
      for (const generation of GENERATIONS) table = table.addColumn(generation, 'integer', (column) => column.notNull());
      await table.execute();
      await sql
        .raw(`insert into company_generations (company_id, ${GENERATIONS.join(', ')}) select id, ${GENERATIONS.map(() => '0').join(', ')} from companies`)
        .execute(db);
      if (kind === 'sqlite') {
        await sql.raw(`create trigger companies_generations after insert on companies begin ${ROW_FOR_NEW_COMPANY}; end`).execute(db);
      } else {
        await sql
          .raw(`create function companies_generations() returns trigger language plpgsql as $$ begin ${ROW_FOR_NEW_COMPANY}; return null; end $$`)
          .execute(db);
        await sql`create trigger companies_generations after insert on companies for each row execute function companies_generations()`.execute(db);
      }
      for (const watched of TABLES) await watch(db, kind, watched, rulesOf(watched));
    },
    async down(db: Kysely<unknown>) {
      for (const watched of TABLES) await unwatch(db, kind, watched);
      await sql.raw(`drop trigger if exists companies_generations${kind === 'postgres' ? ' on companies' : ''}`).execute(db);
      if (kind === 'postgres') await sql`drop function if exists companies_generations()`.execute(db);
      await db.schema.dropTable('company_generations').ifExists().execute();
    },
  };
}
