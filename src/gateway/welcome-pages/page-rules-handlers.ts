import type { Kysely } from 'kysely';
import type { Criteria } from '@shared/contract/criteria';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { type HireIdQuery, hiresInReach } from '../access/hire-reach';
import type { HireReachRule } from '../access/user-access';
import { checkCriteria } from '../criteria/criteria-values';
import { hiresMatching } from '../criteria/matching';
import { loadTargetCriteria, saveTargetCriteria } from '../criteria/target-criteria';
import { inTransaction } from '../db/in-transaction';
import type { GatewayDatabase } from '../db/schema';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { PAGE_TARGET_KIND, recordPageChange, requirePage, requireVersion, writePageAtVersion } from './page-rows';
import { loadPage } from './page-view';

/** How many names of the hires gaining and losing a page the preview gives. */
export const RULES_PREVIEW_NAMES = 20;

/** The ids of the hires criteria match (all the company's with none), as a subquery. */
function matchingHires(db: Kysely<GatewayDatabase>, companyId: string, criteria: Criteria): HireIdQuery {
  return (
    criteria.length === 0
      ? db.selectFrom('new_hires').select('id as hire_id').where('company_id', '=', companyId)
      : hiresMatching(db, companyId, criteria, true)
  ) as HireIdQuery;
}

/** The current hires in `within` and not in `without`: how many, and the first names of those the caller reaches. */
async function currentHiresBetween(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  within: HireIdQuery,
  without: HireIdQuery,
  reach: HireReachRule,
): Promise<{ count: number; hires: { _id: string; fullName: string }[] }> {
  const hires = db
    .selectFrom('new_hires')
    .where('company_id', '=', companyId)
    .where('status', 'in', [...CURRENT_HIRE_STATUSES])
    .where('id', 'in', within)
    .where('id', 'not in', without);
  const reached = hiresInReach(db, companyId, reach);
  const [counted, named] = await Promise.all([
    hires.select((select) => select.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    hires
      .select(['id', 'first_name', 'last_name'])
      .$if(reached !== null, (query) => query.where('id', 'in', reached as HireIdQuery))
      .orderBy('sort_name')
      .orderBy('id')
      .limit(RULES_PREVIEW_NAMES)
      .execute(),
  ]);
  return { count: Number(counted.count), hires: named.map((row) => ({ _id: row.id, fullName: `${row.first_name} ${row.last_name}`.trim() })) };
}

async function currentCount(db: Kysely<GatewayDatabase>, companyId: string, matching: HireIdQuery): Promise<number> {
  const row = await db
    .selectFrom('new_hires')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .where('status', 'in', [...CURRENT_HIRE_STATUSES])
    .where('id', 'in', matching)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The current hires who would gain and lose the page with new rules; names only of hires the caller reaches. */
export function previewRulesHandler(services: GatewayServices): OperationHandler<'welcomePages.previewRules'> {
  return async ({ pageId, criteria }, { caller }) => {
    const { db } = services;
    const page = await requirePage(db, caller.companyId, pageId);
    await checkCriteria(db, caller.companyId, criteria);
    const saved = (await loadTargetCriteria(db, caller.companyId, PAGE_TARGET_KIND, [page.id])).get(page.id) ?? [];
    const before = matchingHires(db, caller.companyId, saved);
    const after = matchingHires(db, caller.companyId, criteria);
    const [beforeCount, afterCount, gaining, losing] = await Promise.all([
      currentCount(db, caller.companyId, before),
      currentCount(db, caller.companyId, after),
      currentHiresBetween(db, caller.companyId, after, before, caller.reach),
      currentHiresBetween(db, caller.companyId, before, after, caller.reach),
    ]);
    return { message: WELCOME_PAGE_TEXT.rulesPreview, data: { before: beforeCount, after: afterCount, gaining, losing } };
  };
}

export function updateRulesHandler(): OperationHandler<'welcomePages.updateRules'> {
  return async ({ pageId, version, criteria }, { caller, db }) => {
    const page = await requirePage(db, caller.companyId, pageId);
    requireVersion(page, version);
    await checkCriteria(db, caller.companyId, criteria);
    await inTransaction(db, async (trx) => {
      await writePageAtVersion(trx, { companyId: caller.companyId, pageId: page.id, version }, {}, caller);
      await saveTargetCriteria(trx, caller.companyId, { kind: PAGE_TARGET_KIND, id: page.id }, criteria);
      await recordPageChange(
        trx,
        caller,
        page.id,
        'updated',
        criteria.length === 0
          ? `Page “${page.title}” goes to everyone.`
          : `Page “${page.title}” goes to hires by ${criteria.map((entry) => entry.dimension).join(', ')}.`,
        JSON.stringify(criteria),
      );
    });
    return { message: WELCOME_PAGE_TEXT.rulesSaved, data: await loadPage(db, caller.companyId, page.id) };
  };
}
