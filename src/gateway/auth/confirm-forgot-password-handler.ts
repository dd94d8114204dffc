import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';
import { replacePassword } from './replace-password';
import { clientAddress } from '../rate-limits/client-address';

export function confirmForgotPasswordHandler(services: GatewayServices): OperationHandler<'auth.confirmForgotPassword'> {
  return async ({ email, code, password }, { request }) => {
    const address = clientAddress(request);
    const attempt = await services.lifecycleLimiter.codeFailures.take(address);
    const account = await services.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirst();
    const owner = account === undefined ? undefined : { companyId: account.company_id, userId: account.id };
    const outcome = owner === undefined ? 'invalid' : await services.codes.check(owner, 'password_reset', code);
    if (owner === undefined || outcome !== 'accepted') {
      await attempt.failed();
      const message = outcome === 'locked' ? LIFECYCLE_MESSAGES.resetCodeLocked : LIFECYCLE_MESSAGES.resetCodeInvalid;
      throw new GatewayError(400, { message });
    }
    await attempt.succeeded();
    await replacePassword(services.db, owner, password);
    return { message: LIFECYCLE_MESSAGES.passwordReset };
  };
}
