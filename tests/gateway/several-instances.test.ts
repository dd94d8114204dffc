import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/gateway/db/open-database';
import { seedDemoCompanies } from '../../src/gateway/seed/demo-company';
import { baseEnv, listeningUrl, spawnGateway, stopChild } from './gateway-process';
import { SAMPLE_PNG } from './sample-files';
import { ACME_ADMIN, COORDINATOR, DEMO_PASSWORD, TEST_SECRET } from './test-gateway';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The same request to one instance or the other, from a client the balancer names in X-Forwarded-For. */
interface Instances {
  urls: [string, string];
  call(instance: number, path: string, init: { method: string; client: string; body?: unknown; token?: string }): Promise<Response>;
  signIn(instance: number, client: string, email: string, password: string): Promise<Response>;
}

function instancesAt(urls: [string, string]): Instances {
  const call: Instances['call'] = (instance, path, { method, client, body, token }) =>
    fetch(`${urls[instance % 2]}${path}`, {
      method,
      headers: {
        product: 'ONBOARDING',
        'x-forwarded-for': client,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
  return {
    urls,
    call,
    signIn: (instance, client, email, password) => call(instance, '/auth/signin', { method: 'PUT', client, body: { email, password } }),
  };
}

// The limits are shared through PostgreSQL; the embedded SQLite gateway is always one process.
describe.skipIf(postgresUrl === undefined)('two gateway processes on one PostgreSQL database', () => {
  const databaseName = `gw_instances_${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];
  let admin: pg.Client;
  let gateways: Instances;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(postgresUrl as string);
    url.pathname = `/${databaseName}`;
    const { db } = await openDatabase({ kind: 'postgres', url: url.toString() });
    await seedDemoCompanies(db);
    await db.destroy();

    const env = baseEnv({
      GATEWAY_PORT: '0',
      DATABASE_URL: url.toString(),
      GATEWAY_JWT_SECRET: TEST_SECRET,
      GATEWAY_TRUST_PROXY: 'loopback',
      GATEWAY_LOG_LEVEL: 'warn',
    });
    children.push(spawnGateway(env), spawnGateway(env));
    const [first, second] = await Promise.all(children.map(listeningUrl));
    gateways = instancesAt([first as string, second as string]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stopChild));
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
  });

  it('closes an account after five failures spread over both, even to the right password', async () => {
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await gateways.signIn(failure, `198.51.100.${failure + 1}`, COORDINATOR, 'wrong-password')).status).toBe(401);
    }
    for (const instance of [0, 1]) {
      const refused = await gateways.signIn(instance, '198.51.100.9', COORDINATOR, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('closes a client address after its failures spread over both', async () => {
    const client = '203.0.113.50';
    // The default limit: 50 failed sign-ins per address, half through each instance.
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, index) => gateways.signIn(index, client, `guess-${index}@nowhere.example`, 'wrong-password')),
    );
    expect(failures.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 401));
    for (const instance of [0, 1]) {
      expect((await gateways.signIn(instance, client, ACME_ADMIN, DEMO_PASSWORD)).status).toBe(429);
    }
    expect((await gateways.signIn(1, '203.0.113.51', ACME_ADMIN, DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets one verification code resend through, whichever instance is asked', async () => {
    const resend = (instance: number) =>
      gateways.call(instance, '/auth/resend-otp', { method: 'POST', client: '203.0.113.60', body: { id: 'ghost@nowhere.example', type: 'email' } });
    expect((await resend(0)).status).toBe(200);
    const tooSoon = await resend(1);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts a user's uploads on both against one limit", async () => {
    const signedIn = await gateways.signIn(0, '203.0.113.70', ACME_ADMIN, DEMO_PASSWORD);
    const { authToken } = ((await signedIn.json()) as { data: { authToken: string } }).data;
    const upload = (instance: number) => {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(SAMPLE_PNG)], { type: 'image/png' }), 'logo.png');
      return gateways.call(instance, '/files', { method: 'POST', client: '203.0.113.70', body: form, token: authToken });
    };
    // The default limit: 30 uploads per user per minute, half through each instance.
    for (let index = 0; index < 30; index += 1) {
      expect((await upload(index)).status).toBe(201);
    }
    for (const instance of [0, 1]) {
      expect((await upload(instance)).status).toBe(429);
    }
  });
});
