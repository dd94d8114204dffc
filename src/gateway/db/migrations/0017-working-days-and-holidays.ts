import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

const UNITS = sql`('calendarDays', 'workingDays')`;

/**
 * Working days and holiday calendars (docs/gateway.md, Working days and holidays):
 *
 * - `companies.working_days`: the ISO weekdays the company works, as digits ('12345' is Monday to Friday).
 * - `locations.holiday_country` / `holiday_region`: where the location's public holidays are imported from.
 * - `location_holidays`: one row per day off of a location, imported or the company's own; an
 *   imported day the company does not take off stays as a row marked `removed`, so importing again
 *   does not bring it back. Due dates read a location's days in a date range: the primary key.
 * - `plan_task_templates.due_offset_unit`, and the rule a hire's task was made from
 *   (`hire_tasks.due_offset_days` / `due_offset_unit`, null for a task added by hand): whether an
 *   offset counts calendar or working days. Existing rows keep counting calendar days.
 */
export function workingDaysAndHolidays(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('companies')
        .addColumn('working_days', 'text', (column) => column.notNull().defaultTo('12345'))
        .execute();
      await db.schema.alterTable('locations').addColumn('holiday_country', 'text').execute();
      await db.schema.alterTable('locations').addColumn('holiday_region', 'text').execute();
      await db.schema
        .createTable('location_holidays')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('location_id', type.id, (column) => column.notNull().references('locations.id').onDelete('cascade'))
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('origin', 'text', (column) => column.notNull())
        .addColumn('removed', type.flag, (column) => column.notNull().defaultTo(type.no))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addPrimaryKeyConstraint('location_holidays_pk', ['company_id', 'location_id', 'day'])
        .addCheckConstraint('location_holidays_origin_check', sql`origin in ('imported', 'company')`)
        .execute();
      await db.schema
        .alterTable('plan_task_templates')
        .addColumn('due_offset_unit', 'text', (column) =>
          column
            .notNull()
            .defaultTo('calendarDays')
            .check(sql`due_offset_unit in ${UNITS}`),
        )
        .execute();
      await db.schema.alterTable('hire_tasks').addColumn('due_offset_days', 'integer').execute();
      await db.schema
        .alterTable('hire_tasks')
        .addColumn('due_offset_unit', 'text', (column) => column.check(sql`due_offset_unit in ${UNITS}`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('hire_tasks').dropColumn('due_offset_unit').execute();
      await db.schema.alterTable('hire_tasks').dropColumn('due_offset_days').execute();
      await db.schema.alterTable('plan_task_templates').dropColumn('due_offset_unit').execute();
      await db.schema.dropTable('location_holidays').ifExists().execute();
      await db.schema.alterTable('locations').dropColumn('holiday_region').execute();
      await db.schema.alterTable('locations').dropColumn('holiday_country').execute();
      await db.schema.alterTable('companies').dropColumn('working_days').execute();
    },
  };
}
