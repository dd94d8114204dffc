import type { Kysely, Updateable } from 'kysely';
import type { GatewayDatabase, UsersTable } from '../db/schema';
import { inTransaction } from '../db/in-transaction';
import type { OnboardingCaller } from '../onboarding/onboarding-access';
import { staleVersion } from '../onboarding/onboarding-access';
import { recordSettingChange } from '../criteria/setting-changes';
import { PEOPLE_TEXT } from './people-text';
import { companyPerson, personView, type PersonRow } from './people-view';

/** The settings area people's changes are recorded under. */
export const PEOPLE_AREA = 'user';

export interface PersonChange {
  set: Updateable<UsersTable>;
  /** `role_changed`, `deactivated`, `reactivated`, `invitation_resent`. */
  action: string;
  summary: string;
  /** Runs in the change's transaction after the row is written (ending sessions, queueing a mail). */
  alongside?: (trx: Kysely<GatewayDatabase>) => Promise<void>;
}

/**
 * One change of a staff user, made only on the version the caller read: in one transaction it
 * reads the person (404 for another company's), refuses a stale version (409 naming the current
 * one), lets `decide` check and shape the change, writes it with the version raised, and records it.
 */
export async function changePersonAt(
  db: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  target: { id: string; version: number },
  decide: (person: PersonRow, trx: Kysely<GatewayDatabase>) => Promise<PersonChange>,
) {
  return inTransaction(db, async (trx) => {
    const person = await companyPerson(trx, caller.companyId, target.id);
    if (Number(person.version) !== target.version) throw staleVersion(PEOPLE_TEXT.stale, { currentVersion: Number(person.version) });
    const change = await decide(person, trx);
    const written = await trx
      .updateTable('users')
      .set({ ...change.set, version: target.version + 1, updated_at: new Date().toISOString() })
      .where('company_id', '=', caller.companyId)
      .where('id', '=', person.id)
      .where('version', '=', target.version)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 0)
      throw staleVersion(PEOPLE_TEXT.stale, { currentVersion: Number((await companyPerson(trx, caller.companyId, target.id)).version) });
    await change.alongside?.(trx);
    await recordSettingChange(trx, {
      companyId: caller.companyId,
      area: PEOPLE_AREA,
      entityId: person.id,
      action: change.action,
      summary: change.summary,
      changedBy: caller.userId,
    });
    return personView(await companyPerson(trx, caller.companyId, person.id));
  });
}
