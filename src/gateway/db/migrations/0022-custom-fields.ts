import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * Custom fields of a hire (docs/gateway.md, Custom fields):
 *
 * - `custom_fields`: the company's field definitions. `field_key` is made from the label when the
 *   field is created and never changes; `options` and `validation` are JSON; `type` never changes.
 * - `hire_field_values`: the values of a hire's filterable fields (selects, yes/no, dates, numbers),
 *   one row per value (a multi select has one per chosen option), so the hires list filters on them
 *   through an index rather than by reading every hire's JSON. `new_hires.custom_fields` keeps the
 *   values as entered, every type included; both are written in the same transaction.
 */
export function customFields(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('custom_fields')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('field_key', 'text', (column) => column.notNull())
        .addColumn('label', 'text', (column) => column.notNull())
        .addColumn('help_text', 'text')
        .addColumn('section', 'text', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('options', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('validation', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('filled_by', 'text', (column) => column.notNull())
        .addColumn('archived_at', type.timestamp)
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addUniqueConstraint('custom_fields_key_unique', ['company_id', 'field_key'])
        .addCheckConstraint('custom_fields_filled_by_check', sql`filled_by in ('coordinator', 'manager', 'new_hire')`)
        .execute();

      await db.schema
        .createTable('hire_field_values')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('field_id', type.id, (column) => column.notNull().references('custom_fields.id').onDelete('cascade'))
        // An option's key, 'yes' / 'no', a YYYY-MM-DD date (which sorts as text), or a number's text.
        .addColumn('value_text', 'text', (column) => column.notNull())
        .addColumn('value_number', 'double precision')
        .addPrimaryKeyConstraint('hire_field_values_pk', ['company_id', 'hire_id', 'field_id', 'value_text'])
        .execute();
      await db.schema.createIndex('hire_field_values_text_idx').on('hire_field_values').columns(['company_id', 'field_id', 'value_text', 'hire_id']).execute();
      await db.schema
        .createIndex('hire_field_values_number_idx')
        .on('hire_field_values')
        .columns(['company_id', 'field_id', 'value_number', 'hire_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('hire_field_values').ifExists().execute();
      await db.schema.dropTable('custom_fields').ifExists().execute();
    },
  };
}
