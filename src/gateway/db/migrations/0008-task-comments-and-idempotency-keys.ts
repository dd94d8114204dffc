import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * `task_comments`: what people say on a task, oldest first. `idempotency_keys`: the first answer to
 * each change sent with an `Idempotency-Key`, per user, so that a retry answers the same and changes
 * nothing again (docs/gateway.md, Idempotency keys).
 */
export function taskCommentsAndIdempotencyKeys(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('task_comments')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('task_id', type.id, (column) => column.notNull().references('hire_tasks.id').onDelete('cascade'))
        .addColumn('author_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('task_comments_task_idx').on('task_comments').columns(['company_id', 'task_id', 'created_at']).execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', type.id, (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('idempotency_key', 'text', (column) => column.notNull())
        .addColumn('operation', 'text', (column) => column.notNull())
        /** SHA-256 of the operation and its input: the same key with another body is refused. */
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        /** Null while the first attempt is under way. */
        .addColumn('status_code', 'integer')
        .addColumn('answer', 'text')
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['company_id', 'user_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').columns(['created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').ifExists().execute();
      await db.schema.dropTable('task_comments').ifExists().execute();
    },
  };
}
