import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import { inTransaction } from '../../db/in-transaction';
import { temporaryPassword } from '../../auth/temporary-password';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { isUniqueViolation } from '../../auth/signup/unique-violation';
import { conflict } from '../onboarding-access';
import { currentManagedHire } from './hire-access';
import { HIRE_TEXT } from './hire-text';
import { freshHireView } from './hire-view';
import { newHireInviteMail } from './invite-mail';

export const INVITE_NOT_ALLOWED = 'INVITE_NOT_ALLOWED';
export const EMAIL_TAKEN = 'EMAIL_TAKEN';

/**
 * `POST NewHire/invite-hire/{id}`: an approved hire gets their own account (kind new_hire, role
 * NEW_HIRE, their personal email) and a mailed temporary password, as company sign-up does. Asked
 * again before they set their password, it mails a new one; after that it is refused.
 */
export function inviteHireHandler(services: GatewayServices): OperationHandler<'newHire.invite'> {
  return async ({ id }, { caller, db }) => {
    const now = new Date();
    const at = now.toISOString();
    const hire = await currentManagedHire(db, caller, id, now);
    if (hire.status !== 'preboarding' && hire.status !== 'onboarding') throw conflict(HIRE_TEXT.inviteStatus, INVITE_NOT_ALLOWED);

    const existing =
      hire.user_id === null
        ? undefined
        : await db
            .selectFrom('users')
            .select(['id', 'must_change_password'])
            .where('company_id', '=', caller.companyId)
            .where('id', '=', hire.user_id)
            .executeTakeFirst();
    if (existing !== undefined && !existing.must_change_password) throw conflict(HIRE_TEXT.inviteAlreadyActive, INVITE_NOT_ALLOWED);

    const email = hire.personal_email;
    const holder = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (holder !== undefined && holder.id !== existing?.id) throw conflict(HIRE_TEXT.inviteEmailTaken, EMAIL_TAKEN);

    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const userId = existing?.id ?? randomUUID();
    const company = await db
      .selectFrom('companies as c')
      .leftJoin('brand_assets as b', (join) => join.onRef('b.company_id', '=', 'c.id').on('b.kind', '=', 'emailHeader'))
      .select(['c.name', 'c.brand_color', 'b.file_id as email_header_file_id'])
      .where('c.id', '=', caller.companyId)
      .executeTakeFirstOrThrow();
    const mail = newHireInviteMail(
      services.mailContext,
      { email, name: hire.preferred_name ?? hire.first_name, companyName: company.name, companyId: caller.companyId },
      password,
      { brandColor: company.brand_color, emailHeaderFileId: company.email_header_file_id },
    );
    try {
      // The invitation is queued with the account it opens, so the account never exists without its mail.
      await inTransaction(db, async (trx) => {
        await services.mail.queue(mail, trx);
        if (existing !== undefined) {
          // The account never set a password: it follows the hire's current email and names.
          await trx
            .updateTable('users')
            .set({ email, first_name: hire.first_name, last_name: hire.last_name, password_hash: passwordHash, updated_at: at })
            .where('company_id', '=', caller.companyId)
            .where('id', '=', existing.id)
            .execute();
          return;
        }
        await trx
          .insertInto('users')
          .values({
            id: userId,
            company_id: caller.companyId,
            email,
            password_hash: passwordHash,
            first_name: hire.first_name,
            last_name: hire.last_name,
            role: 'NEW_HIRE',
            kind: 'new_hire',
            must_change_password: true,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .updateTable('new_hires')
          .set({ user_id: userId, updated_by: caller.userId, updated_at: at })
          .where('company_id', '=', caller.companyId)
          .where('id', '=', hire.id)
          .execute();
        await trx
          .insertInto('new_hire_changes')
          .values({
            id: randomUUID(),
            company_id: caller.companyId,
            hire_id: hire.id,
            field: 'account',
            old_value: null,
            new_value: `Invited as ${email}`,
            changed_by: caller.userId,
            changed_at: at,
          })
          .execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(HIRE_TEXT.inviteEmailTaken, EMAIL_TAKEN);
      throw error;
    }
    services.mail.deliverSoon();
    return { message: HIRE_TEXT.invited, data: await freshHireView(db, caller, hire.id, now) };
  };
}
