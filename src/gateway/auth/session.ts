import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { GatewayError } from '../http/gateway-error';
import type { GatewayServices } from '../services';
import { type CompanyGenerations, readCompanyGenerations } from '../company-generations';
import type { SessionClaims } from './access-tokens';
import { refuseChangeWhileActing } from './login-as-guard';

export function sessionEnded(): GatewayError {
  return new GatewayError(401, { message: GATEWAY_MESSAGES.sessionRequired, code: ERROR_CODES.sessionEnded });
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

export interface AuthenticateOptions {
  /**
   * A call that changes something is refused while an administrator acts as the user, unless it
   * is one of the few that end that state (logout, return to my account).
   */
  allowWhileActing?: boolean;
}

/** A request's session: its token's claims, and its company's generations as read when it began. */
export interface AuthenticatedSession extends SessionClaims {
  generations?: CompanyGenerations;
}

/**
 * The session of a request: a valid access token whose refresh family was not revoked. A session
 * in which an administrator acts as the user may read only: every other method is refused here,
 * for operations and file routes alike.
 */
export async function authenticate(services: GatewayServices, request: FastifyRequest, options: AuthenticateOptions = {}): Promise<AuthenticatedSession> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const claims = match?.[1] === undefined ? null : await services.accessTokens.verify(match[1]);
  if (claims === null) {
    throw sessionEnded();
  }
  const generations = await readCompanyGenerations(services.db, claims.companyId);
  if (!(await isFamilyActive(services, claims, generations))) {
    throw sessionEnded();
  }
  if (claims.actorUserId !== undefined && options.allowWhileActing !== true) {
    await refuseChangeWhileActing(services.db, claims, request.method);
  }
  return { ...claims, ...(generations === undefined ? {} : { generations }) };
}

/**
 * Whether the token's refresh family still stands. An answer of yes is kept under the company's
 * `access` generation, which revoking or removing a family raises, so a logout still ends the
 * session on its very next request.
 */
async function isFamilyActive(services: GatewayServices, claims: SessionClaims, generations: CompanyGenerations | undefined): Promise<boolean> {
  const key = generations && JSON.stringify([claims.companyId, generations.access, claims.familyId, claims.userId, claims.actorUserId ?? null]);
  if (key !== undefined && services.activeFamilies.read(key) === true) return true;
  const active = await services.refreshTokens.isFamilyActive({ companyId: claims.companyId, userId: claims.userId }, claims.familyId, claims.actorUserId);
  if (active && key !== undefined) services.activeFamilies.keep(key, true);
  return active;
}
