import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../auth/signup/unique-violation';
import { inTransaction } from '../db/in-transaction';
import type { OperationHandler } from '../http/operation-handler';
import { conflict } from '../onboarding/onboarding-access';
import type { GatewayServices } from '../services';
import { recordSettingChange } from '../criteria/setting-changes';
import { PEOPLE_AREA } from './versioned-person-change';
import { PEOPLE_TEXT } from './people-text';
import { companyPerson, personView } from './people-view';
import { prepareInvitation } from './send-invitation';

export const EMAIL_TAKEN = 'EMAIL_TAKEN';

/**
 * `POST settings/people`: a staff account with the role chosen and a temporary password, and the
 * invitation mail with it, in one transaction: the account never exists without its mail.
 */
export function invitePersonHandler(services: GatewayServices): OperationHandler<'people.invite'> {
  return async ({ firstName, lastName, email, role }, { caller, db }) => {
    const holder = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (holder !== undefined) throw conflict(PEOPLE_TEXT.emailTaken, EMAIL_TAKEN, { fieldErrors: { email: [PEOPLE_TEXT.emailTaken] } });

    const invitation = await prepareInvitation(services, db, caller, { email, firstName });
    const id = randomUUID();
    const at = new Date().toISOString();
    try {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id,
            company_id: caller.companyId,
            email,
            password_hash: invitation.passwordHash,
            first_name: firstName,
            last_name: lastName,
            role,
            kind: 'staff',
            must_change_password: true,
            invited_at: at,
            invited_by: caller.userId,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await invitation.queue(trx);
        await recordSettingChange(trx, {
          companyId: caller.companyId,
          area: PEOPLE_AREA,
          entityId: id,
          action: 'invited',
          summary: `Invited ${email} as ${role}.`,
          changedBy: caller.userId,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PEOPLE_TEXT.emailTaken, EMAIL_TAKEN, { fieldErrors: { email: [PEOPLE_TEXT.emailTaken] } });
      throw error;
    }
    services.mail.deliverSoon();
    return { message: PEOPLE_TEXT.invited(email), data: personView(await companyPerson(db, caller.companyId, id)) };
  };
}
