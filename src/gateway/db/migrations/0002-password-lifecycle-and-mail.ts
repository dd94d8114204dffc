import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { UNITED_KINGDOM } from '@shared/signup';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

const COMPANY_COLUMNS = ['country', 'company_number', 'company_size', 'address', 'postal_code', 'contact_number', 'signup_products'] as const;

/**
 * What a company gives at sign-up, the temporary-password flag and email verification of users,
 * the one-time codes (password reset, email verification) and the mail outbox.
 */
export function passwordLifecycleAndMail(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      for (const column of COMPANY_COLUMNS) {
        await db.schema.alterTable('companies').addColumn(column, 'text').execute();
      }
      // A UK company signs up once; other countries' numbers are free text and not checked.
      await db.schema
        .createIndex('companies_uk_number_idx')
        .on('companies')
        .column('company_number')
        .unique()
        .where(sql.ref('country'), '=', UNITED_KINGDOM)
        .execute();

      await db.schema
        .alterTable('users')
        .addColumn('must_change_password', type.flag, (column) => column.notNull().defaultTo(type.no))
        .execute();
      await db.schema.alterTable('users').addColumn('email_verified_at', type.timestamp).execute();

      await db.schema
        .createTable('one_time_codes')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', type.id, (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expires_at', type.timestamp, (column) => column.notNull())
        .addColumn('spent_at', type.timestamp)
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addCheckConstraint('one_time_codes_purpose_check', sql`purpose in ('password_reset', 'email_verification')`)
        .execute();
      await db.schema.createIndex('one_time_codes_user_idx').on('one_time_codes').columns(['company_id', 'user_id', 'purpose']).execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.references('companies.id').onDelete('set null'))
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text', (column) => column.notNull())
        .addColumn('sent_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_sent_idx').on('mail_outbox').column('sent_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_outbox').ifExists().execute();
      await db.schema.dropTable('one_time_codes').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
      await db.schema.alterTable('users').dropColumn('must_change_password').execute();
      await db.schema.dropIndex('companies_uk_number_idx').ifExists().execute();
      for (const column of COMPANY_COLUMNS) {
        await db.schema.alterTable('companies').dropColumn(column).execute();
      }
    },
  };
}
