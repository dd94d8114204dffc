import type { Kysely } from 'kysely';
import type { Criteria } from '@shared/contract/criteria';
import type { WelcomePage, WelcomePageSummary } from '@shared/contract/welcome-pages';
import { countCurrentHiresMatching } from '../criteria/matching';
import { loadTargetCriteria } from '../criteria/target-criteria';
import type { GatewayDatabase } from '../db/schema';
import { isoTimestamp } from '../onboarding/hires/hire-dates';
import { loadPeople } from '../onboarding/people';
import { PAGE_TARGET_KIND, type PageRow, livePages, requirePage } from './page-rows';
import { storedBlocksOf, writtenBlocks } from './stored-blocks';

/** The company's pages as the settings list them, in order, each with its rules and how many current hires it goes to. */
export async function loadPageSummaries(db: Kysely<GatewayDatabase>, companyId: string): Promise<WelcomePageSummary[]> {
  const pages = await livePages(db, companyId).execute();
  return summariesOf(db, companyId, pages, (page) => pages.indexOf(page) + 1);
}

/** One page with its draft and versions, each version with how many hires sent a form on it. */
export async function loadPage(db: Kysely<GatewayDatabase>, companyId: string, pageId: string): Promise<WelcomePage> {
  const page = await requirePage(db, companyId, pageId);
  const [earlier, versions, submissions] = await Promise.all([
    db
      .selectFrom('welcome_pages')
      .select((select) => select.fn.countAll<number | string>().as('count'))
      .where('company_id', '=', companyId)
      .where('removed_at', 'is', null)
      .where((where) => where.or([where('position', '<', page.position), where.and([where('position', '=', page.position), where('id', '<', page.id)])]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('welcome_page_versions')
      .select(['number', 'title', 'published_at', 'published_by'])
      .where('company_id', '=', companyId)
      .where('page_id', '=', page.id)
      .orderBy('number', 'desc')
      .execute(),
    db
      .selectFrom('welcome_form_submissions')
      .select(['page_version', (select) => select.fn.count<number | string>('hire_id').distinct().as('count')])
      .where('company_id', '=', companyId)
      .where('page_id', '=', page.id)
      .groupBy('page_version')
      .execute(),
  ]);
  const [summary] = await summariesOf(db, companyId, [page], () => Number(earlier.count) + 1);
  const submitted = new Map(submissions.map((row) => [Number(row.page_version), Number(row.count)]));
  const blocks = writtenBlocks(storedBlocksOf(page.blocks));
  const namedIds = [...new Set(blocks.flatMap((block) => (block.kind === 'people' ? block.userIds : [])))];
  const people = await loadPeople(db, companyId, [...namedIds, ...versions.map((version) => version.published_by)]);
  return {
    ...(summary as WelcomePageSummary),
    blocks,
    versions: versions.map((version) => ({
      number: Number(version.number),
      title: version.title,
      publishedAt: isoTimestamp(version.published_at),
      publishedBy: version.published_by === null ? null : (people.get(version.published_by)?.fullName ?? null),
      submissions: submitted.get(Number(version.number)) ?? 0,
    })),
    // The editor names the people its blocks name, staff or not.
    namedPeople: namedIds.flatMap((id) => {
      const person = people.get(id);
      return person === undefined ? [] : [person];
    }),
  };
}

async function summariesOf(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  pages: readonly PageRow[],
  positionOf: (page: PageRow) => number,
): Promise<WelcomePageSummary[]> {
  const ids = pages.map((page) => page.id);
  const [criteria, published] = await Promise.all([
    loadTargetCriteria(db, companyId, PAGE_TARGET_KIND, ids),
    ids.length === 0
      ? []
      : db
          .selectFrom('welcome_page_versions as v')
          .innerJoin('welcome_pages as p', (join) =>
            join.onRef('p.company_id', '=', 'v.company_id').onRef('p.id', '=', 'v.page_id').onRef('p.published_version', '=', 'v.number'),
          )
          .select(['v.page_id', 'v.title', 'v.blocks'])
          .where('v.company_id', '=', companyId)
          .where('v.page_id', 'in', ids)
          .execute(),
  ]);
  const publishedOf = new Map(published.map((row) => [row.page_id, row]));
  const [audiences, editors] = await Promise.all([
    audienceCounts(
      db,
      companyId,
      ids.map((id) => criteria.get(id) ?? []),
    ),
    loadPeople(
      db,
      companyId,
      pages.map((page) => page.updated_by),
    ),
  ]);
  return pages.map((page, index) => {
    const current = publishedOf.get(page.id);
    const draft = storedBlocksOf(page.blocks);
    return {
      _id: page.id,
      title: page.title,
      position: positionOf(page),
      status: page.published_version === null ? 'draft' : 'published',
      publishedVersion: page.published_version === null ? null : Number(page.published_version),
      hasUnpublishedChanges: current === undefined ? draft.length > 0 : current.title !== page.title || current.blocks !== page.blocks,
      blockKinds: draft.map((block) => block.kind),
      criteria: criteria.get(page.id) ?? [],
      audience: audiences[index] ?? 0,
      updated: { at: isoTimestamp(page.updated_at), by: page.updated_by === null ? null : (editors.get(page.updated_by)?.fullName ?? null) },
      version: Number(page.version),
    };
  });
}

/** How many current hires each set of criteria matches, counting each distinct set once. */
async function audienceCounts(db: Kysely<GatewayDatabase>, companyId: string, criteria: readonly Criteria[]): Promise<number[]> {
  const counted = new Map<string, Promise<number>>();
  return Promise.all(
    criteria.map((entry) => {
      const key = JSON.stringify(entry);
      const count = counted.get(key) ?? countCurrentHiresMatching(db, companyId, entry);
      counted.set(key, count);
      return count;
    }),
  );
}
