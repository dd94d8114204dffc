import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from './databases';
import { NEW_PASSWORD, mailValue, openLifecycleGateway, signedUpAdmin, type LifecycleGateway } from './lifecycle-gateway';
import { COORDINATOR, DEMO_PASSWORD } from './test-gateway';

const BURST = 40;
const ACCOUNT_LIMIT = 5;
const ADDRESS_LIMIT = 5;

/** BURST requests at once: every one of them wrong but the last. */
function burst(send: (index: number, last: boolean) => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: BURST }, (_, index) => send(index, index === BURST - 1)));
}

/**
 * Every answer that is not a 429 had its secret checked. At most `limit` may have been, the others
 * refused before the check with the limit's answer.
 */
function expectChecked(responses: readonly LightMyRequestResponse[], limit: number): void {
  const checked = responses.filter((response) => response.statusCode !== 429);
  expect(checked.length).toBeGreaterThan(0);
  expect(checked.length).toBeLessThanOrEqual(limit);
  for (const refused of responses.filter((response) => response.statusCode === 429)) {
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
}

/**
 * Wrong codes sent at once with the right one last: the five tries the code allows are taken by
 * wrong ones, so the right code meets the lock. A wrong code past the lock is answered like any
 * wrong code, so the lock tells nothing to whoever lacks the code.
 */
function expectLockedBeforeRightCode(answers: readonly LightMyRequestResponse[], lockedMessage: string): void {
  const right = answers.at(-1);
  expect(right?.statusCode).toBe(400);
  expect(right?.json()).toMatchObject({ message: lockedMessage });
  const wrongMessages = new Set(answers.slice(0, -1).map((answer) => `${answer.statusCode} ${answer.json<{ message: string }>().message}`));
  expect([...wrongMessages]).toHaveLength(1);
  expect([...wrongMessages][0]).not.toContain(lockedMessage);
}

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`guesses sent all at once on ${target.name}`, () => {
    let gateway: LifecycleGateway;
    let addressCounter = 0;
    const nextAddress = () => `10.90.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target, {
        rateLimits: { addressFailures: ADDRESS_LIMIT },
        lifecycleRateLimits: { codeFailuresPerAddress: ADDRESS_LIMIT },
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it("checks at most the account's limit of sign-in passwords, from any number of addresses", async () => {
      const answers = await burst((_, last) => gateway.signIn(COORDINATOR, last ? DEMO_PASSWORD : 'wrong-password', nextAddress()));
      expectChecked(answers, ACCOUNT_LIMIT);
    });

    it("checks at most the address's limit of sign-in passwords, across accounts", async () => {
      const address = nextAddress();
      const answers = await burst((index) => gateway.signIn(`guess-${index}@nowhere.example`, 'wrong-password', address));
      expectChecked(answers, ADDRESS_LIMIT);
    });

    it("checks at most the account's limit of current passwords in change-password", async () => {
      const email = await signedUpAdmin(gateway, 'burst-change@guesses.example');
      const { authToken } = (await gateway.signIn(email, NEW_PASSWORD, nextAddress())).json<{ data: { authToken: string } }>().data;
      const answers = await burst((index, last) =>
        gateway.post(
          '/auth/change-password',
          { oldPassword: last ? NEW_PASSWORD : `Wrong@Guess${index}`, newPassword: 'Changed@1', confirmPassword: 'Changed@1' },
          { token: authToken, address: nextAddress() },
        ),
      );
      expectChecked(answers, ACCOUNT_LIMIT);
    });

    it("checks at most the account's limit of temporary passwords in set-new-password", async () => {
      const email = 'burst-set@guesses.example';
      expect((await gateway.signUp({ email }, 'ONBOARDING', nextAddress())).statusCode).toBe(200);
      const tempPassword = mailValue((await gateway.lastMail(email)).text, 'Temporary password');
      const answers = await burst((_, last) =>
        gateway.post('/auth/set-new-password', { email, tempPassword: last ? tempPassword : 'wrong', newPassword: NEW_PASSWORD }, { address: nextAddress() }),
      );
      expectChecked(answers, ACCOUNT_LIMIT);
    });

    it("checks at most the address's limit of temporary passwords and codes, across accounts", async () => {
      const setNew = await burst((index) =>
        gateway.post(
          '/auth/set-new-password',
          { email: `guess-${index}@nowhere.example`, tempPassword: 'wrong', newPassword: NEW_PASSWORD },
          { address: '10.91.0.1' },
        ),
      );
      expectChecked(setNew, ADDRESS_LIMIT);
      const verify = await burst(() => gateway.post('/auth/verify-otp', { id: COORDINATOR, type: 'email', code: '0000' }, { address: '10.91.0.2' }));
      expectChecked(verify, ADDRESS_LIMIT);
      const confirm = await burst(() =>
        gateway.post('/auth/confirm-forgot-password', { email: COORDINATOR, code: '000000', password: NEW_PASSWORD }, { address: '10.91.0.3' }),
      );
      expectChecked(confirm, ADDRESS_LIMIT);
    });

    it('checks at most five guesses of one verification code, from any number of addresses', async () => {
      const email = 'burst-code@guesses.example';
      expect((await gateway.signUp({ email }, 'ONBOARDING', nextAddress())).statusCode).toBe(200);
      const code = mailValue((await gateway.lastMail(email)).text, 'Verification code');
      const wrong = (index: number) => String((Number(code) + 1 + index) % 10_000).padStart(4, '0');
      const answers = await burst((index, last) =>
        gateway.post('/auth/verify-otp', { id: email, type: 'email', code: last ? code : wrong(index) }, { address: nextAddress() }),
      );
      expectLockedBeforeRightCode(answers, 'Too many wrong codes. Ask for a new verification code.');
    });

    it('checks at most five guesses of one reset code, from any number of addresses', async () => {
      expect((await gateway.post('/auth/forgot-password', { email: COORDINATOR }, { address: nextAddress() })).statusCode).toBe(200);
      const code = mailValue((await gateway.lastMail(COORDINATOR)).text, 'Code');
      const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
      const answers = await burst((index, last) =>
        gateway.post(
          '/auth/confirm-forgot-password',
          { email: COORDINATOR, code: last ? code : wrong(index), password: NEW_PASSWORD },
          { address: nextAddress() },
        ),
      );
      expectLockedBeforeRightCode(answers, 'Too many wrong codes. Ask for a new reset code.');
    });
  });
}
