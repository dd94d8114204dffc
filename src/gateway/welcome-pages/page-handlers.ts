import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { WELCOME_PAGE_LIMITS, WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { deleteTargetCriteria, saveTargetCriteria } from '../criteria/target-criteria';
import { inTransaction } from '../db/in-transaction';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { recordIdOf } from '../onboarding/hires/record-ids';
import { badRequest, staleVersion } from '../onboarding/onboarding-access';
import { checkedBlocks } from './checked-blocks';
import { PAGE_TARGET_KIND, keepPageImages, recordPageChange, livePages, requirePage, requireVersion, writePageAtVersion } from './page-rows';
import { loadPage, loadPageSummaries } from './page-view';
import { imageFileIds, storedBlocksOf } from './stored-blocks';

export function listPagesHandler(services: GatewayServices): OperationHandler<'welcomePages.list'> {
  return async (_input, { caller }) => ({ message: WELCOME_PAGE_TEXT.listed, data: await loadPageSummaries(services.db, caller.companyId) });
}

export function getPageHandler(services: GatewayServices): OperationHandler<'welcomePages.get'> {
  return async ({ pageId }, { caller }) => ({ message: WELCOME_PAGE_TEXT.found, data: await loadPage(services.db, caller.companyId, pageId) });
}

/** A draft page, last in the order; its rules are none (everyone) until set. */
export function createPageHandler(): OperationHandler<'welcomePages.create'> {
  return async ({ title, blocks }, { caller, db }) => {
    const live = await db
      .selectFrom('welcome_pages')
      .select([(select) => select.fn.countAll<number | string>().as('count'), (select) => select.fn.max('position').as('last')])
      .where('company_id', '=', caller.companyId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live.count) >= WELCOME_PAGE_LIMITS.pages) throw badRequest(WELCOME_PAGE_TEXT.tooManyPages);
    const stored = await checkedBlocks(db, caller.companyId, blocks);
    const id = randomUUID();
    const at = new Date().toISOString();
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('welcome_pages')
        .values({
          id,
          company_id: caller.companyId,
          title,
          position: Number(live.last ?? 0) + 1,
          blocks: JSON.stringify(stored),
          created_by: caller.userId,
          created_at: at,
          updated_by: caller.userId,
          updated_at: at,
        })
        .execute();
      await keepPageImages(trx, caller.companyId, id, imageFileIds(stored));
      // Registered with no rules, so the rule engine answers it for every hire until rules are set.
      await saveTargetCriteria(trx, caller.companyId, { kind: PAGE_TARGET_KIND, id }, []);
      await recordPageChange(trx, caller, id, 'created', `Page “${title}” added as a draft.`);
    });
    return { message: WELCOME_PAGE_TEXT.created, data: await loadPage(db, caller.companyId, id) };
  };
}

/** Saves the title and draft; what hires see changes only when the page is published again. */
export function updatePageHandler(): OperationHandler<'welcomePages.update'> {
  return async ({ pageId, version, title, blocks }, { caller, db }) => {
    const page = await requirePage(db, caller.companyId, pageId);
    requireVersion(page, version);
    const stored = await checkedBlocks(db, caller.companyId, blocks);
    await inTransaction(db, async (trx) => {
      await writePageAtVersion(trx, { companyId: caller.companyId, pageId: page.id, version }, { title, blocks: JSON.stringify(stored) }, caller);
      await keepPageImages(trx, caller.companyId, page.id, imageFileIds(stored));
      await recordPageChange(
        trx,
        caller,
        page.id,
        'updated',
        page.title === title
          ? `Page “${title}”: draft saved (${stored.length} blocks).`
          : `Page “${page.title}” renamed “${title}”; draft saved (${stored.length} blocks).`,
      );
    });
    return { message: WELCOME_PAGE_TEXT.saved, data: await loadPage(db, caller.companyId, page.id) };
  };
}

