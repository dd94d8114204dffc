import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for the file store's access rules: what a file is attached to is read from the columns
 * that name it (hire_documents.file_id, companies.logo_file_id), never kept beside it, so finding a
 * file's documents needs an index on the file; the quota sums a user's uploads; and the sweep of
 * unattached uploads looks for the old ones across companies (on SQLite a scan of `files` would
 * read every file's bytes on the way to `created_at`).
 */
export function fileAccess(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('hire_documents_file_idx').on('hire_documents').columns(['company_id', 'file_id']).execute();
      await db.schema.createIndex('files_uploader_idx').on('files').columns(['company_id', 'uploaded_by']).execute();
      await db.schema.createIndex('files_created_idx').on('files').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of ['files_created_idx', 'files_uploader_idx', 'hire_documents_file_idx']) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
    },
  };
}
