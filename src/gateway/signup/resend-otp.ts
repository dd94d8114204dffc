import { LIFECYCLE_MESSAGES } from '../auth/lifecycle-messages';
import type { OperationHandler } from '../http/operation-handler';
import { verificationMail } from '../mail/mail-templates';
import type { GatewayServices } from '../services';
import { phoneNotSetUp } from './verify-otp';

/** Mails a new verification code to an account still waiting for one; every id gets the same answer. */
export function resendOtpHandler(services: GatewayServices): OperationHandler<'auth.resendOtp'> {
  return async ({ id, type }, { request }) => {
    if (type === 'phone') {
      throw phoneNotSetUp();
    }
    await services.lifecycleLimiter.admitResend(id);
    const account = await services.db
      .selectFrom('users')
      .select(['id', 'company_id', 'first_name', 'email_verified_at'])
      .where('email', '=', id)
      .executeTakeFirst();
    if (account !== undefined && account.email_verified_at === null) {
      const owner = { companyId: account.company_id, userId: account.id };
      const code = await services.codes.issue(owner, 'email_verification');
      try {
        await services.mailer.send(verificationMail(services.mailContext, { email: id, firstName: account.first_name, companyId: owner.companyId }, code));
      } catch (error) {
        request.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'verification mail could not be sent');
      }
    }
    return { message: LIFECYCLE_MESSAGES.verificationResent };
  };
}
