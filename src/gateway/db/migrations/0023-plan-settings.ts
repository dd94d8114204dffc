import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { columnTypes } from '../column-types';
import type { DatabaseKind } from '../schema';

/**
 * Plans edited on /settings/tasks (docs/gateway.md, Onboarding plans):
 *
 * - `plan_templates.version` and `plan_task_templates.version`: a write names the version it read.
 * - `plan_templates.auto_assign`: the plan is given to a hire it matches when the hire is approved.
 * - `plan_templates.archived_at`: an archived plan is no longer offered; hires keep the tasks it gave.
 * - `hire_tasks (company_id, hire_id, plan_task_template_id)`: the tasks a hire has from each
 *   template, read when a hire's criteria change.
 */
export function planSettings(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('plan_templates')
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('plan_templates')
        .addColumn('auto_assign', type.flag, (column) => column.notNull().defaultTo(type.no))
        .execute();
      await db.schema.alterTable('plan_templates').addColumn('archived_at', type.timestamp).execute();
      await db.schema
        .alterTable('plan_task_templates')
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('hire_tasks_template_idx').on('hire_tasks').columns(['company_id', 'hire_id', 'plan_task_template_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('hire_tasks_template_idx').ifExists().execute();
      await db.schema.alterTable('plan_task_templates').dropColumn('version').execute();
      await db.schema.alterTable('plan_templates').dropColumn('archived_at').execute();
      await db.schema.alterTable('plan_templates').dropColumn('auto_assign').execute();
      await db.schema.alterTable('plan_templates').dropColumn('version').execute();
    },
  };
}