/** Copies the draft into the next numbered version, which hires get from now on; a draft equal to the published version publishes nothing new. */
export function publishPageHandler(): OperationHandler<'welcomePages.publish'> {
  return async ({ pageId, version }, { caller, db }) => {
    const page = await requirePage(db, caller.companyId, pageId);
    requireVersion(page, version);
    if (storedBlocksOf(page.blocks).length === 0) throw badRequest(WELCOME_PAGE_TEXT.nothingToPublish, { blocks: [WELCOME_PAGE_TEXT.nothingToPublish] });
    const versions = await db
      .selectFrom('welcome_page_versions')
      .select(['number', 'title', 'blocks'])
      .where('company_id', '=', caller.companyId)
      .where('page_id', '=', page.id)
      .orderBy('number', 'desc')
      .execute();
    const current = versions.find((row) => Number(row.number) === Number(page.published_version));
    if (current !== undefined && current.title === page.title && current.blocks === page.blocks) {
      return { message: WELCOME_PAGE_TEXT.published, data: await loadPage(db, caller.companyId, page.id) };
    }
    const number = Number(versions[0]?.number ?? 0) + 1;
    const at = new Date().toISOString();
    await inTransaction(db, async (trx) => {
      await writePageAtVersion(trx, { companyId: caller.companyId, pageId: page.id, version }, { published_version: number }, { userId: caller.userId, at });
      await trx
        .insertInto('welcome_page_versions')
        .values({
          company_id: caller.companyId,
          page_id: page.id,
          number,
          title: page.title,
          blocks: page.blocks,
          published_by: caller.userId,
          published_at: at,
        })
        .execute();
      await recordPageChange(trx, caller, page.id, 'published', `Page “${page.title}” published as version ${number}.`);
    });
    return { message: WELCOME_PAGE_TEXT.published, data: await loadPage(db, caller.companyId, page.id) };
  };
}

export function unpublishPageHandler(): OperationHandler<'welcomePages.unpublish'> {
  return async ({ pageId, version }, { caller, db }) => {
    const page = await requirePage(db, caller.companyId, pageId);
    requireVersion(page, version);
    if (page.published_version !== null) {
      await inTransaction(db, async (trx) => {
        await writePageAtVersion(trx, { companyId: caller.companyId, pageId: page.id, version }, { published_version: null }, caller);
        await recordPageChange(trx, caller, page.id, 'unpublished', `Page “${page.title}” taken back to draft.`);
      });
    }
    return { message: WELCOME_PAGE_TEXT.unpublished, data: await loadPage(db, caller.companyId, page.id) };
  };
}

/** Soft removal: versions, submissions and the values hires sent stay; the page's rules go. */
export function removePageHandler(): OperationHandler<'welcomePages.remove'> {
  return async ({ pageId, version }, { caller, db }) => {
    const page = await requirePage(db, caller.companyId, pageId);
    requireVersion(page, version);
    const at = new Date().toISOString();
    await inTransaction(db, async (trx) => {
      await writePageAtVersion(trx, { companyId: caller.companyId, pageId: page.id, version }, { removed_at: at }, { userId: caller.userId, at });
      await deleteTargetCriteria(trx, caller.companyId, { kind: PAGE_TARGET_KIND, id: page.id });
      await recordPageChange(trx, caller, page.id, 'deleted', `Page “${page.title}” removed.`);
    });
    return { message: WELCOME_PAGE_TEXT.removed };
  };
}

/**
 * Every live page once, first to last; 400 when one is missing, repeated or unknown, 409 when a
 * page changed since the pages were read. Positions are not a page's content, so the pages'
 * versions stay: an editor open on a page is not made stale by a reorder.
 */
export function reorderPagesHandler(): OperationHandler<'welcomePages.reorder'> {
  return async ({ pageIds, versions }, { caller, db }) => {
    const pages = await livePages(db, caller.companyId).execute();
    const wanted = pageIds.map((id) => recordIdOf(id) ?? id);
    const live = new Set(pages.map((page) => page.id));
    if (wanted.length !== live.size || new Set(wanted).size !== wanted.length || !wanted.every((id) => live.has(id))) {
      throw badRequest(WELCOME_PAGE_TEXT.orderMismatch, { pageIds: [WELCOME_PAGE_TEXT.orderMismatch] });
    }
    const sentVersions = new Map(Object.entries(versions).map(([id, version]) => [recordIdOf(id) ?? id, version]));
    if (pages.some((page) => sentVersions.get(page.id) !== Number(page.version))) throw staleVersion(WELCOME_PAGE_TEXT.staleOrder);
    if (!wanted.every((id, index) => pages[index]?.id === id)) {
      await inTransaction(db, async (trx) => {
        for (const [index, id] of wanted.entries()) {
          await trx
            .updateTable('welcome_pages')
            .set({ position: index + 1 })
            .where('company_id', '=', caller.companyId)
            .where('id', '=', id)
            .where(sql<boolean>`position <> ${index + 1}`)
            .execute();
        }
        const titles = new Map(pages.map((page) => [page.id, page.title]));
        await recordPageChange(trx, caller, null, 'reordered', `Pages reordered: ${wanted.map((id) => `“${titles.get(id) ?? id}”`).join(', ')}.`);
      });
    }
    return { message: WELCOME_PAGE_TEXT.reordered, data: await loadPageSummaries(db, caller.companyId) };
  };
}
