import type { Kysely } from 'kysely';
import { recordSettingChange } from '../../criteria/setting-changes';
import type { GatewayDatabase } from '../../db/schema';
import type { OnboardingCaller } from '../onboarding-access';

/** Records who changed a field, how and when, in the settings audit record. */
export function recordFieldChange(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, fieldId: string, action: string, summary: string): Promise<void> {
  return recordSettingChange(db, { companyId: caller.companyId, area: 'custom_field', entityId: fieldId, action, summary, changedBy: caller.userId });
}
