import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisedPath } from '../../src/shared/contract/operation';
import { operations } from '../../src/shared/contract/registry';
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

    it("shows each operation's access in /openapi.json: x-access, a sentence, and the bearer scheme for every session", async () => {
      const response = await gateway.call({ method: 'GET', url: '/openapi.json', product: null });
      type Described = { 'x-access'?: unknown; description?: string; security?: unknown };
      const paths = response.json<{ paths: Record<string, Record<string, Described>> }>().paths;
      const described = (path: string, method: string) => paths[normalisedPath(path).replace(/\{(\w+)\}/g, '{$1}')]?.[method.toLowerCase()];

      expect(described('NewHire/list-preview-experience', 'GET')).toMatchObject({
        'x-access': { kind: 'right', right: 'onb.new_hires.view' },
        description: 'Access: a user whose role holds onb.new_hires.view.',
        security: [{ bearerAuth: [] }],
      });
      expect(described('auth/signin', 'PUT')).toMatchObject({ 'x-access': { kind: 'public' }, description: 'Access: anyone; no session.' });
      expect(described('auth/signin', 'PUT')).not.toHaveProperty('security');
      for (const operation of Object.values(operations)) {
        const entry = described(operation.path, operation.method);
        expect(entry?.['x-access'], operation.name).toEqual(operation.access);
        expect(entry?.security, operation.name).toEqual(operation.access.kind === 'public' ? undefined : [{ bearerAuth: [] }]);
      }
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
