import { GATEWAY_MESSAGES } from '@shared/messages';
import { PRODUCT_HEADER, type ProductCode } from '@shared/products';
import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { LIFECYCLE_MESSAGES, PASSWORD_CHANGE_REQUIRED } from './lifecycle-messages';
import { loadSignedInUser } from '../users/session-user';
import { unknownAccountHash, verifyPassword } from './passwords';
import { clientAddress } from '../rate-limits/client-address';

function invalidCredentials(): GatewayError {
  return new GatewayError(401, { message: GATEWAY_MESSAGES.invalidCredentials });
}

export function signInHandler(services: GatewayServices): OperationHandler<'auth.signIn'> {
  return async ({ email, password }, { request }) => {
    const address = clientAddress(request);
    const attempt = await services.signInLimiter.attempt(email, address);

    const account = await services.db
      .selectFrom('users')
      .select(['id', 'company_id', 'password_hash', 'must_change_password'])
      .where('email', '=', email)
      .executeTakeFirst();
    // An unknown email costs one verify too, so the answer time does not tell which accounts exist.
    const passwordMatches = await verifyPassword(account?.password_hash ?? (await unknownAccountHash()), password);
    if (account === undefined || !passwordMatches) {
      await attempt.failed();
      throw invalidCredentials();
    }
    await attempt.succeeded();

    const signedIn = await loadSignedInUser(services.db, account.company_id, account.id);
    if (signedIn === undefined) {
      throw invalidCredentials();
    }
    if (!signedIn.isActive) {
      throw new GatewayError(403, { message: GATEWAY_MESSAGES.accountDisabled });
    }
    if (account.must_change_password) {
      throw new GatewayError(403, { message: LIFECYCLE_MESSAGES.passwordChangeRequired, code: PASSWORD_CHANGE_REQUIRED });
    }
    const product = request.headers[PRODUCT_HEADER] as ProductCode;
    if (!signedIn.company.products.includes(product)) {
      throw new GatewayError(403, { message: GATEWAY_MESSAGES.productNotAllowed });
    }

    const owner = { companyId: account.company_id, userId: account.id };
    const refresh = await services.refreshTokens.start(owner);
    const authToken = await services.accessTokens.issue({
      ...owner,
      familyId: refresh.familyId,
    });
    return {
      message: GATEWAY_MESSAGES.signInSuccess,
      data: {
        authToken,
        refreshToken: refresh.token,
        user: signedIn.user,
        isFeedbackCompleted: signedIn.isFeedbackCompleted,
      },
    };
  };
}
