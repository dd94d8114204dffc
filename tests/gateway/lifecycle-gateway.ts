import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SignupCompanyInput } from '../../src/shared/contract/signup';
import { upsertRegisterEntries, type RegisterEntry } from '../../src/gateway/company-register/register-store';
import { openDatabase } from '../../src/gateway/db/open-database';
import type { GatewayDatabase } from '../../src/gateway/db/schema';
import { type OutboxMail, readOutbox } from '../../src/gateway/mail/outbox';
import type { GatewayOptions } from '../../src/gateway/server';
import type { DatabaseTarget } from './databases';
import { openTestGateway, type TestGateway } from './test-gateway';

export const NEW_PASSWORD = 'Fresh@Pass1';
/** How long a test waits for a requested code's mail; it is usually there within milliseconds. */
const MAIL_WAIT_MS = 10_000;

export interface LifecycleGateway extends TestGateway {
  db: Kysely<GatewayDatabase>;
  signUp(payload: Partial<SignupCompanyInput> & { email: string }, product?: string, address?: string): Promise<LightMyRequestResponse>;
  /** The newest mail to this address, once its code requests are resolved; fails the test when there is none. */
  lastMail(to: string): Promise<OutboxMail>;
  /** The mails to this address, newest first, once its code requests are resolved. */
  mails(to: string): Promise<OutboxMail[]>;
  post(url: string, body: unknown, options?: { token?: string; address?: string }): Promise<LightMyRequestResponse>;
  register(entries: readonly RegisterEntry[]): Promise<void>;
}

export function signupPayload(overrides: Partial<SignupCompanyInput> & { email: string }): SignupCompanyInput {
  return {
    firstName: 'Nora',
    lastName: 'North',
    contactNumber: '+353851234567',
    country: 'Ireland',
    companyName: 'Northwind Trading',
    companySize: '41-75',
    companyNo: 'IE-4417',
    companyAddress: '12 Harbour Road, Dublin',
    postalCode: 'D02 X285',
    defaultCompany: 'ONBOARDING',
    description: '',
    ...overrides,
  };
}

/** The value of a `Label: value` line of a mail's text part. */
export function mailValue(text: string, label: string): string {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
  if (line === undefined) {
    throw new Error(`The mail has no "${label}:" line:\n${text}`);
  }
  return line.slice(label.length + 2).trim();
}

export async function openLifecycleGateway(target: DatabaseTarget, options: Partial<Omit<GatewayOptions, 'database'>> = {}): Promise<LifecycleGateway> {
  const gateway = await openTestGateway(target, options);
  const { db } = await openDatabase(gateway.database.config);
  // Forgot-password and resend-otp answer before their mail is queued: wait for the mail to `to`
  // until none of its requests waits for a resolver (its mail, if any, is queued as it is removed).
  const mails = async (to: string) => {
    const waiting = async () => (await db.selectFrom('code_requests').select('id').where('email', '=', to).execute()).length;
    await expect.poll(waiting, { timeout: MAIL_WAIT_MS, interval: 10 }).toBe(0);
    return readOutbox(db, { to });
  };
  return {
    ...gateway,
    db,
    signUp: (payload, product = 'ONBOARDING', address) =>
      gateway.call({ method: 'POST', url: '/auth/signup-company', body: signupPayload(payload), product, address }),
    mails,
    async lastMail(to) {
      const [newest] = await mails(to);
      if (newest === undefined) {
        throw new Error(`No mail to ${to} in the outbox.`);
      }
      return newest;
    },
    post: (url, body, { token, address } = {}) => gateway.call({ method: 'POST', url, body, token, address }),
    register: (entries) => upsertRegisterEntries(db, entries),
    async close() {
      await db.destroy();
      await gateway.close();
    },
  };
}

/** Signs a company up and sets its admin's own password; answers the admin's email. */
export async function signedUpAdmin(gateway: LifecycleGateway, email: string, overrides: Partial<SignupCompanyInput> = {}): Promise<string> {
  const signup = await gateway.signUp({ ...overrides, email });
  if (signup.statusCode !== 200) {
    throw new Error(`Sign-up of ${email} answered ${signup.statusCode}: ${signup.body}`);
  }
  const tempPassword = mailValue((await gateway.lastMail(email)).text, 'Temporary password');
  const set = await gateway.post('/auth/set-new-password', { email, tempPassword, newPassword: NEW_PASSWORD });
  if (set.statusCode !== 200) {
    throw new Error(`Set-new-password of ${email} answered ${set.statusCode}: ${set.body}`);
  }
  return email;
}
