import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { temporaryPassword } from '../auth/temporary-password';
import type { GatewayDatabase } from '../db/schema';
import type { OnboardingCaller } from '../onboarding/onboarding-access';
import type { GatewayServices } from '../services';
import { staffInviteMail } from './staff-invite-mail';

export interface Invitation {
  /** Hash it into the account's row: the mail carries the only copy of the password. */
  passwordHash: string;
  queue(trx: Kysely<GatewayDatabase>): Promise<void>;
}

/** A new temporary password and its mail, to queue in the transaction that writes the account. */
export async function prepareInvitation(
  services: GatewayServices,
  db: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  colleague: { email: string; firstName: string },
): Promise<Invitation> {
  const password = temporaryPassword();
  const [passwordHash, company, inviter] = await Promise.all([
    hashPassword(password),
    db.selectFrom('companies').select('name').where('id', '=', caller.companyId).executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('company_id', '=', caller.companyId)
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const mail = staffInviteMail(
    services.mailContext,
    {
      ...colleague,
      companyName: company.name,
      companyId: caller.companyId,
      invitedBy: `${inviter.first_name} ${inviter.last_name}`.trim(),
    },
    password,
  );
  return { passwordHash, queue: (trx) => services.mail.queue(mail, trx) };
}
