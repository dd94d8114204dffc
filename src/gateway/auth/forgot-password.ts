import type { OperationHandler } from '../http/operation-handler';
import { passwordResetMail } from '../mail/mail-templates';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';
import { mailNewCode } from './mail-new-code';

/**
 * Mails a reset code to a known account; every email gets the same answer. The mail is only queued
 * (with its code, in one transaction), so a known account is answered as soon as an unknown one.
 */
export function forgotPasswordHandler(services: GatewayServices): OperationHandler<'auth.forgotPassword'> {
  return async ({ email }, { request }) => {
    await services.lifecycleLimiter.admitForgotPassword(email, request.ip);
    const account = await services.db
      .selectFrom('users')
      .select(['id', 'company_id', 'first_name', 'is_active'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (account !== undefined && account.is_active) {
      const owner = { companyId: account.company_id, userId: account.id };
      await mailNewCode(services, owner, 'password_reset', (code) =>
        passwordResetMail(services.mailContext, { email, firstName: account.first_name, companyId: owner.companyId }, code),
      );
    }
    return { message: LIFECYCLE_MESSAGES.resetRequested };
  };
}
