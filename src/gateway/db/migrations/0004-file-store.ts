import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * The file store: each upload's bytes in a row of its company, so a file is written in one
 * transaction with its metadata and is backed up with the rest of the database.
 */
export function fileStore(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  const bytes = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('files')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        // The company's documents outlive the account that uploaded them.
        .addColumn('uploaded_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('sha256', 'text', (column) => column.notNull())
        .addColumn('bytes', bytes, (column) => column.notNull())
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('files_company_idx').on('files').columns(['company_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('files').ifExists().execute();
    },
  };
}
