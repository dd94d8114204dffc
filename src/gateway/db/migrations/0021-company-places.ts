import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * Departments, locations and other criteria as settings the company keeps (docs/gateway.md,
 * Departments, locations and other criteria):
 *
 * - `departments` / `locations` gain `external_id` (the id another system knows them by),
 *   `archived_at` (archived values stay on hires and rules but are not offered for new hires) and
 *   `version` (a write names the version it read); `locations` also gains `address`.
 * - `other_criteria`: the company's own criteria values ("Contractor", "Relocating"), kept alike.
 * - `hire_other_criteria`: the other criteria set on each hire; the rule engine reads them from
 *   `hire_criteria` (dimension `other`), which the same writes keep.
 */
export function companyPlaces(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['departments', 'locations'] as const) {
        await db.schema.alterTable(table).addColumn('external_id', 'text').execute();
        await db.schema.alterTable(table).addColumn('archived_at', type.timestamp).execute();
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
          .execute();
      }
      await db.schema.alterTable('locations').addColumn('address', 'text').execute();
      await db.schema
        .createTable('other_criteria')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('external_id', 'text')
        .addColumn('archived_at', type.timestamp)
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('other_criteria_company_idx').on('other_criteria').columns(['company_id', 'name']).execute();
      await db.schema
        .createTable('hire_other_criteria')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('other_criterion_id', type.id, (column) => column.notNull().references('other_criteria.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('hire_other_criteria_pk', ['company_id', 'hire_id', 'other_criterion_id'])
        .execute();
      await db.schema.createIndex('hire_other_criteria_value_idx').on('hire_other_criteria').columns(['company_id', 'other_criterion_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('hire_other_criteria').ifExists().execute();
      await db.schema.dropTable('other_criteria').ifExists().execute();
      await db.schema.alterTable('locations').dropColumn('address').execute();
      for (const table of ['locations', 'departments'] as const) {
        await db.schema.alterTable(table).dropColumn('version').execute();
        await db.schema.alterTable(table).dropColumn('archived_at').execute();
        await db.schema.alterTable(table).dropColumn('external_id').execute();
      }
    },
  };
}
