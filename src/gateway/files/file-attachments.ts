import { type Kysely, type RawBuilder, sql } from 'kysely';
import { hiresInReach } from '../access/hire-reach';
import { isPostgres } from '../db/dialect';
import type { GatewayDatabase } from '../db/schema';
import { visibleHires } from '../onboarding/hires/hire-access';
import type { OnboardingCaller } from '../onboarding/onboarding-access';

/**
 * A column that names a stored file. What a file is attached to is read from these columns when it
 * is needed, never kept beside the file, so it cannot drift from them. The SQL is written over the
 * file's row aliased `f`.
 */
export interface FileReference {
  table: string;
  column: string;
  /** A row of the table names the file. */
  names: RawBuilder<boolean>;
  /** A row of the table that the caller may see names the file. */
  namesVisibleTo(db: Kysely<GatewayDatabase>, caller: OnboardingCaller): RawBuilder<boolean>;
  /** Every user of the company reads the files it names (the brand, the welcome pages): they are served for caching. */
  companyWide: boolean;
}

/** A hire's documents: whoever may see the hire (the hire's account, and staff who see hires, within the hires they reach). */
const hireDocuments: FileReference = {
  table: 'hire_documents',
  column: 'file_id',
  names: sql<boolean>`exists (select 1 from hire_documents d where d.company_id = f.company_id and d.file_id = f.id)`,
  namesVisibleTo(db, caller) {
    const visible = visibleHires(caller);
    const reached = hiresInReach(db, caller.companyId, caller.reach);
    if (visible === 'all' && reached === null) return this.names;
    if (visible === 'all' && caller.managerAccess)
      // Through the manager's additional access, their reports' documents only while the company gives them (no row: the default, on).
      return sql<boolean>`exists (select 1 from hire_documents d where d.company_id = f.company_id and d.file_id = f.id and d.hire_id in ${reached})
        and coalesce((select s.manager_documents from default_access_settings s where s.company_id = f.company_id), ${isPostgres(db) ? sql`true` : sql`1`}) = ${isPostgres(db) ? sql`true` : sql`1`}`;
    if (visible === 'all')
      return sql<boolean>`exists (select 1 from hire_documents d where d.company_id = f.company_id and d.file_id = f.id and d.hire_id in ${reached})`;
    if (visible === 'none') return sql<boolean>`false`;
    return sql<boolean>`exists (
      select 1 from hire_documents d join new_hires h on h.company_id = d.company_id and h.id = d.hire_id
      where d.company_id = f.company_id and d.file_id = f.id and h.user_id = ${caller.userId})`;
  },
  companyWide: false,
};

/** A column whose files every user of the company reads, whoever may see the row that names them. */
function companyWideReference(table: string, column: string, names: RawBuilder<boolean>): FileReference {
  return { table, column, names, namesVisibleTo: () => names, companyWide: true };
}

/** The company's logo shows on every screen of the company, the welcome experience included: every user of it. */
const companyBranding = companyWideReference(
  'companies',
  'logo_file_id',
  sql<boolean>`exists (select 1 from companies c where c.id = f.company_id and c.logo_file_id = f.id)`,
);

/** The other branded assets (the dark logo, the icon, the email header, the welcome hero): like the logo, every user of the company. */
const brandAssets = companyWideReference(
  'brand_assets',
  'file_id',
  sql<boolean>`exists (select 1 from brand_assets b where b.company_id = f.company_id and b.file_id = f.id)`,
);

/** The email header a queued mail shows inline: read by the mail's delivery, never by a user through the mail. */
const mailHeaderImages: FileReference = {
  table: 'mail_outbox',
  column: 'header_image_file_id',
  names: sql<boolean>`exists (select 1 from mail_outbox m where m.company_id = f.company_id and m.header_image_file_id = f.id)`,
  namesVisibleTo: () => sql<boolean>`false`,
  companyWide: false,
};

/** A welcome page's images: pages reach new hires and staff alike, so every user of the company reads them. */
const welcomePageImages = companyWideReference(
  'welcome_page_images',
  'file_id',
  sql<boolean>`exists (select 1 from welcome_page_images i where i.company_id = f.company_id and i.file_id = f.id)`,
);

/** Every column that names a file; a test holds this list to the schema. */
export const FILE_REFERENCES: readonly FileReference[] = [hireDocuments, companyBranding, brandAssets, mailHeaderImages, welcomePageImages];

/** The file `f` is named by something every user of the company reads. */
export const isCompanyWide = sql<boolean>`(${sql.join(
  FILE_REFERENCES.filter((reference) => reference.companyWide).map((reference) => reference.names),
  sql` or `,
)})`;

/** The file `f` is attached to nothing: only its uploader reads it, the quota counts it, the sweep removes it after a day. */
export const isUnattached = sql<boolean>`not (${sql.join(
  FILE_REFERENCES.map((reference) => reference.names),
  sql` or `,
)})`;

/** The caller may read the file `f`: they may see something it is attached to, or it is their own upload, attached to nothing yet. */
export function isReadableBy(db: Kysely<GatewayDatabase>, caller: OnboardingCaller): RawBuilder<boolean> {
  const attached = FILE_REFERENCES.map((reference) => reference.namesVisibleTo(db, caller));
  return sql<boolean>`((f.uploaded_by = ${caller.userId} and ${isUnattached}) or ${sql.join(attached, sql` or `)})`;
}
