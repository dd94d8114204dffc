import type { Kysely } from 'kysely';
import type { Criteria } from '@shared/contract/criteria';
import { BoundedMemo } from '../bounded-memo';
import type { HireCriteriaValues } from '../criteria/criteria-db';
import { criteriaMatch, targetsMatchingHire } from '../criteria/matching';
import { loadTargetCriteria } from '../criteria/target-criteria';
import type { GatewayDatabase } from '../db/schema';
import { isoTimestamp } from '../onboarding/hires/hire-dates';
import { PAGE_TARGET_KIND } from './page-rows';
import { type StoredBlock, storedBlocksOf } from './stored-blocks';

/** A published page of the company, as the sequence reads it. */
export interface PublishedPage {
  id: string;
  title: string;
  publishedVersion: number;
}

/** One page of a hire's sequence: the version they get and its blocks as stored. */
export interface SequencePage {
  pageId: string;
  title: string;
  pageVersion: number;
  blocks: StoredBlock[];
}

export interface Submission {
  submittedAt: string;
  pageVersion: number;
}

/** A hire's sequence, with the forms they sent by page and block. */
export interface HireSequence {
  pages: SequencePage[];
  submissions: ReadonlyMap<string, Submission>;
}

export const submissionKey = (pageId: string, blockId: string) => `${pageId}/${blockId}`;

/** A version never changes once published: its parsed blocks are kept by page and number, for every hire of the company. */
const keptVersions = new WeakMap<Kysely<GatewayDatabase>, BoundedMemo<{ title: string; blocks: StoredBlock[] }>>();

/** The company's published live pages, in order. */
export async function publishedPages(db: Kysely<GatewayDatabase>, companyId: string): Promise<PublishedPage[]> {
  const rows = await db
    .selectFrom('welcome_pages')
    .select(['id', 'title', 'published_version'])
    .where('company_id', '=', companyId)
    .where('removed_at', 'is', null)
    .where('published_version', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, publishedVersion: Number(row.published_version) }));
}

/** The versions named, read once each: from memory when kept, else in one query. */
export async function loadVersions(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  wanted: readonly { pageId: string; number: number }[],
): Promise<Map<string, { title: string; blocks: StoredBlock[] }>> {
  const memo = keptVersions.get(db) ?? new BoundedMemo(20_000);
  keptVersions.set(db, memo);
  const key = (pageId: string, number: number) => `${companyId}/${pageId}/${number}`;
  const found = new Map<string, { title: string; blocks: StoredBlock[] }>();
  const missing = wanted.filter((version) => {
    const kept = memo.read(key(version.pageId, version.number));
    if (kept !== undefined) found.set(key(version.pageId, version.number), kept);
    return kept === undefined;
  });
  if (missing.length > 0) {
    const rows = await db
      .selectFrom('welcome_page_versions')
      .select(['page_id', 'number', 'title', 'blocks'])
      .where('company_id', '=', companyId)
      .where('page_id', 'in', [...new Set(missing.map((version) => version.pageId))])
      .where('number', 'in', [...new Set(missing.map((version) => version.number))])
      .execute();
    for (const row of rows) {
      const version = { title: row.title, blocks: storedBlocksOf(row.blocks) };
      memo.keep(key(row.page_id, Number(row.number)), version);
      found.set(key(row.page_id, Number(row.number)), version);
    }
  }
  return new Map(
    wanted.flatMap((version) => {
      const read = found.get(key(version.pageId, version.number));
      return read === undefined ? [] : [[`${version.pageId}/${version.number}`, read] as const];
    }),
  );
}

async function sequenceOf(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  pages: readonly PublishedPage[],
  submissions: ReadonlyMap<string, Submission>,
): Promise<SequencePage[]> {
  const submittedOn = new Map<string, number>();
  for (const [key, submission] of submissions) submittedOn.set(key.slice(0, key.indexOf('/')), submission.pageVersion);
  const wanted = pages.map((page) => ({ pageId: page.id, number: submittedOn.get(page.id) ?? page.publishedVersion }));
  const versions = await loadVersions(db, companyId, wanted);
  return wanted.flatMap(({ pageId, number }) => {
    const version = versions.get(`${pageId}/${number}`);
    return version === undefined ? [] : [{ pageId, title: version.title, pageVersion: number, blocks: version.blocks }];
  });
}

/**
 * The pages a hire gets (docs/adr/0011-welcome-pages.md): the published live pages whose rules
 * they meet, in the company's order; on a page they sent a form on, the version they sent it on.
 * A few queries whatever the number of pages and rules; versions come from memory once read.
 */
export async function hireSequence(db: Kysely<GatewayDatabase>, companyId: string, hireId: string): Promise<HireSequence> {
  const [pages, matched, sent] = await Promise.all([
    publishedPages(db, companyId),
    targetsMatchingHire(db, companyId, PAGE_TARGET_KIND, hireId),
    db
      .selectFrom('welcome_form_submissions')
      .select(['page_id', 'block_id', 'page_version', 'submitted_at'])
      .where('company_id', '=', companyId)
      .where('hire_id', '=', hireId)
      .execute(),
  ]);
  const reaching = new Set(matched);
  const submissions = new Map(
    sent.map((row) => [submissionKey(row.page_id, row.block_id), { submittedAt: isoTimestamp(row.submitted_at), pageVersion: Number(row.page_version) }]),
  );
  return {
    pages: await sequenceOf(
      db,
      companyId,
      pages.filter((page) => reaching.has(page.id)),
      submissions,
    ),
    submissions,
  };
}

/** The pages a hire with these criteria values would get, as published now, with each published page's rules. */
export async function sequenceForValues(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  values: HireCriteriaValues,
): Promise<{ sequence: HireSequence; published: PublishedPage[]; criteria: Map<string, Criteria> }> {
  const published = await publishedPages(db, companyId);
  const criteria = await loadTargetCriteria(
    db,
    companyId,
    PAGE_TARGET_KIND,
    published.map((page) => page.id),
  );
  const given = published.filter((page) => criteriaMatch(criteria.get(page.id) ?? [], values));
  const submissions = new Map<string, Submission>();
  return { sequence: { pages: await sequenceOf(db, companyId, given, submissions), submissions }, published, criteria };
}
