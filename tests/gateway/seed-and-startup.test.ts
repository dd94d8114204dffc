import Fastify from 'fastify';
import { isValidPhoneNumber } from 'react-phone-number-input';
import { afterEach, describe, expect, it } from 'vitest';
import { registerOperations } from '../../src/gateway/http/register-operations';
import { buildGateway } from '../../src/gateway/server';
import type { GatewayServices } from '../../src/gateway/services';
import { databaseTargets, type TestDatabase } from './databases';
import { TEST_SECRET } from './test-gateway';

for (const target of databaseTargets) {
  // Without TEST_DATABASE_URL outside CI there is no PostgreSQL to run against; CI always sets it.
  describe.skipIf(target.unavailable !== undefined)(`seed and startup on ${target.name}`, () => {
    let database: TestDatabase | undefined;

    afterEach(async () => {
      await database?.drop();
      database = undefined;
    });

    const companies = async () => (await database!.query<{ name: string }>('select name from companies order by name')).map((row) => row.name);

    it('seeds the demo companies into an empty database, once', async () => {
      database = await target.create();
      const first = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET, seedDemo: true });
      await first.close();
      const countRows = async (table: string) =>
        Number((await database!.query<{ count: number | string }>(`select count(*) as count from ${table}`))[0]?.count);
      const seededOnce = { users: await countRows('users'), hires: await countRows('new_hires') };
      const second = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET, seedDemo: true });
      await second.close();
      expect(await companies()).toEqual(['Acme Ltd', 'Globex Corp']);
      const users = await database.query<{ email: string; role: string }>('select email, role from users order by email');
      // The accounts README names; the demo's other staff and its new hire are the onboarding seed's (demo-onboarding tests).
      expect(users).toEqual(
        expect.arrayContaining([
          { email: 'admin@acme.example', role: 'COMPANY_ADMIN' },
          { email: 'admin@globex.example', role: 'COMPANY_ADMIN' },
          { email: 'coordinator@acme.example', role: 'OPERATIONS' },
        ]),
      );
      // The second start added nothing.
      expect({ users: users.length, hires: await countRows('new_hires') }).toEqual(seededOnce);
    });

    it('gives every demo hire a phone number the app’s phone field accepts, so their profile can be saved as it is', async () => {
      database = await target.create();
      const gateway = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET, seedDemo: true });
      await gateway.close();
      const phones = (await database.query<{ phone: string | null }>('select phone from new_hires')).map((row) => row.phone);
      expect(phones.length).toBeGreaterThan(0);
      expect(phones.filter((phone) => phone !== null && !isValidPhoneNumber(phone))).toEqual([]);
    });

    it('seeds nothing when asked not to, and nothing into a database that holds a company', async () => {
      database = await target.create();
      const unseeded = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET });
      await unseeded.close();
      expect(await companies()).toEqual([]);

      await database.query("insert into companies (id, name, products, created_at) values (?, 'Initech', '[\"ONBOARDING\"]', ?)", [
        '6f1c1f5e-8f7e-4a43-9d1c-1f1f1f1f1f1f',
        new Date().toISOString(),
      ]);
      const seeded = await buildGateway({ database: database.config, jwtSecret: TEST_SECRET, seedDemo: true });
      await seeded.close();
      expect(await companies()).toEqual(['Initech']);
    });

    it('refuses a JWT secret shorter than 32 characters', async () => {
      database = await target.create();
      await expect(buildGateway({ database: database.config, jwtSecret: 'short' })).rejects.toThrow(/at least 32/);
    });

    it('refuses to start when an onboarding operation has no handler', async () => {
      const app = Fastify();
      try {
        // Registration stops at the first operation without a handler, before any service is used.
        expect(() => registerOperations(app, {}, {} as GatewayServices)).toThrow(/"auth\.signIn" has no handler/);
      } finally {
        await app.close();
      }
    });
  });
}
