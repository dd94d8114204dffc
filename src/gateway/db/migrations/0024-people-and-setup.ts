import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * People on /settings/permissions (docs/gateway.md, People):
 *
 * - `users.version`: raised by every change made through the people calls (role, deactivate,
 *   reactivate, a new invitation), so a change made on a stale read is refused with 409.
 * - `users.invited_at` / `invited_by`: when and by whom the last invitation mail was sent; a
 *   resend waits out the interval from it, and "invitations not accepted" counts from it.
 */
export function peopleAndSetup(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('users').addColumn('invited_at', type.timestamp).execute();
      await db.schema
        .alterTable('users')
        .addColumn('invited_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['invited_by', 'invited_at', 'version']) await db.schema.alterTable('users').dropColumn(column).execute();
    },
  };
}
