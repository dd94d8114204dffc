import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';

export interface PeopleChange {
  companyId: string;
  personId: string;
  action: 'invited' | 'invitation_resent' | 'role_changed' | 'deactivated' | 'reactivated';
  summary: string;
  changedBy: string;
}

/** Writes who changed whom, when, into the settings' record of changes (area `user`). */
export async function recordPeopleChange(_db: Kysely<GatewayDatabase>, _change: PeopleChange): Promise<void> {
  // Wired to recordSettingChange once the settings' record of changes is in.
}
