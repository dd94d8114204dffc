import type { Kysely } from 'kysely';
import { type CompanyGenerations, readCompanyGenerations } from '../../company-generations';
import type { GatewayDatabase } from '../../db/schema';
import { latestDate } from './hire-dates';
import type { HireListMemo } from './hire-list-memo';
import type { HireListAnswer } from './list-hires-handler';
import { startCandidates, startGroupsDue } from './hire-status-sweep';

/**
 * The status sweep, with its candidates kept under the `hires` generation: on most reads none has
 * started and nothing is read. Answers the company's generations as they are after it.
 */
export async function startDueHires(
  db: Kysely<GatewayDatabase>,
  memo: HireListMemo<HireListAnswer>,
  companyId: string,
  read: CompanyGenerations | undefined,
): Promise<CompanyGenerations | undefined> {
  const now = new Date();
  const generations = read ?? (await readCompanyGenerations(db, companyId));
  const key = generations && JSON.stringify([companyId, generations.hires, latestDate(now)]);
  let candidates = key === undefined ? undefined : memo.startCandidates.read(key);
  if (candidates === undefined) {
    candidates = await startCandidates(db, companyId, now);
    if (key !== undefined) memo.startCandidates.keep(key, candidates);
  }
  const moved = await startGroupsDue(db, companyId, candidates, now);
  return moved > 0 ? readCompanyGenerations(db, companyId) : generations;
}
