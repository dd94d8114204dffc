import { SignJWT, jwtVerify } from 'jose';
import { USER_ROLES, type UserRole } from '@shared/roles';

export const ACCESS_TOKEN_ISSUER = 'hcm-onboarding-gateway';
export const ACCESS_TOKEN_AUDIENCE = 'hcm-onboarding';
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 900;

export interface SessionClaims {
  userId: string;
  companyId: string;
  /** The refresh token family this access token was issued for. */
  familyId: string;
  role: UserRole;
  /**
   * Set while an administrator acts as `userId` (log in as a user): the administrator's id, carried
   * as the RFC 8693 actor claim `act: { sub }`. Such a session may read but not change anything.
   */
  actorUserId?: string;
}

export interface AccessTokens {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, forged, expired or malformed one. */
  verify(token: string): Promise<SessionClaims | null>;
}

function isRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** The acting party of an `act` claim: an object whose `sub` is the administrator's id. */
function actorOf(act: unknown): string | null {
  if (typeof act !== 'object' || act === null || !('sub' in act)) return null;
  return typeof act.sub === 'string' && act.sub !== '' ? act.sub : null;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // Imported once: a raw secret would be imported again on every sign and verify, each a job on the
  // thread pool that password hashing keeps busy.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const ttl = Math.min(Math.max(1, Math.floor(ttlSeconds)), MAX_ACCESS_TOKEN_TTL_SECONDS);
  return {
    issue: async (claims) =>
      new SignJWT({
        cid: claims.companyId,
        sid: claims.familyId,
        role: claims.role,
        ...(claims.actorUserId === undefined ? {} : { act: { sub: claims.actorUserId } }),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, cid, sid, role, act } = payload;
        if (typeof sub !== 'string' || typeof cid !== 'string' || typeof sid !== 'string' || !isRole(role)) {
          return null;
        }
        if (act === undefined) return { userId: sub, companyId: cid, familyId: sid, role };
        const actor = actorOf(act);
        return actor === null ? null : { userId: sub, companyId: cid, familyId: sid, role, actorUserId: actor };
      } catch {
        return null;
      }
    },
  };
}
