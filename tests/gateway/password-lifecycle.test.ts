import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/contract/errors';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, mailValue, openLifecycleGateway, signedUpAdmin, type LifecycleGateway } from './lifecycle-gateway';
import { ACME_ADMIN, COORDINATOR, DEMO_PASSWORD, GLOBEX_ADMIN } from './test-gateway';

const RESET_REQUESTED = { message: 'If an account exists for this email, a reset code is on its way.' };
const CODE_INVALID = { message: 'The reset code is not valid or has expired.' };

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`password lifecycle on ${target.name}`, () => {
    let gateway: LifecycleGateway;
    let addressCounter = 0;
    // Each test speaks from its own address, so the per-address limits never mix tests.
    const nextAddress = () => `10.60.0.${++addressCounter}`;

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    async function requestCode(email: string, address = nextAddress()): Promise<string> {
      const response = await gateway.post('/auth/forgot-password', { email }, { address });
      expect(response.json()).toEqual(RESET_REQUESTED);
      return mailValue((await gateway.lastMail(email)).text, 'Code');
    }

    const confirm = (email: string, code: string, password: string, address: string) =>
      gateway.post('/auth/confirm-forgot-password', { email, code, password }, { address });
    const me = (token: string) => gateway.call({ method: 'GET', url: '/users/me', token });
    const refresh = (refreshToken: string) => gateway.call({ method: 'PUT', url: '/auth/refresh-token', body: { refreshToken } });

    it('answers forgot-password the same for a known and an unknown email, and mails only the known one', async () => {
      const address = nextAddress();
      const unknown = await gateway.post('/auth/forgot-password', { email: 'ghost@nowhere.example' }, { address });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(RESET_REQUESTED);
      expect(await gateway.mails('ghost@nowhere.example')).toEqual([]);

      const known = await gateway.post('/auth/forgot-password', { email: 'Coordinator@Acme.example' }, { address });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(RESET_REQUESTED);
      const mail = await gateway.lastMail(COORDINATOR);
      const code = mailValue(mail.text, 'Code');
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain(`hcm://reset-password?userId=coordinator%40acme.example&code=${code}`);
      expect(mail.text).toContain(`http://127.0.0.1:5180/reset-password?userId=coordinator%40acme.example&code=${code}`);
      expect(mail.html).toContain(`href="hcm://reset-password?userId=coordinator%40acme.example&amp;code=${code}"`);
      const stored = await gateway.database.query<{ code_hash: string }>('select code_hash from one_time_codes where code_hash = ?', [code]);
      expect(stored).toEqual([]);
    });

    it('resets the password with the mailed code once, and ends every session of the user', async () => {
      const address = nextAddress();
      const before = await gateway.session(COORDINATOR);
      const code = await requestCode(COORDINATOR);
      const reset = await confirm(COORDINATOR, code, NEW_PASSWORD, address);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'Your password is reset. Sign in with your new password.' });

      expect((await refresh(before.refreshToken)).statusCode).toBe(401);
      expect((await me(before.authToken)).statusCode).toBe(401);
      expect((await gateway.signIn(COORDINATOR, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await gateway.signIn(COORDINATOR, DEMO_PASSWORD, address)).statusCode).toBe(401);

      const again = await confirm(COORDINATOR, code, 'Second@Pass2', address);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(CODE_INVALID);
    });

    it('keeps only the newest code valid, and refuses an expired one', async () => {
      const address = nextAddress();
      const older = await requestCode(ACME_ADMIN);
      const newer = await requestCode(ACME_ADMIN);
      if (older !== newer) {
        expect((await confirm(ACME_ADMIN, older, NEW_PASSWORD, address)).json()).toEqual(CODE_INVALID);
      }
      await gateway.database.query('update one_time_codes set expires_at = ? where spent_at is null and purpose = ?', [
        new Date(Date.now() - 1000).toISOString(),
        'password_reset',
      ]);
      const expired = await confirm(ACME_ADMIN, newer, NEW_PASSWORD, address);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(CODE_INVALID);
      expect((await gateway.signIn(ACME_ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('locks a code after 5 wrong tries, even against the right code', async () => {
      const address = nextAddress();
      const code = await requestCode(GLOBEX_ADMIN);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await confirm(GLOBEX_ADMIN, wrong, NEW_PASSWORD, address);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(CODE_INVALID);
      }
      const locked = await confirm(GLOBEX_ADMIN, code, NEW_PASSWORD, address);
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toEqual({ message: 'Too many wrong codes. Ask for a new reset code.' });
      expect((await gateway.signIn(GLOBEX_ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);

      const fresh = await requestCode(GLOBEX_ADMIN);
      expect((await confirm(GLOBEX_ADMIN, fresh, DEMO_PASSWORD, address)).statusCode).toBe(200);
    });

    it('answers wrong codes past the lock exactly as for an email without an account', async () => {
      const code = await requestCode(ACME_ADMIN);
      const ghost = 'ghost@nowhere.example';
      expect((await gateway.post('/auth/forgot-password', { email: ghost }, { address: nextAddress() })).statusCode).toBe(200);
      const wrongCodes = ['111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888'].filter((wrong) => wrong !== code).slice(0, 7);
      const answers: unknown[][] = [];
      for (const email of [ACME_ADMIN, ghost]) {
        const address = nextAddress();
        const seen: unknown[] = [];
        for (const wrong of wrongCodes) {
          const response = await confirm(email, wrong, NEW_PASSWORD, address);
          seen.push([response.statusCode, response.json()]);
        }
        answers.push(seen);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual(wrongCodes.map(() => [400, CODE_INVALID]));
    });

    it("never lets one company's reset code work for another company's user", async () => {
      const address = nextAddress();
      const acmeCode = await requestCode(ACME_ADMIN);
      await requestCode(GLOBEX_ADMIN);
      const crossed = await confirm(GLOBEX_ADMIN, acmeCode, 'Crossed@Pass1', address);
      const globexCode = mailValue((await gateway.lastMail(GLOBEX_ADMIN)).text, 'Code');
      if (globexCode !== acmeCode) {
        expect(crossed.statusCode).toBe(400);
        expect((await gateway.signIn(GLOBEX_ADMIN, 'Crossed@Pass1', address)).statusCode).toBe(401);
      }
      // The Acme code still works for its own user.
      expect((await confirm(ACME_ADMIN, acmeCode, DEMO_PASSWORD, address)).statusCode).toBe(200);
      const unknown = await confirm('ghost@nowhere.example', acmeCode, NEW_PASSWORD, address);
      expect(unknown.json()).toEqual(CODE_INVALID);
    });

    it('lets a new admin who lost the welcome mail reset instead, which also ends the temporary password', async () => {
      const email = 'lost@welcome.example';
      expect((await gateway.signUp({ email })).statusCode).toBe(200);
      const code = await requestCode(email);
      expect((await confirm(email, code, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);
      expect((await gateway.signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('rejects a reset password that breaks the rule with the spec message', async () => {
      const response = await confirm(COORDINATOR, '123456', 'short', nextAddress());
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fieldErrors).toEqual({
        password: ['Password must contain at least 8 characters, one uppercase, one number and one special character'],
      });
    });

    describe('change-password', () => {
      const change = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
        gateway.post('/auth/change-password', { oldPassword, newPassword, confirmPassword }, { token });

      it('refuses a wrong current password and leaves the sessions alone', async () => {
        const email = await signedUpAdmin(gateway, 'chang@change.example');
        const session = (await gateway.signIn(email, NEW_PASSWORD)).json<{ data: { authToken: string; refreshToken: string } }>().data;
        const wrong = await change(session.authToken, 'Not@The1', 'Changed@1');
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({ message: 'The current password is not correct.' });
        expect((await me(session.authToken)).statusCode).toBe(200);

        const mismatch = await change(session.authToken, NEW_PASSWORD, 'Changed@1', 'Changed@2');
        expect(mismatch.statusCode).toBe(400);
        expect(errorBodySchema.parse(mismatch.json()).fieldErrors).toEqual({ confirmPassword: ['Passwords must match'] });
      });

      it('changes the password and ends every session of the user, on every device', async () => {
        const email = await signedUpAdmin(gateway, 'devi@change.example');
        const first = (await gateway.signIn(email, NEW_PASSWORD)).json<{ data: { authToken: string; refreshToken: string } }>().data;
        const second = (await gateway.signIn(email, NEW_PASSWORD)).json<{ data: { authToken: string; refreshToken: string } }>().data;
        const other = await gateway.session(ACME_ADMIN);

        const changed = await change(first.authToken, NEW_PASSWORD, 'Changed@1');
        expect(changed.statusCode).toBe(200);
        expect(changed.json()).toEqual({ message: 'Your password is changed. Sign in again with your new password.' });
        for (const session of [first, second]) {
          expect((await me(session.authToken)).statusCode).toBe(401);
          expect((await refresh(session.refreshToken)).statusCode).toBe(401);
        }
        // Another company's user keeps their session.
        expect((await me(other.authToken)).statusCode).toBe(200);
        expect((await gateway.signIn(email, 'Changed@1')).statusCode).toBe(200);
        expect((await gateway.signIn(email, NEW_PASSWORD, nextAddress())).statusCode).toBe(401);
      });

      it('needs a session', async () => {
        const response = await gateway.post('/auth/change-password', { oldPassword: 'a', newPassword: 'Changed@1', confirmPassword: 'Changed@1' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'SESSION_ENDED' });
      });
    });
  });
}
