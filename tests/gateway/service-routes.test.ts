import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { databaseTargets } from './databases';
import { openTestGateway, type TestGateway } from './test-gateway';

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`health, API document and failures on ${target.name}`, () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await openTestGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('answers /health with 200 and no product header', async () => {
      const response = await gateway.call({ method: 'GET', url: '/health', product: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it("lists the contract's operations in /openapi.json", async () => {
      const response = await gateway.call({ method: 'GET', url: '/openapi.json', product: null });
      expect(response.statusCode).toBe(200);
      const document = response.json<{ openapi: string; paths: Record<string, Record<string, { operationId: string }>> }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.paths['/auth/signin']?.put?.operationId).toBe('auth.signIn');
      expect(document.paths['/auth/refresh-token']?.put?.operationId).toBe('auth.refreshToken');
      expect(document.paths['/users/logout']?.post?.operationId).toBe('users.logout');
      expect(document.paths['/users/me']?.get?.operationId).toBe('users.me');
      expect(document.paths).not.toHaveProperty('/health');
    });

    it('answers an unknown address with 404 and the message only', async () => {
      const response = await gateway.call({ method: 'GET', url: '/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.notFound });
    });

    it('answers malformed JSON with 400 and a message', async () => {
      const response = await gateway.app.inject({
        method: 'PUT',
        url: '/auth/signin',
        headers: { product: 'ONBOARDING', 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    });

    it('answers an unexpected failure with 500 and no stack, SQL or detail', async () => {
      // The table vanishing under the gateway stands for any failure it did not foresee.
      await gateway.database.query('drop table refresh_tokens');
      const response = await gateway.signIn('admin@acme.example');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.internal });
      expect(response.body).not.toMatch(/refresh_tokens|stack|insert|at .*\.ts/i);
    });
  });
}
