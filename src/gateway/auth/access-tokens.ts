import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { BoundedMemo } from '../bounded-memo';

export const ACCESS_TOKEN_ISSUER = 'hcm-onboarding-gateway';
export const ACCESS_TOKEN_AUDIENCE = 'hcm-onboarding';
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 900;

export interface SessionClaims {
  userId: string;
  companyId: string;
  /** The refresh token family this access token was issued for. */
  familyId: string;
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
  const verified = rememberVerified();
  return {
    issue: async (claims) =>
      new SignJWT({
        cid: claims.companyId,
        sid: claims.familyId,
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
      const remembered = verified.recall(token);
      if (remembered !== undefined) return remembered;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        // A `role` claim, which tokens once carried, is ignored: what a session may do is read from its user row.
        const { sub, cid, sid, act } = payload;
        if (typeof sub !== 'string' || typeof cid !== 'string' || typeof sid !== 'string') {
          return null;
        }
        const actor = act === undefined ? undefined : actorOf(act);
        if (actor === null) return null;
        const claims: SessionClaims = { userId: sub, companyId: cid, familyId: sid, ...(actor === undefined ? {} : { actorUserId: actor }) };
        verified.keep(token, claims, payload.exp as number);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** Enough for every session a gateway serves within a token's lifetime. */
const VERIFIED_TOKENS_LIMIT = 10_000;

/**
 * Tokens already verified, with their claims, until they expire: checking the signature again costs
 * a job on the thread pool per request, and the same bytes cannot verify differently. Revocation is
 * still checked per request against the refresh family. Kept under the token's SHA-256, so no
 * bearer token stays in memory longer than its request.
 */
function rememberVerified() {
  const memo = new BoundedMemo<{ claims: SessionClaims; expiresAtMs: number }>(VERIFIED_TOKENS_LIMIT);
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    recall(token: string): SessionClaims | undefined {
      const entry = memo.read(keyOf(token));
      return entry !== undefined && Date.now() < entry.expiresAtMs ? entry.claims : undefined;
    },
    keep(token: string, claims: SessionClaims, expiresAtSeconds: number): void {
      memo.keep(keyOf(token), { claims, expiresAtMs: expiresAtSeconds * 1000 });
    },
  };
}
