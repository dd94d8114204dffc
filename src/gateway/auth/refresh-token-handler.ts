import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { loadSignedInUser } from '../users/session-user';
import { recordImpersonationEnd } from './login-as-log';
import { standingActor } from './login-as-rules';

function refreshInvalid(): GatewayError {
  return new GatewayError(401, { message: GATEWAY_MESSAGES.refreshInvalid, code: ERROR_CODES.sessionEnded });
}

export function refreshTokenHandler(services: GatewayServices): OperationHandler<'auth.refreshToken'> {
  return async ({ refreshToken }) => {
    const rotation = await services.refreshTokens.rotate(refreshToken);
    if (rotation.outcome !== 'rotated') {
      throw refreshInvalid();
    }
    const { owner, issued, actorUserId } = rotation;
    const signedIn = await loadSignedInUser(services.db, owner.companyId, owner.userId);
    // An acting session lasts only while its administrator is active and still allowed to act.
    const actorStands = actorUserId === undefined || (await standingActor(services.db, owner.companyId, actorUserId)) !== undefined;
    if (signedIn === undefined || !signedIn.isActive || !actorStands) {
      await services.refreshTokens.revokeFamily(owner, issued.familyId);
      if (actorUserId !== undefined) await recordImpersonationEnd(services.db, owner.companyId, issued.familyId, 'revoked', new Date());
      throw refreshInvalid();
    }
    const authToken = await services.accessTokens.issue({
      ...owner,
      familyId: issued.familyId,
      ...(actorUserId === undefined ? {} : { actorUserId }),
    });
    return { message: GATEWAY_MESSAGES.tokenRefreshed, authToken, refreshToken: issued.token };
  };
}
