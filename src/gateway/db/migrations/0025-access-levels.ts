import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * Access levels (docs/adr/0010-access-levels.md, docs/gateway.md Access):
 *
 * - `administrative_roles`: per company and administrative role, the hires its holders reach
 *   (`every`, or `custom_roles`: only what their custom roles reach and the hires they manage) and
 *   the version a change must name. A role without a row reaches every hire at version 1; its
 *   rights stay in `role_grants`.
 * - `custom_roles`, `custom_role_rights`: the company's own roles and the rights each gives.
 *   `name_key` (the name lower-cased and trimmed) keeps names unique per company.
 * - `custom_role_members`: who holds a custom role; each member is a rule-engine target of kind
 *   `access_member` (criteria_links), the hires they reach through it.
 * - `custom_role_member_hires`: named exceptions beside a member's rule (`include` or `exclude`).
 * - `setting_changes.before_value` / `after_value`: the setting as the page showed it before and
 *   after a change, for the access pages' record.
 */
export function accessLevels(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('administrative_roles')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('reach', 'text', (column) => column.notNull().defaultTo('every'))
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('administrative_roles_pk', ['company_id', 'role'])
        .execute();

      await db.schema
        .createTable('custom_roles')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('name_key', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_by', type.id, (column) => column.references('users.id').onDelete('set null'))
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('custom_roles_name_key').on('custom_roles').columns(['company_id', 'name_key']).unique().execute();

      await db.schema
        .createTable('custom_role_rights')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('role_id', type.id, (column) => column.notNull().references('custom_roles.id').onDelete('cascade'))
        .addColumn('permission', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('custom_role_rights_pk', ['role_id', 'permission'])
        .execute();

      await db.schema
        .createTable('custom_role_members')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('role_id', type.id, (column) => column.notNull().references('custom_roles.id').onDelete('cascade'))
        .addColumn('user_id', type.id, (column) => column.notNull().references('users.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('custom_role_members_role_user').on('custom_role_members').columns(['role_id', 'user_id']).unique().execute();
      await db.schema.createIndex('custom_role_members_user').on('custom_role_members').columns(['company_id', 'user_id']).execute();

      await db.schema
        .createTable('custom_role_member_hires')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('member_id', type.id, (column) => column.notNull().references('custom_role_members.id').onDelete('cascade'))
        .addColumn('hire_id', type.id, (column) => column.notNull().references('new_hires.id').onDelete('cascade'))
        .addColumn('effect', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('custom_role_member_hires_pk', ['member_id', 'hire_id'])
        .execute();
      await db.schema.createIndex('custom_role_member_hires_hire').on('custom_role_member_hires').columns(['company_id', 'hire_id']).execute();

      await db.schema.alterTable('setting_changes').addColumn('before_value', 'text').execute();
      await db.schema.alterTable('setting_changes').addColumn('after_value', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['after_value', 'before_value']) await db.schema.alterTable('setting_changes').dropColumn(column).execute();
      for (const table of ['custom_role_member_hires', 'custom_role_members', 'custom_role_rights', 'custom_roles', 'administrative_roles'])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
