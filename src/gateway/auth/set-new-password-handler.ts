import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import { takeAttempts } from '../rate-limits/failure-limit';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';
import { unknownAccountHash, verifyPassword } from './passwords';
import { replacePassword } from './replace-password';
import { clientAddress } from '../rate-limits/client-address';

export function setNewPasswordHandler(services: GatewayServices): OperationHandler<'auth.setNewPassword'> {
  return async ({ email, tempPassword, newPassword }, { request }) => {
    const address = clientAddress(request);
    const limits = services.lifecycleLimiter;
    const attempt = await takeAttempts([
      [limits.codeFailures, address],
      [limits.passwordFailures, email],
    ]);

    const account = await services.db
      .selectFrom('users')
      .select(['id', 'company_id', 'password_hash', 'must_change_password'])
      .where('email', '=', email)
      .executeTakeFirst();
    const matches = await verifyPassword(account?.password_hash ?? (await unknownAccountHash()), tempPassword);
    if (account === undefined || !matches) {
      await attempt.failed();
      throw new GatewayError(400, { message: LIFECYCLE_MESSAGES.temporaryPasswordWrong });
    }
    await attempt.succeeded();
    if (!account.must_change_password) {
      throw new GatewayError(400, { message: LIFECYCLE_MESSAGES.passwordAlreadySet });
    }
    await replacePassword(services.db, { companyId: account.company_id, userId: account.id }, newPassword);
    return { message: LIFECYCLE_MESSAGES.newPasswordSet };
  };
}
