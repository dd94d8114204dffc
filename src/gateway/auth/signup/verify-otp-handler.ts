import { LIFECYCLE_MESSAGES } from '../lifecycle-messages';
import { GatewayError } from '../../http/gateway-error';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { clientAddress } from '../../rate-limits/client-address';

export function phoneNotSetUp(): GatewayError {
  return new GatewayError(400, { message: LIFECYCLE_MESSAGES.phoneNotSetUp });
}

/** Confirms the account's email with its 4-digit code; an unknown account answers like a wrong code. */
export function verifyOtpHandler(services: GatewayServices): OperationHandler<'auth.verifyOtp'> {
  return async ({ id, type, code }, { request }) => {
    if (type === 'phone') {
      throw phoneNotSetUp();
    }
    const address = clientAddress(request);
    const attempt = await services.lifecycleLimiter.codeFailures.take(address);
    const account = await services.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', id).executeTakeFirst();
    const owner = account === undefined ? undefined : { companyId: account.company_id, userId: account.id };
    const outcome = owner === undefined ? 'invalid' : await services.codes.check(owner, 'email_verification', code);
    if (owner === undefined || outcome !== 'accepted') {
      await attempt.failed();
      const message = outcome === 'locked' ? LIFECYCLE_MESSAGES.verificationCodeLocked : LIFECYCLE_MESSAGES.verificationCodeInvalid;
      throw new GatewayError(400, { message });
    }
    await attempt.succeeded();
    await services.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('company_id', '=', owner.companyId)
      .where('id', '=', owner.userId)
      .execute();
    return { message: LIFECYCLE_MESSAGES.emailVerified };
  };
}
