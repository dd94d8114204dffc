import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contract/errors';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { databaseTargets } from './databases';
import { ACME_ADMIN, COORDINATOR, openTestGateway, type TestGateway } from './test-gateway';

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, blockSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(blockSeconds);
  const body = errorBodySchema.parse(response.json());
  expect(body).toEqual({
    message: GATEWAY_MESSAGES.tooManySignInAttempts(retryAfter),
    code: 'RATE_LIMITED',
    retryAfterSeconds: retryAfter,
  });
}

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`sign-in rate limits on ${target.name}`, () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await openTestGateway(target, {
        rateLimits: { accountFailures: 3, accountBlockSeconds: 600, addressFailures: 5, addressBlockSeconds: 300, addressRequestsPerMinute: 8 },
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('closes an account after its failures, even to the right password, from any address', async () => {
      for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
        expect((await gateway.signIn(COORDINATOR, 'wrong-password', address)).statusCode).toBe(401);
      }
      expectLimited(await gateway.signIn(COORDINATOR, 'Onboard@2026', '10.2.0.4'), 600);
      // Other accounts are not affected.
      expect((await gateway.signIn(ACME_ADMIN, 'Onboard@2026', '10.2.0.4')).statusCode).toBe(200);
    });

    it('resets the account count on a successful sign-in', async () => {
      const address = '10.3.0.1';
      for (let round = 0; round < 2; round += 1) {
        expect((await gateway.signIn(ACME_ADMIN, 'wrong-password', address)).statusCode).toBe(401);
        expect((await gateway.signIn(ACME_ADMIN, 'wrong-password', address)).statusCode).toBe(401);
        expect((await gateway.signIn(ACME_ADMIN, 'Onboard@2026', address)).statusCode).toBe(200);
      }
    });

    it('closes an address after its failures across accounts', async () => {
      const address = '10.4.0.1';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await gateway.signIn(`someone-${attempt}@acme.example`, 'wrong-password', address)).statusCode).toBe(401);
      }
      expectLimited(await gateway.signIn(ACME_ADMIN, 'Onboard@2026', address), 300);
      expect((await gateway.signIn(ACME_ADMIN, 'Onboard@2026', '10.4.0.2')).statusCode).toBe(200);
    });

    it('limits the sign-in requests of one address per minute, failed or not', async () => {
      const address = '10.5.0.1';
      for (let attempt = 0; attempt < 8; attempt += 1) {
        expect((await gateway.signIn(ACME_ADMIN, 'Onboard@2026', address)).statusCode).toBe(200);
      }
      expectLimited(await gateway.signIn(ACME_ADMIN, 'Onboard@2026', address), 60);
    });
  });
}
