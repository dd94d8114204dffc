import type { HireStatus } from '@shared/onboarding';
import { BoundedMemo } from '../../bounded-memo';
import type { StartGroup } from './hire-status-sweep';

export type StatusCounts = Readonly<Record<HireStatus, number>>;

/**
 * What the hires list keeps in memory, each entry under the company's generations (migration 0007)
 * so that none is ever stale: a change raises a generation and later reads look under a new key.
 * Counts by status are kept per filter (paging, sorting and status tabs recount nothing); whole
 * answers per query, until anything a page shows changes. Both are also kept per reach: callers who
 * reach every hire share them, a caller who reaches some has their own (`ReachedHires.key`).
 */
export interface HireListMemo<Answer> {
  counts: BoundedMemo<StatusCounts>;
  answers: BoundedMemo<Answer>;
  /** The status sweep's candidates, per company, `hires` generation and latest date on Earth. */
  startCandidates: BoundedMemo<readonly StartGroup[]>;
}

export function createHireListMemo<Answer>(): HireListMemo<Answer> {
  // Enough for the filters and pages a company's coordinators use in a day: some megabytes at most.
  return { counts: new BoundedMemo(2_000), answers: new BoundedMemo(1_000), startCandidates: new BoundedMemo(1_000) };
}
