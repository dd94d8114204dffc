import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionClaims, createAccessTokens } from '../../src/gateway/auth/access-tokens';

const SECRET = 'access-token-test-secret-long-enough-for-hs256';
const CLAIMS: SessionClaims = { userId: 'user-1', companyId: 'company-1', familyId: 'family-1' };

/** A verified token is remembered until it expires; these check that remembering changes no answer. */
describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token on every request until it expires, and refuses it from then on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:00Z') });
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2026-11-21T10:00:59Z'));
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2026-11-21T10:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a changed token and one signed with another secret, though the original was accepted', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), cid: 'company-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const foreign = await createAccessTokens(`${SECRET}-other`, 60).issue(CLAIMS);
    expect(await tokens.verify(foreign)).toBeNull();
  });

  it('keeps the acting administrator of a token accepted before', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const acting = await tokens.issue({ ...CLAIMS, actorUserId: 'admin-1' });
    expect(await tokens.verify(acting)).toEqual({ ...CLAIMS, actorUserId: 'admin-1' });
    expect(await tokens.verify(acting)).toEqual({ ...CLAIMS, actorUserId: 'admin-1' });
    expect(await tokens.verify(await tokens.issue(CLAIMS))).toEqual(CLAIMS);
  });
});
