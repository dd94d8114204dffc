import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * The rule engine's tables (docs/gateway.md, Rules): the targets rules may point at, their criteria,
 * each hire's criteria values, and the record of setting changes. A hire's department, location and
 * employment status reach `hire_criteria` by trigger, so every writer (calls, seed, bulk import)
 * keeps it true; values of other criteria and custom fields are written by their own code.
 */
export function criteriaRules(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('criteria_targets')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('target_kind', 'text', (column) => column.notNull())
        .addColumn('target_id', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('criteria_targets_pk', ['company_id', 'target_kind', 'target_id'])
        .execute();

      await db.schema
        .createTable('criteria_links')
        .addColumn('company_id', type.id, (column) => column.notNull())
        .addColumn('target_kind', 'text', (column) => column.notNull())
        .addColumn('target_id', 'text', (column) => column.notNull())
        .addColumn('dimension', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('criteria_links_pk', ['company_id', 'target_kind', 'target_id', 'dimension', 'value'])
        .addForeignKeyConstraint(
          'criteria_links_target_fk',
          ['company_id', 'target_kind', 'target_id'],
          'criteria_targets',
          ['company_id', 'target_kind', 'target_id'],
          (constraint) => constraint.onDelete('cascade'),
        )
        .execute();
      await db.schema.createIndex('criteria_links_value_idx').on('criteria_links').columns(['company_id', 'dimension', 'value', 'target_kind']).execute();

      await db.schema
        .createTable('hire_criteria')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('dimension', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('hire_criteria_pk', ['company_id', 'hire_id', 'dimension', 'value'])
        .execute();
      await db.schema.createIndex('hire_criteria_value_idx').on('hire_criteria').columns(['company_id', 'dimension', 'value', 'hire_id']).execute();
      await sql`insert into hire_criteria (company_id, hire_id, dimension, value) ${builtInValues('h')}`.execute(db);
      await keepBuiltInCriteria(db, kind);

      await db.schema
        .createTable('setting_changes')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('area', 'text', (column) => column.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('changed_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('changed_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('setting_changes_company_idx').on('setting_changes').columns(['company_id', 'changed_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      if (kind === 'sqlite') {
        for (const name of ['new_hires_criteria_insert', 'new_hires_criteria_update']) await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
      } else {
        await sql`drop trigger if exists new_hires_criteria on new_hires`.execute(db);
        await sql`drop function if exists hire_built_in_criteria()`.execute(db);
      }
      for (const table of ['setting_changes', 'hire_criteria', 'criteria_links', 'criteria_targets']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}

const BUILT_IN_COLUMNS = { department: 'department_id', location: 'location_id', employment_status: 'employment_status' } as const;

/** A select of the department, location and employment status of `new` in a trigger, or of every hire. */
function builtInValues(row: 'new' | 'h') {
  const from = row === 'new' ? '' : ` from new_hires ${row}`;
  return sql.raw(
    Object.entries(BUILT_IN_COLUMNS)
      .map(
        ([dimension, column]) =>
          `select ${row}.company_id, ${row}.id, '${dimension}', cast(${row}.${column} as text)${from} where ${row}.${column} is not null`,
      )
      .join(' union all '),
  );
}

async function keepBuiltInCriteria(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const forget = sql.raw(
    "delete from hire_criteria where company_id = old.company_id and hire_id = old.id and dimension in ('department', 'location', 'employment_status')",
  );
  const insert = sql`insert into hire_criteria (company_id, hire_id, dimension, value) ${builtInValues('new')}`;
  if (kind === 'sqlite') {
    await sql`create trigger new_hires_criteria_insert after insert on new_hires begin ${insert}; end`.execute(db);
    await sql`create trigger new_hires_criteria_update after update of department_id, location_id, employment_status, company_id on new_hires
      when old.department_id is not new.department_id or old.location_id is not new.location_id
        or old.employment_status is not new.employment_status or old.company_id is not new.company_id
      begin ${forget}; ${insert}; end`.execute(db);
    return;
  }
  await sql`create function hire_built_in_criteria() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        if (old.department_id, old.location_id, old.employment_status, old.company_id)
          is not distinct from (new.department_id, new.location_id, new.employment_status, new.company_id) then
          return null;
        end if;
        ${forget};
      end if;
      ${insert};
      return null;
    end $$`.execute(db);
  await sql`create trigger new_hires_criteria after insert or update of department_id, location_id, employment_status, company_id on new_hires
    for each row execute function hire_built_in_criteria()`.execute(db);
}
