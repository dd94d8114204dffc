import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './databases';
import { COORDINATOR, DEMO_PASSWORD, openTestGateway, type TestGateway } from './test-gateway';

for (const target of databaseTargets) {
  // A target without a reachable database is skipped with its reason (see databases.ts).
  describe.skipIf(target.unavailable !== undefined)(`logs on ${target.name}`, () => {
    const lines: string[] = [];
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await openTestGateway(target, { logger: 'trace', logStream: { write: (line) => void lines.push(line) } });
    });

    afterAll(async () => {
      await gateway?.close();
    });

    it('record requests but never a password or a token, whatever the outcome', async () => {
      const { authToken, refreshToken } = await gateway.session(COORDINATOR);
      await gateway.signIn(COORDINATOR, 'Wrong@Password1');
      await gateway.call({ method: 'PUT', url: '/auth/signin', body: { email: 'not-an-email', password: DEMO_PASSWORD } });
      await gateway.call({ method: 'GET', url: '/users/me', token: authToken });
      const rotated = await gateway.call({ method: 'PUT', url: '/auth/refresh-token', body: { refreshToken } });
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json<{ authToken: string; refreshToken: string }>();
      // Reuse of the spent token: the gateway revokes the family and says so.
      await gateway.call({ method: 'PUT', url: '/auth/refresh-token', body: { refreshToken } });
      await gateway.call({ method: 'POST', url: '/users/logout', body: { refreshToken: next.refreshToken }, token: next.authToken });

      const log = lines.join('');
      expect(log).toContain('/auth/signin');
      expect(log).toContain('/auth/refresh-token');
      for (const secret of [DEMO_PASSWORD, 'Wrong@Password1', authToken, refreshToken, next.authToken, next.refreshToken]) {
        expect(log).not.toContain(secret);
      }
    });
  });
}
