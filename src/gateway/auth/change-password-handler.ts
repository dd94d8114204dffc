import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';
import { verifyPassword } from './passwords';
import { replacePassword } from './replace-password';
import { sessionEnded } from './session';

export function changePasswordHandler(services: GatewayServices): OperationHandler<'auth.changePassword'> {
  return async ({ oldPassword, newPassword }, { session }) => {
    const owner = { companyId: session.companyId, userId: session.userId };
    const account = await services.db
      .selectFrom('users')
      .select(['password_hash', 'is_active'])
      .where('company_id', '=', owner.companyId)
      .where('id', '=', owner.userId)
      .executeTakeFirst();
    if (account === undefined || !account.is_active) {
      throw sessionEnded();
    }
    const attempt = await services.lifecycleLimiter.passwordFailures.take(owner.userId);
    if (!(await verifyPassword(account.password_hash, oldPassword))) {
      await attempt.failed();
      throw new GatewayError(400, { message: LIFECYCLE_MESSAGES.currentPasswordWrong });
    }
    await attempt.succeeded();
    await replacePassword(services.db, owner, newPassword);
    return { message: LIFECYCLE_MESSAGES.passwordChanged };
  };
}
