import { raiseAccessGeneration } from './access-generation';
import { recordSettingChange } from '../criteria/setting-changes';
import type { CriteriaDb } from '../criteria/criteria-db';
import type { OnboardingCaller } from '../onboarding/onboarding-access';

/** The settings area access changes are recorded under. */
export const ACCESS_AREA = 'access';

export interface AccessChangeRecord {
  /** The administrative role, or the custom role's id. */
  entityId: string;
  action: 'updated' | 'created' | 'deleted';
  summary: string;
  /** The setting in words, its first line naming what it is (the record's subject); null before a creation and after a deletion. */
  before: string | null;
  after: string | null;
}

/**
 * Writes an access change down (who, when, before, after) and raises the company's `access`
 * generation, in the change's transaction: signed-in users hold the new access from their next request.
 */
export async function recordAccessChange(trx: CriteriaDb, caller: OnboardingCaller, change: AccessChangeRecord): Promise<void> {
  await recordSettingChange(trx, { companyId: caller.companyId, area: ACCESS_AREA, changedBy: caller.userId, ...change });
  await raiseAccessGeneration(trx, caller.companyId);
}

/** What a recorded setting is about: its first line. */
export function subjectOf(setting: string | null): string | null {
  return setting === null ? null : (setting.split('\n', 1)[0] ?? null);
}
