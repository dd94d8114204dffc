import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenOutputSchema } from '../../src/shared/contract/auth';
import { currentUserOutputSchema } from '../../src/shared/contract/users';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { databaseTargets } from './databases';
import { ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN, TEST_SECRET, openTestGateway, type TestGateway } from './test-gateway';

const sessionEnded = { message: GATEWAY_MESSAGES.sessionRequired, code: 'SESSION_ENDED' };

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`session tokens on ${target.name}`, () => {
    let gateway: TestGateway;

    const refresh = (refreshToken: string) => gateway.call({ method: 'PUT', url: '/auth/refresh-token', body: { refreshToken } });
    const me = (token: string) => gateway.call({ method: 'GET', url: '/users/me', token });
    const logout = (token: string, refreshToken?: string) =>
      gateway.call({ method: 'POST', url: '/users/logout', token, body: refreshToken === undefined ? {} : { refreshToken } });

    beforeAll(async () => {
      gateway = await openTestGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('answers users/me with the user and their company', async () => {
      const { authToken } = await gateway.session(COORDINATOR);
      const response = await me(authToken);
      expect(response.statusCode).toBe(200);
      const answer = currentUserOutputSchema.parse(response.json());
      expect(answer.data.user.email).toBe(COORDINATOR);
      expect(answer.data.user.menuPermissions.ONBOARDING?.module[0]).toBe('/home');
      expect(answer.data.isFeedbackCompleted).toBe(false);
      expect(answer.data.company).toMatchObject({ name: 'Acme Ltd', products: ['ONBOARDING', 'RECRUITMENT', 'PERFORMANCE'] });
    });

    it('rejects session calls without a valid bearer token', async () => {
      const none = await gateway.call({ method: 'GET', url: '/users/me' });
      const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
      for (const response of [none, forged]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(sessionEnded);
      }
    });

    it('rejects an expired access token', async () => {
      const { authToken } = await gateway.session(COORDINATOR);
      const claims = JSON.parse(Buffer.from(authToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await new SignJWT({ cid: claims.cid, sid: claims.sid, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.sub))
        .setIssuer('hcm-onboarding-gateway')
        .setAudience('hcm-onboarding')
        .setIssuedAt(past - 900)
        .setExpirationTime(past)
        .sign(new TextEncoder().encode(TEST_SECRET));
      expect((await me(authToken)).statusCode).toBe(200);
      const response = await me(expired);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded);
    });

    it('issues access tokens that live 15 minutes at most', async () => {
      const { authToken } = await gateway.session(COORDINATOR);
      const claims = JSON.parse(Buffer.from(authToken.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(900);
    });

    it('rotates the refresh token: the new one works, the spent one does not', async () => {
      const first = await gateway.session(COORDINATOR);
      const rotated = await refresh(first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const answer = refreshTokenOutputSchema.parse(rotated.json());
      expect(answer.message).toBe(GATEWAY_MESSAGES.tokenRefreshed);
      expect(answer.refreshToken).not.toBe(first.refreshToken);
      expect((await me(answer.authToken)).statusCode).toBe(200);

      const second = await refresh(answer.refreshToken);
      expect(second.statusCode).toBe(200);
    });

    it('revokes the whole family when a spent refresh token comes back', async () => {
      const first = await gateway.session(COORDINATOR);
      const rotated = refreshTokenOutputSchema.parse((await refresh(first.refreshToken)).json());

      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ message: GATEWAY_MESSAGES.refreshInvalid });

      const newest = await refresh(rotated.refreshToken);
      expect(newest.statusCode).toBe(401);
      expect((await me(rotated.authToken)).statusCode).toBe(401);
    });

    it('answers an unknown refresh token with 401', async () => {
      const response = await refresh('not-a-token-this-gateway-issued');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: GATEWAY_MESSAGES.refreshInvalid });
    });

    it('logout ends the session: its refresh token and access token are refused at once', async () => {
      const session = await gateway.session(COORDINATOR);
      const other = await gateway.session(COORDINATOR);
      const response = await logout(session.authToken, session.refreshToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.loggedOut });

      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect((await me(session.authToken)).statusCode).toBe(401);
      // Another session of the same user on another device goes on.
      expect((await me(other.authToken)).statusCode).toBe(200);
    });

    it('logout also ends the session its refresh token names, when it is the same user', async () => {
      const current = await gateway.session(COORDINATOR);
      const older = await gateway.session(COORDINATOR);
      expect((await logout(current.authToken, older.refreshToken)).statusCode).toBe(200);
      expect((await refresh(older.refreshToken)).statusCode).toBe(401);
    });

    it("never lets one company's user touch another company's session", async () => {
      const acme = await gateway.session(ACME_ADMIN);
      const globex = await gateway.session(GLOBEX_ADMIN);
      const globexView = currentUserOutputSchema.parse((await me(globex.authToken)).json());
      expect(globexView.data.company.name).toBe('Globex Corp');
      expect(globexView.data.user.menuPermissions).not.toHaveProperty('RECRUITMENT');

      expect((await logout(globex.authToken, acme.refreshToken)).statusCode).toBe(200);
      expect((await me(acme.authToken)).statusCode).toBe(200);
      const stillValid = await refresh(acme.refreshToken);
      expect(stillValid.statusCode).toBe(200);

      const rows = await gateway.database.query<{ company_id: string; user_id: string }>(
        'select t.company_id, t.user_id from refresh_tokens t join users u on u.id = t.user_id where u.company_id <> t.company_id',
      );
      expect(rows).toEqual([]);
    });

    it('stores refresh tokens only as sha256 hashes', async () => {
      const { refreshToken } = await gateway.session(ACME_ADMIN);
      const digest = createHash('sha256').update(refreshToken).digest('hex');
      const raw = await gateway.database.query('select id from refresh_tokens where token_hash = ?', [refreshToken]);
      const hashed = await gateway.database.query('select id from refresh_tokens where token_hash = ?', [digest]);
      expect(raw).toEqual([]);
      expect(hashed).toHaveLength(1);
    });
  });
}
