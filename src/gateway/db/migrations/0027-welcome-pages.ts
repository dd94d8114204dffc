import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * The company's welcome pages (docs/adr/0011-welcome-pages.md, docs/gateway.md "Welcome pages"):
 *
 * - `welcome_pages`: per company, a page's title, place in the order and draft blocks (JSON), the
 *   version hires get (null: a draft), and `version` for stale writes. A removed page keeps its row.
 * - `welcome_page_versions`: what publishing copied, never changed nor deleted: a hire who sent a
 *   form keeps the version they sent it on.
 * - `welcome_form_submissions`: one per hire, page and form block, with the version sent on.
 * - `welcome_page_images`: the stored images a page's draft or versions show, so that every user of
 *   the company may read them and the unattached upload sweep leaves them.
 */
export function welcomePages(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('welcome_pages')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('blocks', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('published_version', 'integer')
        .addColumn('removed_at', type.timestamp)
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('welcome_pages_order_idx').on('welcome_pages').columns(['company_id', 'removed_at', 'position']).execute();

      await db.schema
        .createTable('welcome_page_versions')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('page_id', type.id, (column) => column.notNull().references('welcome_pages.id').onDelete('cascade'))
        .addColumn('number', 'integer', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('blocks', 'text', (column) => column.notNull())
        .addColumn('published_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('published_at', type.timestamp, (column) => column.notNull())
        .addPrimaryKeyConstraint('welcome_page_versions_pk', ['company_id', 'page_id', 'number'])
        .execute();

      await db.schema
        .createTable('welcome_form_submissions')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('page_id', type.id, (column) => column.notNull().references('welcome_pages.id').onDelete('cascade'))
        .addColumn('block_id', 'text', (column) => column.notNull())
        .addColumn('page_version', 'integer', (column) => column.notNull())
        .addColumn('submitted_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('submitted_at', type.timestamp, (column) => column.notNull())
        .addPrimaryKeyConstraint('welcome_form_submissions_pk', ['company_id', 'hire_id', 'page_id', 'block_id'])
        .execute();
      // The versions' submission counts of a page.
      await db.schema
        .createIndex('welcome_form_submissions_page_idx')
        .on('welcome_form_submissions')
        .columns(['company_id', 'page_id', 'page_version'])
        .execute();

      await db.schema
        .createTable('welcome_page_images')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('page_id', type.id, (column) => column.notNull().references('welcome_pages.id').onDelete('cascade'))
        .addColumn('file_id', type.id, (column) => column.notNull().references('files.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('welcome_page_images_pk', ['company_id', 'page_id', 'file_id'])
        .execute();
      // Whether a file is a page's image, read for every file access check.
      await db.schema.createIndex('welcome_page_images_file_idx').on('welcome_page_images').columns(['company_id', 'file_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['welcome_page_images', 'welcome_form_submissions', 'welcome_page_versions', 'welcome_pages']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
