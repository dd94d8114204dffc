import type { Kysely } from 'kysely';
import type { WelcomeAudience } from '@shared/contract/welcome-pages';
import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { criteriaOptions } from '../criteria/criteria-options';
import { criteriaMatch } from '../criteria/matching';
import { groupValues } from '../criteria/hire-criteria';
import { loadTargetCriteria } from '../criteria/target-criteria';
import type { GatewayDatabase } from '../db/schema';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { PAGE_TARGET_KIND } from './page-rows';
import { loadVersions, publishedPages } from './page-sequence';
import { sameBlocksIgnoringIds } from './stored-blocks';

/** The dimensions the audience matrix combines, in its columns' order. */
const MATRIX_DIMENSIONS = ['department', 'location', 'employment_status'] as const;
const NOT_SET = 'Not set';

/**
 * The audience matrix: each current hire's published pages worked out from their own criteria
 * values (every dimension, custom fields too); the hires no targeted page reaches grouped by
 * department × location × employment status; and pairs of published pages that share current
 * hires and say the same thing (the same title ignoring case, or the same blocks ignoring ids).
 */
export function audienceHandler(services: GatewayServices): OperationHandler<'welcomePages.audience'> {
  return async (_input, { caller }) => {
    const { db } = services;
    const { companyId } = caller;
    const published = await publishedPages(db, companyId);
    const [rules, values, options, versions] = await Promise.all([
      loadTargetCriteria(
        db,
        companyId,
        PAGE_TARGET_KIND,
        published.map((page) => page.id),
      ),
      currentHireValues(db, companyId),
      criteriaOptions(db, companyId),
      loadVersions(
        db,
        companyId,
        published.map((page) => ({ pageId: page.id, number: page.publishedVersion })),
      ),
    ]);
    const targeted = published.filter((page) => (rules.get(page.id) ?? []).length > 0);
    const untargeted = published.length - targeted.length;

    const uncovered = new Map<string, { values: Map<string, string>; hires: number }>();
    const shared = new Map<string, number>();
    for (const hireValues of values.values()) {
      const gets = published.filter((page) => criteriaMatch(rules.get(page.id) ?? [], hireValues));
      for (const [index, first] of gets.entries()) {
        for (const second of gets.slice(index + 1)) shared.set(`${first.id}/${second.id}`, (shared.get(`${first.id}/${second.id}`) ?? 0) + 1);
      }
      if (targeted.some((page) => gets.includes(page))) continue;
      const combination = new Map(MATRIX_DIMENSIONS.map((dimension) => [dimension, hireValues.get(dimension)?.[0] ?? ''] as const));
      const key = JSON.stringify([...combination.values()]);
      const group = uncovered.get(key) ?? { values: combination, hires: 0 };
      group.hires += 1;
      uncovered.set(key, group);
    }

    const optionOf = new Map(options.map((option) => [option.dimension, option]));
    const labelled = (dimension: string, value: string) => {
      const option = optionOf.get(dimension);
      return {
        dimension,
        label: option?.label ?? dimension,
        value,
        valueLabel: value === '' ? NOT_SET : (option?.values.find((candidate) => candidate.value === value)?.label ?? value),
      };
    };
    const duplicates: WelcomeAudience['duplicates'] = [];
    for (const [index, first] of published.entries()) {
      for (const second of published.slice(index + 1)) {
        const sharedHires = shared.get(`${first.id}/${second.id}`) ?? 0;
        if (sharedHires === 0) continue;
        const sameTitle = first.title.toLocaleLowerCase() === second.title.toLocaleLowerCase();
        const firstBlocks = versions.get(`${first.id}/${first.publishedVersion}`)?.blocks ?? [];
        const secondBlocks = versions.get(`${second.id}/${second.publishedVersion}`)?.blocks ?? [];
        const sameBlocks = firstBlocks.length > 0 && sameBlocksIgnoringIds(firstBlocks, secondBlocks);
        if (!sameTitle && !sameBlocks) continue;
        duplicates.push({
          pages: [first, second].map((page) => ({ pageId: page.id, title: page.title })),
          reason: sameTitle && sameBlocks ? 'The same title and the same blocks.' : sameTitle ? 'The same title.' : 'The same blocks.',
          sharedHires,
        });
      }
    }
    return {
      message: WELCOME_PAGE_TEXT.audience,
      data: {
        uncovered: [...uncovered.values()]
          .sort((a, b) => b.hires - a.hires)
          .map((group) => ({
            values: [...group.values.entries()].map(([dimension, value]) => labelled(dimension, value)),
            hires: group.hires,
            pages: untargeted,
          })),
        duplicates,
      },
    };
  };
}

/** Every current hire's criteria values, by hire; a current hire with no value at all is there too. */
async function currentHireValues(db: Kysely<GatewayDatabase>, companyId: string): Promise<Map<string, Map<string, string[]>>> {
  const [hires, rows] = await Promise.all([
    db
      .selectFrom('new_hires')
      .select('id')
      .where('company_id', '=', companyId)
      .where('status', 'in', [...CURRENT_HIRE_STATUSES])
      .execute(),
    db.selectFrom('hire_criteria').select(['hire_id', 'dimension', 'value']).where('company_id', '=', companyId).where('current', '=', true).execute(),
  ]);
  const byHire = new Map<string, { dimension: string; value: string }[]>(hires.map((hire) => [hire.id, []]));
  for (const row of rows) byHire.get(row.hire_id)?.push(row);
  return new Map([...byHire].map(([hireId, list]) => [hireId, groupValues(list)]));
}
