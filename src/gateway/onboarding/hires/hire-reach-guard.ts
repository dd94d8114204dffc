import { type ReachedHire, reachedAmong } from '../../access/caller-reach';
import type { CriteriaDb } from '../../criteria/criteria-db';
import { forbidden, type OnboardingCaller } from '../onboarding-access';

/**
 * Refuses, inside the transaction that wrote the hire and its criteria, a write that leaves the hire
 * outside the caller's reach: they could neither see nor undo it, so it is rolled back instead.
 */
export async function requireStillReached(db: CriteriaDb, caller: OnboardingCaller, hire: ReachedHire, message: string): Promise<void> {
  if (caller.reach.kind === 'every') return;
  const reached = await reachedAmong(db, caller.companyId, caller.reach, [hire]);
  if (!reached.has(hire.id)) throw forbidden(message);
}
