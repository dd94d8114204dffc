import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * Branded assets (docs/adr/0011-welcome-pages.md, Brand):
 *
 * - `brand_assets`: per company and kind (`logoDark`, `icon`, `emailHeader`, `hero`), the stored
 *   image and its sides as read from its bytes when it was chosen. The logo for light backgrounds
 *   stays `companies.logo_file_id`, which every screen already reads.
 * - `companies.branding_version` and `branding_updated_at`: the version a change of the branding
 *   must name (409 when another change came first), and when it last changed.
 * - `mail_outbox.header_image_file_id`: the email header a mail shows inline, read when it is sent
 *   and let go of once it is sent or has failed, as its body is.
 */
export function brandAssets(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('brand_assets')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('file_id', type.id, (column) => column.notNull().references('files.id').onDelete('cascade'))
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('height', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('brand_assets_pk', ['company_id', 'kind'])
        .execute();
      await db.schema.createIndex('brand_assets_file_idx').on('brand_assets').columns(['company_id', 'file_id']).execute();
      await db.schema
        .alterTable('companies')
        .addColumn('branding_version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('companies').addColumn('branding_updated_at', type.timestamp).execute();
      await db.schema
        .alterTable('mail_outbox')
        .addColumn('header_image_file_id', type.id, (column) => column.references('files.id').onDelete('set null'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').dropColumn('header_image_file_id').execute();
      await db.schema.alterTable('companies').dropColumn('branding_updated_at').execute();
      await db.schema.alterTable('companies').dropColumn('branding_version').execute();
      await db.schema.dropTable('brand_assets').ifExists().execute();
    },
  };
}
