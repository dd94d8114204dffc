import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOutputSchema } from '../../src/shared/contract/auth';
import { errorBodySchema } from '../../src/shared/contract/errors';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { databaseTargets } from './databases';
import { ACME_ADMIN, COORDINATOR, GLOBEX_ADMIN, openTestGateway, type TestGateway } from './test-gateway';

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`sign-in on ${target.name}`, () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await openTestGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it("answers the spec's sign-in shape, and the coordinator lands on /home", async () => {
      const response = await gateway.signIn('  Coordinator@Acme.example ');
      expect(response.statusCode).toBe(200);
      const answer = signInOutputSchema.parse(response.json());
      expect(answer.message).toBe('Sign in successfully!');
      expect(answer.data.isFeedbackCompleted).toBe(false);
      expect(answer.data.user).toMatchObject({
        email: COORDINATOR,
        role: 'OPERATIONS',
        kind: 'staff',
        company: { name: 'Acme Ltd' },
      });
      const onboarding = answer.data.user.menuPermissions.ONBOARDING;
      expect(onboarding?.module[0]).toBe('/home');
      expect(onboarding?.menu).toEqual(onboarding?.module);
      expect(onboarding?.module).toContain('/new-hiring');
      expect(answer.data.user.permissions).toContain('onb.settings.view');
      expect(answer.data.user.permissions).not.toContain('onb.settings.manage');
      expect(Object.keys(answer.data.user.menuPermissions).sort()).toEqual(['ONBOARDING', 'PERFORMANCE', 'RECRUITMENT']);
    });

    it('gives the company admin every onboarding permission', async () => {
      const answer = signInOutputSchema.parse((await gateway.signIn(ACME_ADMIN)).json());
      expect(answer.data.user.permissions).toContain('onb.settings.manage');
      expect(answer.data.user.menuPermissions.ONBOARDING?.module).toEqual([
        '/home',
        '/dashboard',
        '/tasks',
        '/new-hiring',
        '/reports',
        '/settings/fields',
        '/settings',
        '/my-profile',
      ]);
    });

    it('answers a wrong password and an unknown email with the same 401 message', async () => {
      const wrong = await gateway.signIn(COORDINATOR, 'not-the-password', '10.1.0.1');
      const unknown = await gateway.signIn('nobody@acme.example', 'Onboard@2026', '10.1.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: GATEWAY_MESSAGES.invalidCredentials });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('rejects an invalid email with 400 and the field message', async () => {
      const response = await gateway.signIn('not-an-email');
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.message).toBe('Please enter valid email');
      expect(body.fieldErrors).toEqual({ email: ['Please enter valid email'] });
    });

    it('rejects a call with no body with 400 and a message', async () => {
      const response = await gateway.call({ method: 'PUT', url: '/auth/signin' });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fieldErrors).toHaveProperty('email');
    });

    it('rejects a missing or unknown product header with 400', async () => {
      const missing = await gateway.call({ method: 'PUT', url: '/auth/signin', body: { email: COORDINATOR, password: 'x' }, product: null });
      const unknown = await gateway.call({ method: 'PUT', url: '/auth/signin', body: { email: COORDINATOR, password: 'x' }, product: 'PAYROLL' });
      for (const response of [missing, unknown]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.productMissing });
      }
    });

    it("refuses a product the user's company does not use", async () => {
      const response = await gateway.call({
        method: 'PUT',
        url: '/auth/signin',
        body: { email: GLOBEX_ADMIN, password: 'Onboard@2026' },
        product: 'RECRUITMENT',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.productNotAllowed });
    });

    it('refuses a disabled account with 403 once the password is right', async () => {
      await gateway.database.query('update users set is_active = ? where email = ?', [target.name === 'sqlite' ? 0 : false, GLOBEX_ADMIN]);
      const response = await gateway.signIn(GLOBEX_ADMIN);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: GATEWAY_MESSAGES.accountDisabled });
      expect((await gateway.signIn(GLOBEX_ADMIN, 'wrong-password', '10.1.0.2')).statusCode).toBe(401);
    });

    it('stores passwords only as argon2id hashes', async () => {
      const users = await gateway.database.query<{ password_hash: string }>('select password_hash from users');
      expect(users.length).toBeGreaterThanOrEqual(3);
      for (const user of users) {
        expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        expect(user.password_hash).not.toContain('Onboard@2026');
      }
    });
  });
}
