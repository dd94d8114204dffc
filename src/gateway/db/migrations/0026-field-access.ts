import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * Field access (docs/adr/0010-access-levels.md "Fields", docs/gateway.md Access):
 *
 * - `employee_field_access`: per company and field (a built-in key or a custom field's id), what an
 *   employee may do with it for themselves (`hidden`, `view`, `edit`) and whether the rest of the
 *   company sees it. A field without a row has its default (src/shared/field-access.ts).
 * - `manager_field_access`: per company and field, what someone sees (`view`), changes (`edit`) or
 *   does not see (`hidden`) of the hires they manage.
 * - `default_access_settings`: per company, the manager's access to their reports' tasks (`view`,
 *   `edit`) and documents, and the versions a change to each page must name. No row reads as the
 *   defaults at version 1.
 */
export function fieldAccess(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('employee_field_access')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('field_key', 'text', (column) => column.notNull())
        .addColumn('self_level', 'text', (column) => column.notNull())
        .addColumn('visible_to_company', type.flag, (column) => column.notNull())
        .addPrimaryKeyConstraint('employee_field_access_pk', ['company_id', 'field_key'])
        .execute();

      await db.schema
        .createTable('manager_field_access')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('field_key', 'text', (column) => column.notNull())
        .addColumn('level', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('manager_field_access_pk', ['company_id', 'field_key'])
        .execute();

      await db.schema
        .createTable('default_access_settings')
        .addColumn('company_id', type.id, (column) => column.primaryKey().references('companies.id').onDelete('cascade'))
        .addColumn('manager_tasks', 'text', (column) => column.notNull().defaultTo('view'))
        .addColumn('manager_documents', type.flag, (column) => column.notNull().defaultTo(type.yes))
        .addColumn('employee_version', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('manager_version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['default_access_settings', 'manager_field_access', 'employee_field_access']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
