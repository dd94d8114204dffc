import type { Kysely, Selectable, Updateable } from 'kysely';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import type { GatewayDatabase, WelcomePagesTable } from '../db/schema';
import { recordIdOf } from '../onboarding/hires/record-ids';
import { recordSettingChange } from '../criteria/setting-changes';
import { notFound, staleVersion } from '../onboarding/onboarding-access';

export type PageRow = Selectable<WelcomePagesTable>;

/** The rule engine's target kind of a page (docs/gateway.md, Rules). */
export const PAGE_TARGET_KIND = 'welcome_page';
/** The area of the company's setting changes a page's changes are recorded under. */
export const PAGE_SETTING_AREA = 'welcome_pages';

/** The company's live pages (not removed), in the order hires see them. */
export function livePages(db: Kysely<GatewayDatabase>, companyId: string) {
  return db.selectFrom('welcome_pages').selectAll().where('company_id', '=', companyId).where('removed_at', 'is', null).orderBy('position').orderBy('id');
}

/** A live page of the company; 404 alike for unknown, removed and other companies' ids. */
export async function requirePage(db: Kysely<GatewayDatabase>, companyId: string, pageId: string): Promise<PageRow> {
  const id = recordIdOf(pageId);
  const page =
    id === null
      ? undefined
      : await db
          .selectFrom('welcome_pages')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
  if (page === undefined) throw notFound(WELCOME_PAGE_TEXT.notFound);
  return page;
}

/** The page as read, or 409 with its current version when someone saved it since. */
export function requireVersion(page: PageRow, version: number): void {
  if (Number(page.version) !== version) throw staleVersion(WELCOME_PAGE_TEXT.stale, { currentVersion: Number(page.version) });
}

/** Writes a page's columns only from the version the caller read, raising it: a write between the read and this one is 409. */
export async function writePageAtVersion(
  db: Kysely<GatewayDatabase>,
  page: { companyId: string; pageId: string; version: number },
  columns: Updateable<WelcomePagesTable>,
  /** Who writes, and when (now unless said). */
  by: { userId: string; at?: string },
): Promise<void> {
  const result = await db
    .updateTable('welcome_pages')
    .set((set) => ({ ...columns, updated_by: by.userId, updated_at: by.at ?? new Date().toISOString(), version: set('version', '+', 1) }))
    .where('company_id', '=', page.companyId)
    .where('id', '=', page.pageId)
    .where('version', '=', page.version)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const current = await db
    .selectFrom('welcome_pages')
    .select('version')
    .where('company_id', '=', page.companyId)
    .where('id', '=', page.pageId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (current === undefined) throw notFound(WELCOME_PAGE_TEXT.notFound);
  throw staleVersion(WELCOME_PAGE_TEXT.stale, { currentVersion: Number(current.version) });
}

/** Keeps the files a page's blocks show attached to the page (its versions keep showing them). */
export async function keepPageImages(db: Kysely<GatewayDatabase>, companyId: string, pageId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insertInto('welcome_page_images')
    .values(fileIds.map((fileId) => ({ company_id: companyId, page_id: pageId, file_id: fileId })))
    .onConflict((conflict) => conflict.columns(['company_id', 'page_id', 'file_id']).doNothing())
    .execute();
}

/** Records who changed a page (or the order, with no page), how, when: the company's setting changes, area `welcome_pages`. */
export function recordPageChange(
  db: Kysely<GatewayDatabase>,
  by: { companyId: string; userId: string },
  pageId: string | null,
  action: string,
  summary: string,
  after?: string,
): Promise<void> {
  return recordSettingChange(db, { companyId: by.companyId, area: PAGE_SETTING_AREA, entityId: pageId, action, summary, changedBy: by.userId, after });
}
