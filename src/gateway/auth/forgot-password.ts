import type { OperationHandler } from '../http/operation-handler';
import { passwordResetMail } from '../mail/mail-templates';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';

/** Mails a reset code to a known account; every email gets the same answer. */
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
      const code = await services.codes.issue(owner, 'password_reset');
      try {
        await services.mailer.send(passwordResetMail(services.mailContext, { email, firstName: account.first_name, companyId: owner.companyId }, code));
      } catch (error) {
        // A failure here must not answer differently from an unknown email.
        request.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'reset mail could not be sent');
      }
    }
    return { message: LIFECYCLE_MESSAGES.resetRequested };
  };
}
