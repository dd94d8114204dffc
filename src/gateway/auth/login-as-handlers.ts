import { ERROR_CODES } from '@shared/contract/errors';
import { LOGIN_AS_CODES, LOGIN_AS_MESSAGES } from '@shared/login-as';
import { GatewayError } from '../http/gateway-error';
import type { OperationHandler } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { loadSignedInUser } from '../users/session-user';
import { recordImpersonationEnd, recordImpersonationStart } from './login-as-log';
import { findCompanyMember, mayLogInAs, outranks, widerAccessThanActor } from './login-as-rules';
import { sessionEnded } from './session';

function refused(status: number, message: string, code: string): GatewayError {
  return new GatewayError(status, { message, code });
}

/**
 * `POST users/login-as` {userId}: an administrator who holds "login as a user" (through their role or
 * a custom role) starts a session of another active user of their own company whose role is not
 * above theirs and who holds no right and reaches no hire the administrator does not. The administrator's session ends (one session per
 * device); the new family remembers the administrator, inherits the old family's expiry, and its
 * access tokens carry `act: { sub: <administrator> }`. The start is logged.
 */
export function loginAsHandler(services: GatewayServices): OperationHandler<'auth.loginAs'> {
  return async ({ userId }, { session }) => {
    const { db, refreshTokens, accessTokens } = services;
    const { companyId } = session;
    const actor = await findCompanyMember(db, companyId, session.userId);
    if (actor === undefined || !actor.isActive) throw sessionEnded();
    if (!(await mayLogInAs(db, companyId, actor.id))) throw refused(403, LOGIN_AS_MESSAGES.notAllowed, ERROR_CODES.forbidden);

    const target = await findCompanyMember(db, companyId, userId);
    if (target === undefined) throw refused(404, LOGIN_AS_MESSAGES.userNotFound, 'NOT_FOUND');
    if (target.id === actor.id) throw refused(400, LOGIN_AS_MESSAGES.self, ERROR_CODES.invalidInput);
    if (!target.isActive) throw refused(400, LOGIN_AS_MESSAGES.inactive, ERROR_CODES.invalidInput);
    if (outranks(target.role, actor.role)) throw refused(403, LOGIN_AS_MESSAGES.higherRole, ERROR_CODES.forbidden);
    const wider = await widerAccessThanActor(db, companyId, actor.id, target.id);
    if (wider !== undefined) throw refused(403, wider, ERROR_CODES.forbidden);

    const actorOwner = { companyId, userId: actor.id };
    const expiresAt = await refreshTokens.familyExpiry(actorOwner, session.familyId);
    if (expiresAt === undefined) throw sessionEnded();
    const now = new Date();
    const issued = await db.transaction().execute(async (trx) => {
      // Only one start wins for a session: a second one finds the family already ended.
      if ((await refreshTokens.revokeFamily(actorOwner, session.familyId, now, trx)) === 0) return undefined;
      const family = await refreshTokens.start({ companyId, userId: target.id }, now, { actorUserId: actor.id, expiresAt }, trx);
      await recordImpersonationStart(trx, { companyId, actor, target, familyId: family.familyId }, now);
      return family;
    });
    if (issued === undefined) throw sessionEnded();

    const signedIn = await loadSignedInUser(db, companyId, target.id, actor.id);
    if (signedIn === undefined) throw sessionEnded();
    const authToken = await accessTokens.issue({
      companyId,
      userId: target.id,
      familyId: issued.familyId,
      actorUserId: actor.id,
    });
    return {
      message: LOGIN_AS_MESSAGES.started(signedIn.user.fullName),
      data: { authToken, refreshToken: issued.token, user: signedIn.user, isFeedbackCompleted: signedIn.isFeedbackCompleted },
    };
  };
}

/**
 * `POST users/end-login-as`: the administrator returns to their own account. The acting family is
 * revoked, the administrator gets a new family (with the same expiry) and the end is logged.
 */
export function endLoginAsHandler(services: GatewayServices): OperationHandler<'auth.endLoginAs'> {
  return async (_input, { session }) => {
    const { db, refreshTokens, accessTokens } = services;
    const { companyId, actorUserId } = session;
    if (actorUserId === undefined) throw refused(400, LOGIN_AS_MESSAGES.notActing, LOGIN_AS_CODES.notActing);

    const actingOwner = { companyId, userId: session.userId };
    const expiresAt = await refreshTokens.familyExpiry(actingOwner, session.familyId);
    if (expiresAt === undefined) throw sessionEnded();
    const now = new Date();
    const actor = await findCompanyMember(db, companyId, actorUserId);
    if (actor === undefined || !actor.isActive) {
      await db.transaction().execute(async (trx) => {
        await refreshTokens.revokeFamily(actingOwner, session.familyId, now, trx);
        await recordImpersonationEnd(trx, companyId, session.familyId, 'revoked', now);
      });
      throw sessionEnded();
    }

    const issued = await db.transaction().execute(async (trx) => {
      if ((await refreshTokens.revokeFamily(actingOwner, session.familyId, now, trx)) === 0) return undefined;
      const family = await refreshTokens.start({ companyId, userId: actor.id }, now, { expiresAt }, trx);
      await recordImpersonationEnd(trx, companyId, session.familyId, 'returned', now);
      return family;
    });
    if (issued === undefined) throw sessionEnded();

    const signedIn = await loadSignedInUser(db, companyId, actor.id);
    if (signedIn === undefined) throw sessionEnded();
    const authToken = await accessTokens.issue({ companyId, userId: actor.id, familyId: issued.familyId });
    return {
      message: LOGIN_AS_MESSAGES.ended,
      data: { authToken, refreshToken: issued.token, user: signedIn.user, isFeedbackCompleted: signedIn.isFeedbackCompleted },
    };
  };
}
