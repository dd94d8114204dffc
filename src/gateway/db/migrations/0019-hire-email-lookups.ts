import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const EMAIL_INDEXES = {
  new_hires_personal_email_idx: ['company_id', 'personal_email'],
  new_hires_work_email_idx: ['company_id', 'work_email'],
  // The name index alone reads every hire of that name to find the start date.
  new_hires_name_start_idx: ['company_id', 'sort_name', 'start_date'],
} as const;

/**
 * The company's hires by personal or work email, and by name and start date: what
 * `newHire.duplicates` looks up while a hire is entered, read from an index rather than every hire
 * of the company or of that name.
 */
export function hireEmailLookups(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, columns] of Object.entries(EMAIL_INDEXES)) {
        await db.schema
          .createIndex(name)
          .on('new_hires')
          .columns([...columns])
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const name of Object.keys(EMAIL_INDEXES)) await db.schema.dropIndex(name).ifExists().execute();
    },
  };
}
