import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * `mail_outbox` becomes the queue every mail goes through (docs/gateway.md, Mail): a status, the
 * attempts made, when the next is due, the lease of the process sending it, the last error, and
 * when it was queued and sent. SQLite cannot make a column nullable in place, so the table is built
 * anew on both databases; the mails it held were kept without SMTP and stay so.
 */
export function mailDeliveryQueue(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_outbox_next')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.references('companies.id').onDelete('set null'))
        .addColumn('kind', 'text')
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', type.timestamp, (column) => column.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('lease_until', type.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('queued_at', type.timestamp, (column) => column.notNull())
        .addColumn('sent_at', type.timestamp)
        .addCheckConstraint('mail_outbox_status_check', sql`status in ('kept', 'queued', 'sending', 'sent', 'failed')`)
        .execute();
      await sql`
        insert into mail_outbox_next (id, company_id, to_address, subject, text, html, status, attempts, next_attempt_at, queued_at)
        select id, company_id, to_address, subject, text, html, 'kept', 0, sent_at, sent_at from mail_outbox
      `.execute(db);
      await db.schema.dropTable('mail_outbox').execute();
      await db.schema.alterTable('mail_outbox_next').renameTo('mail_outbox').execute();
      // The workers' claim reads due mail by status and time; the outbox is read newest first, also per address.
      await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('mail_outbox_queued_idx').on('mail_outbox').column('queued_at').execute();
      await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'queued_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_outbox_previous')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.references('companies.id').onDelete('set null'))
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text', (column) => column.notNull())
        .addColumn('sent_at', type.timestamp, (column) => column.notNull())
        .execute();
      await sql`
        insert into mail_outbox_previous (id, company_id, to_address, subject, text, html, sent_at)
        select id, company_id, to_address, subject, text, html, queued_at from mail_outbox where status = 'kept'
      `.execute(db);
      await db.schema.dropTable('mail_outbox').execute();
      await db.schema.alterTable('mail_outbox_previous').renameTo('mail_outbox').execute();
      await db.schema.createIndex('mail_outbox_sent_idx').on('mail_outbox').column('sent_at').execute();
    },
  };
}
