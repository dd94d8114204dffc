import { LIFECYCLE_MESSAGES } from '../lifecycle-messages';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { phoneNotSetUp } from './verify-otp-handler';

/**
 * Records the request for a new verification code and answers; every id gets the same answer after
 * the same work. Whether it is an account still waiting for one is looked up after the answer.
 */
export function resendOtpHandler(services: GatewayServices): OperationHandler<'auth.resendOtp'> {
  return async ({ id, type }) => {
    if (type === 'phone') {
      throw phoneNotSetUp();
    }
    await services.lifecycleLimiter.admitResend(id);
    await services.codeRequests.record(id, 'email_verification');
    return { message: LIFECYCLE_MESSAGES.verificationResent };
  };
}
