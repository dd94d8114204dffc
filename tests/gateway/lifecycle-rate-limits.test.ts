import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contract/errors';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, openLifecycleGateway, signedUpAdmin, type LifecycleGateway } from './lifecycle-gateway';

function expectLimited(response: LightMyRequestResponse, maxSeconds: number): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(errorBodySchema.parse(response.json())).toEqual({
    message: `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
    code: 'RATE_LIMITED',
    retryAfterSeconds: retryAfter,
  });
}

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`password lifecycle rate limits on ${target.name}`, () => {
    let gateway: LifecycleGateway;

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target, {
        lifecycleRateLimits: {
          forgotPasswordPerEmail: 2,
          forgotPasswordPerAddress: 3,
          forgotPasswordWindowSeconds: 600,
          codeFailuresPerAddress: 3,
          codeFailuresBlockSeconds: 300,
          passwordFailuresPerAccount: 2,
          passwordFailuresBlockSeconds: 400,
          signupsPerAddress: 2,
          signupWindowSeconds: 500,
        },
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    const forgot = (email: string, address: string) => gateway.post('/auth/forgot-password', { email }, { address });

    it('limits forgot-password per email, known or not, across addresses', async () => {
      for (const email of ['admin@acme.example', 'ghost@nowhere.example']) {
        expect((await forgot(email, '10.70.0.1')).statusCode).toBe(200);
        expect((await forgot(email, '10.70.0.2')).statusCode).toBe(200);
        expectLimited(await forgot(email, '10.70.0.3'), 600);
      }
    });

    it('limits forgot-password per address, across emails', async () => {
      for (let index = 0; index < 3; index += 1) {
        expect((await forgot(`someone-${index}@nowhere.example`, '10.71.0.1')).statusCode).toBe(200);
      }
      expectLimited(await forgot('other@nowhere.example', '10.71.0.1'), 600);
      expect((await forgot('other@nowhere.example', '10.71.0.2')).statusCode).toBe(200);
    });

    it('closes an address after wrong codes, for reset, verification and set-new alike', async () => {
      const address = '10.72.0.1';
      expect(
        (await gateway.post('/auth/confirm-forgot-password', { email: 'admin@acme.example', code: '000000', password: NEW_PASSWORD }, { address })).statusCode,
      ).toBe(400);
      expect((await gateway.post('/auth/verify-otp', { id: 'admin@acme.example', type: 'email', code: '0000' }, { address })).statusCode).toBe(400);
      expect(
        (await gateway.post('/auth/set-new-password', { email: 'ghost@nowhere.example', tempPassword: 'x', newPassword: NEW_PASSWORD }, { address }))
          .statusCode,
      ).toBe(400);
      expectLimited(await gateway.post('/auth/verify-otp', { id: 'admin@acme.example', type: 'email', code: '0000' }, { address }), 300);
      expectLimited(
        await gateway.post('/auth/confirm-forgot-password', { email: 'admin@acme.example', code: '000000', password: NEW_PASSWORD }, { address }),
        300,
      );
      expectLimited(
        await gateway.post('/auth/set-new-password', { email: 'admin@acme.example', tempPassword: 'x', newPassword: NEW_PASSWORD }, { address }),
        300,
      );
      expect((await gateway.post('/auth/verify-otp', { id: 'admin@acme.example', type: 'email', code: '0000' }, { address: '10.72.0.2' })).statusCode).toBe(
        400,
      );
    });

    it('closes set-new-password of an account after wrong temporary passwords, even to the right one', async () => {
      const email = 'temp@limits.example';
      expect((await gateway.signUp({ email }, 'ONBOARDING', '10.73.0.9')).statusCode).toBe(200);
      for (const address of ['10.73.0.1', '10.73.0.2']) {
        expect((await gateway.post('/auth/set-new-password', { email, tempPassword: 'wrong', newPassword: NEW_PASSWORD }, { address })).statusCode).toBe(400);
      }
      expectLimited(await gateway.post('/auth/set-new-password', { email, tempPassword: 'wrong', newPassword: NEW_PASSWORD }, { address: '10.73.0.3' }), 400);
    });

    it('closes change-password of a user after wrong current passwords', async () => {
      const email = await signedUpAdmin(gateway, 'change@limits.example');
      const { authToken } = (await gateway.signIn(email, NEW_PASSWORD)).json<{ data: { authToken: string } }>().data;
      const change = (oldPassword: string) =>
        gateway.post('/auth/change-password', { oldPassword, newPassword: 'Changed@1', confirmPassword: 'Changed@1' }, { token: authToken });
      expect((await change('Wrong@One1')).statusCode).toBe(400);
      expect((await change('Wrong@One2')).statusCode).toBe(400);
      expectLimited(await change(NEW_PASSWORD), 400);
    });

    it('limits sign-ups per address', async () => {
      const address = '10.74.0.1';
      expect((await gateway.signUp({ email: 'one@signups.example' }, 'ONBOARDING', address)).statusCode).toBe(200);
      expect((await gateway.signUp({ email: 'two@signups.example' }, 'ONBOARDING', address)).statusCode).toBe(200);
      expectLimited(await gateway.signUp({ email: 'three@signups.example' }, 'ONBOARDING', address), 500);
    });
  });
}
