import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './databases';
import { mailValue, openLifecycleGateway, type LifecycleGateway } from './lifecycle-gateway';

const CODE_INVALID = { message: 'The verification code is not valid or has expired.' };
const RESENT = { message: 'If this email address still needs verifying, a new code is on its way.' };

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`email verification on ${target.name}`, () => {
    let gateway: LifecycleGateway;

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    const verify = (id: string, code: string, type = 'email') => gateway.post('/auth/verify-otp', { id, type, code });
    const resend = (id: string, type = 'email') => gateway.post('/auth/resend-otp', { id, type });
    const verifiedAt = async (email: string) =>
      (await gateway.database.query<{ email_verified_at: unknown }>('select email_verified_at from users where email = ?', [email]))[0]?.email_verified_at;

    async function signUp(email: string): Promise<string> {
      expect((await gateway.signUp({ email })).statusCode).toBe(200);
      return mailValue((await gateway.lastMail(email)).text, 'Verification code');
    }

    it("verifies the account's email with the code of the welcome mail, once", async () => {
      const email = 'vera@verify.example';
      const code = await signUp(email);
      const wrong = await verify(email, code === '0000' ? '0001' : '0000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(CODE_INVALID);
      expect(await verifiedAt(email)).toBeNull();

      const right = await verify(email, code);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ message: 'Your email address is verified.' });
      expect(await verifiedAt(email)).not.toBeNull();
      expect((await verify(email, code)).json()).toEqual(CODE_INVALID);
    });

    it('answers an unknown account like a wrong code, and refuses a malformed code', async () => {
      expect((await verify('ghost@nowhere.example', '1234')).json()).toEqual(CODE_INVALID);
      const malformed = await verify('ghost@nowhere.example', '12a4');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ message: 'Enter the 4-digit code.' });
    });

    it('says clearly that phone verification is not set up', async () => {
      for (const response of [await verify('vera@verify.example', '1234', 'phone'), await resend('vera@verify.example', 'phone')]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Phone verification is not set up. Verify your email address instead.' });
      }
    });

    it('locks a code after 5 wrong tries', async () => {
      const email = 'lock@verify.example';
      const code = await signUp(email);
      const wrong = code === '9999' ? '9998' : '9999';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await verify(email, wrong)).json()).toEqual(CODE_INVALID);
      }
      const locked = await verify(email, code);
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toEqual({ message: 'Too many wrong codes. Ask for a new verification code.' });
    });

    it('resends a new code at most once per 59 seconds, replacing the old one; unknown accounts get the same answers', async () => {
      const email = 'resend@verify.example';
      const first = await signUp(email);
      const again = await resend(email);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(RESENT);
      const mails = await gateway.mails(email);
      expect(mails).toHaveLength(2);
      const second = mailValue(mails[0]!.text, 'Verification code');
      expect(mails[0]!.text).toContain('hcm://otp-verification?id=resend%40verify.example&type=email');

      const tooSoon = await resend(email);
      expect(tooSoon.statusCode).toBe(429);
      const retryAfter = Number(tooSoon.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(59);
      expect(tooSoon.json()).toEqual({
        message: `Wait ${retryAfter} second(s) before asking for another code.`,
        code: 'RATE_LIMITED',
        retryAfterSeconds: retryAfter,
      });

      expect((await resend('ghost@nowhere.example')).json()).toEqual(RESENT);
      expect((await resend('ghost@nowhere.example')).statusCode).toBe(429);
      expect(await gateway.mails('ghost@nowhere.example')).toEqual([]);

      if (first !== second) {
        expect((await verify(email, first)).json()).toEqual(CODE_INVALID);
      }
      expect((await verify(email, second)).statusCode).toBe(200);
    });

    it("never lets one account's code verify another company's account", async () => {
      const aliceCode = await signUp('alice@one.example');
      const bobCode = await signUp('bob@two.example');
      if (aliceCode !== bobCode) {
        expect((await verify('bob@two.example', aliceCode)).json()).toEqual(CODE_INVALID);
      }
      expect((await verify('alice@one.example', aliceCode)).statusCode).toBe(200);
      expect(await verifiedAt('bob@two.example')).toBeNull();
    });
  });
}
