import { LIFECYCLE_MESSAGES } from '../auth/lifecycle-messages';
import { mailNewCode } from '../auth/mail-new-code';
import type { OperationHandler } from '../http/operation-handler';
import { verificationMail } from '../mail/mail-templates';
import type { GatewayServices } from '../services';
import { phoneNotSetUp } from './verify-otp';

/** Mails a new verification code to an account still waiting for one; every id gets the same answer. */
export function resendOtpHandler(services: GatewayServices): OperationHandler<'auth.resendOtp'> {
  return async ({ id, type }) => {
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
      await mailNewCode(services, owner, 'email_verification', (code) =>
        verificationMail(services.mailContext, { email: id, firstName: account.first_name, companyId: owner.companyId }, code),
      );
    }
    return { message: LIFECYCLE_MESSAGES.verificationResent };
  };
}
