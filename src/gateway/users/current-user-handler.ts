import type { OperationHandler } from '../http/operation-handler';
import { sessionEnded } from '../auth/session';
import type { GatewayServices } from '../services';
import { loadSignedInUser } from './session-user';

const CURRENT_USER_MESSAGE = 'Signed-in user.';

export function currentUserHandler(services: GatewayServices): OperationHandler<'users.me'> {
  return async (_input, { session }) => {
    const signedIn = await loadSignedInUser(services.db, session.companyId, session.userId, session.actorUserId);
    if (signedIn === undefined || !signedIn.isActive) {
      throw sessionEnded();
    }
    return {
      message: CURRENT_USER_MESSAGE,
      data: { user: signedIn.user, isFeedbackCompleted: signedIn.isFeedbackCompleted, company: signedIn.company },
    };
  };
}
