import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';
import { clientAddress } from '../rate-limits/client-address';

/**
 * Records the request for a reset code and answers; every email gets the same answer after the same
 * work. Whether the email has an active account is looked up after the answer (code-requests.ts).
 */
export function forgotPasswordHandler(services: GatewayServices): OperationHandler<'auth.forgotPassword'> {
  return async ({ email }, { request }) => {
    await services.lifecycleLimiter.admitForgotPassword(email, clientAddress(request));
    await services.codeRequests.record(email, 'password_reset');
    return { message: LIFECYCLE_MESSAGES.resetRequested };
  };
}
