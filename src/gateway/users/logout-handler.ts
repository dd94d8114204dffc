import { GATEWAY_MESSAGES } from '@shared/messages';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { recordImpersonationEnd } from '../auth/login-as-log';

export function logoutHandler(services: GatewayServices): OperationHandler<'users.logout'> {
  return async ({ refreshToken }, { session }) => {
    const owner = { companyId: session.companyId, userId: session.userId };
    await services.refreshTokens.revokeFamily(owner, session.familyId);
    if (session.actorUserId !== undefined) {
      await recordImpersonationEnd(services.db, session.companyId, session.familyId, 'signed-out', new Date());
    }
    if (refreshToken !== undefined) {
      // Only a family of this same user and company; any other token is left alone.
      const familyId = await services.refreshTokens.familyOf(owner, refreshToken);
      if (familyId !== undefined && familyId !== session.familyId) {
        await services.refreshTokens.revokeFamily(owner, familyId);
      }
    }
    return { message: GATEWAY_MESSAGES.loggedOut };
  };
}
