import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

const LOGIN_AS_PERMISSION = 'prf.settings.people.login_as_user';
const ROLES_THAT_LOG_IN_AS = ['SUPER_ADMIN', 'COMPANY_ADMIN'] as const;

/**
 * "Log in as a user": a refresh family may be acting for an administrator (`acting_user_id`), and
 * every start and end of acting is written to `impersonation_log`. The log keeps the names as they
 * were, so it still reads when an account is deleted later.
 */
export function loginAs(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('refresh_tokens')
        .addColumn('acting_user_id', type.id, (column) => column.references('users.id').onDelete('cascade'))
        .execute();

      await db.schema
        .createTable('impersonation_log')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('actor_user_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('actor_name', 'text', (column) => column.notNull())
        .addColumn('target_user_id', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('target_name', 'text', (column) => column.notNull())
        /** The refresh family of the acting session. */
        .addColumn('family_id', type.id, (column) => column.notNull())
        .addColumn('started_at', type.timestamp, (column) => column.notNull())
        .addColumn('ended_at', type.timestamp)
        .addColumn('end_reason', 'text')
        .addCheckConstraint('impersonation_log_end_reason_check', sql`end_reason is null or end_reason in ('returned', 'signed-out', 'revoked')`)
        .execute();
      await db.schema.createIndex('impersonation_log_company_idx').on('impersonation_log').columns(['company_id', 'started_at']).execute();
      await db.schema.createIndex('impersonation_log_family_idx').on('impersonation_log').columns(['company_id', 'family_id']).execute();

      for (const role of ROLES_THAT_LOG_IN_AS) {
        // `where true` lets SQLite read the upsert clause after a select.
        await sql`insert into role_grants (company_id, role, permission)
          select id, cast(${role} as text), cast(${LOGIN_AS_PERMISSION} as text) from companies where true
          on conflict do nothing`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from role_grants where permission = ${LOGIN_AS_PERMISSION}`.execute(db);
      await db.schema.dropTable('impersonation_log').ifExists().execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('acting_user_id').execute();
    },
  };
}
