import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * The onboarding model of docs/adr/0006: departments, locations, hires and their change record,
 * plan templates, the plans and tasks of each hire, and the documents kept with a hire. Every
 * table carries company_id, and every index leads with it: no query reads across companies.
 */
export function onboarding(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('companies')
        .addColumn('brand_color', 'text', (column) => column.notNull().defaultTo('#1d4ed8'))
        .execute();
      await db.schema.alterTable('companies').addColumn('logo_file_id', type.id).execute();
      await db.schema.alterTable('companies').addColumn('website', 'text').execute();

      for (const table of ['departments', 'locations']) {
        let builder = db.schema
          .createTable(table)
          .addColumn('id', type.id, (column) => column.primaryKey())
          .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
          .addColumn('name', 'text', (column) => column.notNull())
          .addColumn('created_at', type.timestamp, (column) => column.notNull())
          .addUniqueConstraint(`${table}_name_unique`, ['company_id', 'name']);
        if (table === 'locations') builder = builder.addColumn('timezone', 'text');
        await builder.execute();
      }

      await db.schema
        .createTable('new_hires')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('preferred_name', 'text')
        /** Lower-cased "first last preferred email" with accents removed: what search compares. */
        .addColumn('search_text', 'text', (column) => column.notNull())
        /** Lower-cased "first last", the name sort key. */
        .addColumn('sort_name', 'text', (column) => column.notNull())
        .addColumn('personal_email', 'text', (column) => column.notNull())
        .addColumn('work_email', 'text')
        .addColumn('phone', 'text')
        .addColumn('job_title', 'text', (column) => column.notNull())
        .addColumn('department_id', type.id, (column) => column.references('departments.id').onDelete('set null'))
        .addColumn('location_id', type.id, (column) => column.references('locations.id').onDelete('set null'))
        .addColumn('employment_status', 'text', (column) => column.notNull())
        /** YYYY-MM-DD: a calendar day with no time, which sorts as text on both dialects. */
        .addColumn('start_date', 'text', (column) => column.notNull())
        .addColumn('timezone', 'text', (column) => column.notNull())
        .addColumn('manager_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('coordinator_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('buddy_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('user_id', type.id, (column) => column.references('users.id').onDelete('set null').unique())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('custom_fields', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('welcome_message', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('first_day', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('created_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addCheckConstraint('new_hires_status_check', sql`status in ('pending', 'preboarding', 'onboarding', 'completed', 'withdrawn')`)
        .execute();
      // The hires list. A status tab, or none, with any sort column is read in index order and stops after offset + limit rows: every index ends with the id
      // tie-break. A department, location or manager filter's index holds the status (the counts by
      // status under it read nothing else) and every sort key, so the page's ids are picked and sorted
      // from the index alone; search reads the folded names from an index rather than the whole table.
      const sortKeys = ['start_date', 'id', 'created_at', 'sort_name', 'job_title'];
      const hireIndexes: Record<string, string[]> = {
        new_hires_status_start_idx: ['company_id', 'status', 'start_date', 'id'],
        new_hires_status_created_idx: ['company_id', 'status', 'created_at', 'id'],
        new_hires_status_name_idx: ['company_id', 'status', 'sort_name', 'id'],
        new_hires_status_job_title_idx: ['company_id', 'status', 'job_title', 'id'],
        new_hires_start_idx: ['company_id', 'start_date', 'id', 'status'],
        new_hires_created_idx: ['company_id', 'created_at', 'id'],
        new_hires_name_idx: ['company_id', 'sort_name', 'id'],
        new_hires_job_title_idx: ['company_id', 'job_title', 'id'],
        new_hires_department_idx: ['company_id', 'department_id', 'status', ...sortKeys],
        new_hires_location_idx: ['company_id', 'location_id', 'status', ...sortKeys],
        new_hires_manager_idx: ['company_id', 'manager_id', 'status', ...sortKeys],
        new_hires_search_idx: ['company_id', 'status', 'search_text'],
      };
      for (const [name, columns] of Object.entries(hireIndexes)) {
        await db.schema.createIndex(name).on('new_hires').columns(columns).execute();
      }
      if (kind === 'postgres') await indexSearchTrigrams(db);
      await countHiresByStartAndStatus(db, kind);

      await db.schema
        .createTable('new_hire_changes')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('field', 'text', (column) => column.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text')
        .addColumn('changed_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('changed_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('new_hire_changes_hire_idx').on('new_hire_changes').columns(['company_id', 'hire_id', 'changed_at']).execute();

      await db.schema
        .createTable('plan_templates')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .addUniqueConstraint('plan_templates_name_unique', ['company_id', 'name'])
        .execute();

      await db.schema
        .createTable('plan_task_templates')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('plan_template_id', type.id, (column) => column.notNull().references('plan_templates.id').onDelete('cascade'))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('task_category', 'text', (column) => column.notNull())
        .addColumn('assignee_role', 'text', (column) => column.notNull())
        .addColumn('assignee_user_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('due_offset_days', 'integer', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('plan_task_templates_plan_idx').on('plan_task_templates').columns(['company_id', 'plan_template_id', 'position']).execute();

      await db.schema
        .createTable('hire_plans')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('plan_template_id', type.id, (column) => column.references('plan_templates.id').onDelete('set null'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('assigned_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('assigned_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('hire_plans_hire_idx').on('hire_plans').columns(['company_id', 'hire_id']).execute();

      await db.schema
        .createTable('hire_tasks')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('hire_plan_id', type.id, (column) => column.references('hire_plans.id').onDelete('set null'))
        .addColumn('plan_task_template_id', type.id, (column) => column.references('plan_task_templates.id').onDelete('set null'))
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('task_category', 'text', (column) => column.notNull())
        .addColumn('assignee_role', 'text', (column) => column.notNull())
        .addColumn('assignee_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('assignee_note', 'text')
        .addColumn('due_date', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('todo'))
        .addColumn('blocked_reason', 'text')
        .addColumn('completed_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('completed_at', type.timestamp)
        .addColumn('created_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addCheckConstraint('hire_tasks_status_check', sql`status in ('todo', 'done', 'blocked')`)
        .addCheckConstraint('hire_tasks_category_check', sql`task_category in ('build_relationships', 'know_the_company', 'job_training', 'logistics')`)
        .execute();
      // hire_id last: counts that leave out withdrawn hires' tasks read these indexes alone.
      await db.schema.createIndex('hire_tasks_assignee_idx').on('hire_tasks').columns(['company_id', 'assignee_id', 'status', 'due_date', 'hire_id']).execute();
      await db.schema.createIndex('hire_tasks_hire_idx').on('hire_tasks').columns(['company_id', 'hire_id', 'due_date']).execute();
      await db.schema.createIndex('hire_tasks_status_due_idx').on('hire_tasks').columns(['company_id', 'status', 'due_date', 'hire_id']).execute();

      await db.schema
        .createTable('hire_documents')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('file_id', type.id, (column) => column.notNull().references('files.id').onDelete('cascade'))
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('uploaded_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('hire_documents_hire_idx').on('hire_documents').columns(['company_id', 'hire_id', 'created_at']).execute();

      // New hires sign in to their welcome experience: every existing company's NEW_HIRE role may view it.
      await sql`insert into role_grants (company_id, role, permission) select id, 'NEW_HIRE', 'onb.welcome.view' from companies`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from role_grants where permission = 'onb.welcome.view'`.execute(db);
      await uncountHires(db, kind);
      for (const table of [
        'hire_documents',
        'hire_tasks',
        'hire_plans',
        'plan_task_templates',
        'plan_templates',
        'new_hire_changes',
        'new_hires',
        'locations',
        'departments',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      for (const column of ['website', 'logo_file_id', 'brand_color']) {
        await db.schema.alterTable('companies').dropColumn(column).execute();
      }
    },
  };
}

/**
 * `hire_start_counts`: how many hires each company has per start date and status, kept by triggers
 * on every insert, delete and change of status or start date (whoever writes: the calls, the seed,
 * a bulk import). The list's status tabs sum it, over a start-date range or all dates, instead of
 * counting up to 100,000 rows per page.
 */
async function countHiresByStartAndStatus(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const type = columnTypes(kind);
  await db.schema
    .createTable('hire_start_counts')
    .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('hire_count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('hire_start_counts_pk', ['company_id', 'start_date', 'status'])
    .execute();
  const increment = sql.raw(
    'insert into hire_start_counts (company_id, start_date, status, hire_count) values (new.company_id, new.start_date, new.status, 1) ' +
      'on conflict (company_id, start_date, status) do update set hire_count = hire_start_counts.hire_count + 1',
  );
  const decrement = sql.raw(
    'update hire_start_counts set hire_count = hire_count - 1 where company_id = old.company_id and start_date = old.start_date and status = old.status',
  );
  if (kind === 'sqlite') {
    await sql`create trigger new_hires_counted_insert after insert on new_hires begin ${increment}; end`.execute(db);
    await sql`create trigger new_hires_counted_delete after delete on new_hires begin ${decrement}; end`.execute(db);
    await sql`create trigger new_hires_counted_update after update of status, start_date, company_id on new_hires
      when old.status is not new.status or old.start_date is not new.start_date or old.company_id is not new.company_id
      begin ${decrement}; ${increment}; end`.execute(db);
    return;
  }
  // The two counter rows are locked in key order, so concurrent changes cannot deadlock on them.
  await sql`create function hire_start_counted() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (old.start_date, old.status) > (new.start_date, new.status) then
        ${increment};
        ${decrement};
        return null;
      end if;
      if tg_op <> 'INSERT' then
        ${decrement};
      end if;
      if tg_op <> 'DELETE' then
        ${increment};
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger new_hires_counted after insert or delete on new_hires for each row execute function hire_start_counted()`.execute(db);
  await sql`create trigger new_hires_counted_update after update of status, start_date, company_id on new_hires
    for each row when (old.status is distinct from new.status or old.start_date is distinct from new.start_date or old.company_id is distinct from new.company_id)
    execute function hire_start_counted()`.execute(db);
}

async function uncountHires(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  for (const trigger of ['new_hires_counted_insert', 'new_hires_counted_delete', 'new_hires_counted_update', 'new_hires_counted']) {
    await sql.raw(kind === 'sqlite' ? `drop trigger if exists ${trigger}` : `drop trigger if exists ${trigger} on new_hires`).execute(db);
  }
  if (kind === 'postgres') await sql`drop function if exists hire_start_counted()`.execute(db);
  await db.schema.dropTable('hire_start_counts').ifExists().execute();
}

/**
 * On PostgreSQL the list's search (LIKE '%word%' over the folded names and email) can use a
 * trigram index. pg_trgm is a contrib extension a database owner may create; where the role may
 * not, the migration goes on without the index and search reads the covering search index instead.
 */
async function indexSearchTrigrams(db: Kysely<unknown>): Promise<void> {
  await sql`savepoint search_trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    const found = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const schema = found.rows[0]?.schema ?? 'public';
    await sql`create index new_hires_search_trgm_idx on new_hires using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    await sql`release savepoint search_trigrams`.execute(db);
  } catch {
    await sql`rollback to savepoint search_trigrams`.execute(db);
  }
}
