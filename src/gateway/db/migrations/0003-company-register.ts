import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * The UK company register, public reference data shared by every company (no company_id).
 * Keys are compared byte by byte (collation "C" on PostgreSQL, SQLite's BINARY), so a word prefix
 * is an index range and the order is the same on both databases.
 */
export function companyRegister(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  const key = kind === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('company_register')
        .addColumn('company_number', key, (column) => column.primaryKey())
        .addColumn('company_name', 'text', (column) => column.notNull())
        .addColumn('name_key', key, (column) => column.notNull())
        .addColumn('company_status', 'text')
        .addColumn('status_rank', 'integer', (column) => column.notNull())
        .addColumn('address_line_1', 'text')
        .addColumn('locality', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('company_register_order_idx').on('company_register').columns(['status_rank', 'name_key', 'company_number']).execute();

      await db.schema
        .createTable('company_register_words')
        .addColumn('word', key, (column) => column.notNull())
        .addColumn('company_number', key, (column) => column.notNull().references('company_register.company_number').onDelete('cascade'))
        .addPrimaryKeyConstraint('company_register_words_pk', ['word', 'company_number'])
        .execute();
      await db.schema.createIndex('company_register_words_company_idx').on('company_register_words').column('company_number').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('company_register_words').ifExists().execute();
      await db.schema.dropTable('company_register').ifExists().execute();
    },
  };
}
