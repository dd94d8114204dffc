import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { GatewayError } from '../http/gateway-error';
import type { GatewayServices } from '../services';
import type { SessionClaims } from './access-tokens';

export function sessionEnded(): GatewayError {
  return new GatewayError(401, { message: GATEWAY_MESSAGES.sessionRequired, code: ERROR_CODES.sessionEnded });
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** The session of a request: a valid access token whose refresh family was not revoked. */
export async function authenticate(services: GatewayServices, request: FastifyRequest): Promise<SessionClaims> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const claims = match?.[1] === undefined ? null : await services.accessTokens.verify(match[1]);
  if (claims === null) {
    throw sessionEnded();
  }
  const active = await services.refreshTokens.isFamilyActive(
    { companyId: claims.companyId, userId: claims.userId },
    claims.familyId,
  );
  if (!active) {
    throw sessionEnded();
  }
  return claims;
}
