import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { companyRegister } from './migrations/0003-company-register';
import { fileStore } from './migrations/0004-file-store';
import { onboarding } from './migrations/0005-onboarding';
import { loginAs } from './migrations/0006-login-as';
import { companyGenerations } from './migrations/0007-company-generations';
import { taskCommentsAndIdempotencyKeys } from './migrations/0008-task-comments-and-idempotency-keys';
import { commentRequestKeys } from './migrations/0009-comment-request-keys';
import { mailDeliveryQueue } from './migrations/0010-mail-delivery-queue';
import { fileAccess } from './migrations/0011-file-access';
import { passwordLifecycleAndMail } from './migrations/0002-password-lifecycle-and-mail';
import { rateLimits } from './migrations/0013-rate-limits';
import { codeRequests } from './migrations/0015-code-requests';
import { taskLists } from './migrations/0016-task-lists';
import { workingDaysAndHolidays } from './migrations/0017-working-days-and-holidays';
import { hireEmailLookups } from './migrations/0019-hire-email-lookups';
import { criteriaRules } from './migrations/0020-criteria-rules';
import { planSettings } from './migrations/0023-plan-settings';
import { peopleAndSetup } from './migrations/0024-people-and-setup';
import { accessLevels } from './migrations/0025-access-levels';
import { fieldAccess } from './migrations/0026-field-access';
import { welcomePages } from './migrations/0027-welcome-pages';
import { brandAssets } from './migrations/0028-brand-assets';
import { companyPlaces } from './migrations/0021-company-places';
import { customFields } from './migrations/0022-custom-fields';
import { columnTypes } from './column-types';
import type { DatabaseKind } from './schema';

function initial(kind: DatabaseKind): Migration {
  const type = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('companies')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('products', 'text', (column) => column.notNull())
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('is_active', type.flag, (column) => column.notNull().defaultTo(type.yes))
        .addColumn('is_feedback_completed', type.flag, (column) => column.notNull().defaultTo(type.no))
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .addColumn('updated_at', type.timestamp, (column) => column.notNull())
        .addCheckConstraint('users_kind_check', sql`kind in ('staff', 'new_hire')`)
        .execute();
      await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

      await db.schema
        .createTable('role_grants')
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('permission', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('role_grants_pk', ['company_id', 'role', 'permission'])
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', type.id, (column) => column.primaryKey())
        .addColumn('company_id', type.id, (column) => column.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('user_id', type.id, (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', type.id, (column) => column.notNull())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('expires_at', type.timestamp, (column) => column.notNull())
        .addColumn('used_at', type.timestamp)
        .addColumn('revoked_at', type.timestamp)
        .addColumn('created_at', type.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').columns(['company_id', 'family_id']).execute();
      await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').columns(['company_id', 'user_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['refresh_tokens', 'role_grants', 'users', 'companies']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/** One ordered set of migrations for both dialects; names sort in the order they apply. */
export class GatewayMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001_initial': initial(this.kind),
      '0002_password_lifecycle_and_mail': passwordLifecycleAndMail(this.kind),
      '0003_company_register': companyRegister(this.kind),
      '0004_file_store': fileStore(this.kind),
      '0005_onboarding': onboarding(this.kind),
      '0006_login_as': loginAs(this.kind),
      '0007_company_generations': companyGenerations(this.kind),
      '0008_task_comments_and_idempotency_keys': taskCommentsAndIdempotencyKeys(this.kind),
      '0009_comment_request_keys': commentRequestKeys(),
      '0010_mail_delivery_queue': mailDeliveryQueue(this.kind),
      '0011_file_access': fileAccess(),
      '0013_rate_limits': rateLimits(this.kind),
      '0015_code_requests': codeRequests(this.kind),
      '0016_task_lists': taskLists(this.kind),
      '0017_working_days_and_holidays': workingDaysAndHolidays(this.kind),
      '0019_hire_email_lookups': hireEmailLookups(),
      '0020_criteria_rules': criteriaRules(this.kind),
      '0021_company_places': companyPlaces(this.kind),
      '0022_custom_fields': customFields(this.kind),
      '0023_plan_settings': planSettings(this.kind),
      '0024_people_and_setup': peopleAndSetup(this.kind),
      '0025_access_levels': accessLevels(this.kind),
      '0026_field_access': fieldAccess(this.kind),
      '0027_welcome_pages': welcomePages(this.kind),
      '0028_brand_assets': brandAssets(this.kind),
    };
  }
}
