import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * `code_requests`: a forgot-password or resend-otp request as it was made (the email as typed, the
 * code's purpose, when), written the same for every email and resolved after the answer by a
 * process of the gateway, which removes it (docs/gateway.md, Mail). It has no company: until it is
 * resolved nobody knows whether the email has an account, and it lives only until then.
 */
export function codeRequests(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('code_requests')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('requested_at', type.timestamp, (column) => column.notNull())
        .addCheckConstraint('code_requests_purpose_check', sql`purpose in ('password_reset', 'email_verification')`)
        .execute();
      // The resolvers take the oldest requests first.
      await db.schema.createIndex('code_requests_requested_idx').on('code_requests').column('requested_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('code_requests').ifExists().execute();
    },
  };
}
