import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { loadSignedInUser } from '../users/session-user';

function refreshInvalid(): GatewayError {
  return new GatewayError(401, { message: GATEWAY_MESSAGES.refreshInvalid, code: ERROR_CODES.sessionEnded });
}

export function refreshTokenHandler(services: GatewayServices): OperationHandler<'auth.refreshToken'> {
  return async ({ refreshToken }) => {
    const rotation = await services.refreshTokens.rotate(refreshToken);
    if (rotation.outcome !== 'rotated') {
      throw refreshInvalid();
    }
    const { owner, issued } = rotation;
    const signedIn = await loadSignedInUser(services.db, owner.companyId, owner.userId);
    if (signedIn === undefined || !signedIn.isActive) {
      await services.refreshTokens.revokeFamily(owner, issued.familyId);
      throw refreshInvalid();
    }
    const authToken = await services.accessTokens.issue({ ...owner, familyId: issued.familyId, role: signedIn.user.role });
    return { message: GATEWAY_MESSAGES.tokenRefreshed, authToken, refreshToken: issued.token };
  };
}
