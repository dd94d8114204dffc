import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { GatewayMigrations } from '../../src/gateway/db/migrations';
import { SchemaPostgresDialect } from '../../src/gateway/db/schema-introspector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOutputSchema } from '../../src/shared/contract/auth';
import { fillPath, type Operation } from '../../src/shared/contract/operation';
import { operations } from '../../src/shared/contract/registry';
import { currentUserOutputSchema } from '../../src/shared/contract/users';
import { LOGIN_AS_MESSAGES, LOGIN_AS_PERMISSION } from '../../src/shared/login-as';
import { GATEWAY_MESSAGES } from '../../src/shared/messages';
import { databaseTargets, type TestDatabase } from './databases';
import { SAMPLE_PNG, uploadFile } from './sample-files';
import { ACME_ADMIN, COORDINATOR, DEMO_PASSWORD, GLOBEX_ADMIN, TEST_SECRET, openTestGateway, type TestGateway } from './test-gateway';

const VIEWING_AS_CASEY = 'You are viewing as Casey Coordinator. Changes are turned off until you return to your own account.';
const sessionEnded = { message: GATEWAY_MESSAGES.sessionRequired, code: 'SESSION_ENDED' };

interface Session {
  authToken: string;
  refreshToken: string;
}

interface LogRow {
  actor_user_id: string | null;
  actor_name: string;
  target_user_id: string | null;
  target_name: string;
  started_at: string | Date;
  ended_at: string | Date | null;
  end_reason: string | null;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** Every onboarding call that changes something, with its path filled by a made-up id. */
const CHANGING_CALLS = (Object.values(operations) as Operation[])
  .filter((operation) => operation.gateway === 'onboarding' && operation.auth === 'session' && operation.method !== 'GET')
  .filter((operation) => operation.name !== 'users.logout' && operation.name !== 'auth.endLoginAs')
  .map((operation) => ({ name: operation.name, method: operation.method, url: fillPath(operation.path, new Proxy({}, { get: () => randomUUID() })) }));

/** Kysely on a test database without running any migration, for stepping through them. */
function bareKysely(config: TestDatabase['config']): Kysely<unknown> {
  if (config.kind === 'sqlite') return new Kysely({ dialect: new SqliteDialect({ database: new Database(config.file) }) });
  const pool = new pg.Pool({ connectionString: config.url, max: 2, options: `-c search_path=${config.schema}` });
  return new Kysely({ dialect: new SchemaPostgresDialect({ pool }, config.schema) });
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`the login-as migration on ${target.name}`, () => {
    it('grants log in as a user to the administrators of companies that already exist, and takes it back when rolled back', async () => {
      const database = await target.create();
      const db = bareKysely(database.config);
      try {
        const schema = database.config.kind === 'postgres' ? { migrationTableSchema: database.config.schema } : {};
        const migrator = new Migrator({ db, provider: new GatewayMigrations(target.name), ...schema });
        expect((await migrator.migrateTo('0005_onboarding')).error).toBeUndefined();
        const companyId = randomUUID();
        await database.query('insert into companies (id, name, products, created_at) values (?, ?, ?, ?)', [
          companyId,
          'Initech',
          '["ONBOARDING"]',
          new Date().toISOString(),
        ]);
        await database.query('insert into role_grants (company_id, role, permission) values (?, ?, ?)', [companyId, 'COMPANY_ADMIN', 'onb.home.view']);

        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const granted = await database.query<{ role: string }>('select role from role_grants where company_id = ? and permission = ? order by role', [
          companyId,
          LOGIN_AS_PERMISSION,
        ]);
        expect(granted.map((row) => row.role)).toEqual(['COMPANY_ADMIN', 'SUPER_ADMIN']);

        expect((await migrator.migrateTo('0005_onboarding')).error).toBeUndefined();
        expect(await database.query('select role from role_grants where permission = ?', [LOGIN_AS_PERMISSION])).toEqual([]);
      } finally {
        await db.destroy();
        await database.drop();
      }
    });
  });

  describe.skipIf(target.unavailable !== undefined)(`log in as a user on ${target.name}`, () => {
    let gateway: TestGateway;
    let ids: Record<string, string>;

    const send = (method: string, url: string, token: string, body?: unknown): Promise<LightMyRequestResponse> =>
      gateway.app.inject({
        method: method as 'GET',
        url,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    const me = (token: string) => gateway.call({ method: 'GET', url: '/users/me', token });
    const startActing = (token: string, userId: string) => gateway.call({ method: 'POST', url: '/users/login-as', token, body: { userId } });
    const endActing = (token: string) => gateway.call({ method: 'POST', url: '/users/end-login-as', token, body: {} });
    const refresh = (refreshToken: string) => gateway.call({ method: 'PUT', url: '/auth/refresh-token', body: { refreshToken } });
    const changePassword = (token: string, oldPassword: string, newPassword = 'Changed@2026') =>
      gateway.call({ method: 'POST', url: '/auth/change-password', token, body: { oldPassword, newPassword, confirmPassword: newPassword } });
    const logOf = (familyId: string) => gateway.database.query<LogRow>('select * from impersonation_log where family_id = ?', [familyId]);

    /** The admin signs in and starts acting as the coordinator. */
    async function actAsCoordinator(): Promise<{ admin: Session; acting: Session; answer: ReturnType<typeof signInOutputSchema.parse> }> {
      const admin = await gateway.session(ACME_ADMIN);
      const response = await startActing(admin.authToken, ids[COORDINATOR]!);
      expect(response.statusCode, response.body).toBe(200);
      const answer = signInOutputSchema.parse(response.json());
      return { admin, acting: { authToken: answer.data.authToken, refreshToken: answer.data.refreshToken }, answer };
    }

    /** A copy of an Acme user with another email, role and name. */
    async function addAcmeUser(email: string, role: string, firstName: string): Promise<string> {
      const id = randomUUID();
      await gateway.database.query(
        `insert into users (id, company_id, email, password_hash, first_name, last_name, role, kind, is_active, is_feedback_completed, created_at, updated_at, must_change_password)
         select ?, company_id, ?, password_hash, ?, 'Tester', ?, kind, is_active, is_feedback_completed, created_at, updated_at, must_change_password from users where email = ?`,
        [id, email, firstName, role, COORDINATOR],
      );
      return id;
    }

    beforeAll(async () => {
      gateway = await openTestGateway(target);
      const rows = await gateway.database.query<{ id: string; email: string }>('select id, email from users');
      ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('gives company administrators the right to log in as a user, and nobody else', async () => {
      const admin = currentUserOutputSchema.parse((await me((await gateway.session(ACME_ADMIN)).authToken)).json());
      const coordinator = currentUserOutputSchema.parse((await me((await gateway.session(COORDINATOR)).authToken)).json());
      expect(admin.data.user.permissions).toContain(LOGIN_AS_PERMISSION);
      expect(coordinator.data.user.permissions).not.toContain(LOGIN_AS_PERMISSION);
      expect(admin.data.user.loginAs).toBeUndefined();
    });

    it("starts a session of the user that names the administrator, and ends the administrator's own", async () => {
      const { admin, acting, answer } = await actAsCoordinator();
      expect(answer.message).toBe('You are now viewing as Casey Coordinator.');
      expect(answer.data.user).toMatchObject({ email: COORDINATOR, fullName: 'Casey Coordinator', role: 'OPERATIONS', loginAs: 'Avery Admin' });
      expect(claimsOf(acting.authToken)).toMatchObject({ sub: ids[COORDINATOR], act: { sub: ids[ACME_ADMIN] } });

      const seen = currentUserOutputSchema.parse((await me(acting.authToken)).json());
      expect(seen.data.user).toMatchObject({ email: COORDINATOR, loginAs: 'Avery Admin' });

      expect((await me(admin.authToken)).json()).toEqual(sessionEnded);
      expect((await refresh(admin.refreshToken)).statusCode).toBe(401);
    });

    it('writes the start to the impersonation log', async () => {
      const { acting } = await actAsCoordinator();
      const [entry, ...others] = await logOf(String(claimsOf(acting.authToken).sid));
      expect(others).toEqual([]);
      expect(entry).toMatchObject({
        actor_user_id: ids[ACME_ADMIN],
        actor_name: 'Avery Admin',
        target_user_id: ids[COORDINATOR],
        target_name: 'Casey Coordinator',
        ended_at: null,
        end_reason: null,
      });
      expect(Number.isNaN(new Date(entry!.started_at).getTime())).toBe(false);
    });

    it('refuses every change while acting, with who is being viewed, and still answers reads', async () => {
      const { acting } = await actAsCoordinator();
      expect(CHANGING_CALLS.length).toBeGreaterThan(5);
      for (const call of CHANGING_CALLS) {
        const response = await send(call.method, call.url, acting.authToken, call.method === 'DELETE' ? undefined : {});
        expect(response.statusCode, `${call.name} ${call.method} ${call.url}`).toBe(403);
        expect(response.json(), call.name).toEqual({ message: VIEWING_AS_CASEY, code: 'VIEWING_AS_ANOTHER_USER' });
      }
      expect((await me(acting.authToken)).statusCode).toBe(200);
    });

    it('refuses a change that the same user may make in their own session', async () => {
      const coordinator = await gateway.session(COORDINATOR);
      const own = await changePassword(coordinator.authToken, 'not-the-password');
      expect(own.statusCode).toBe(400);

      const { acting } = await actAsCoordinator();
      const viewing = await changePassword(acting.authToken, DEMO_PASSWORD);
      expect(viewing.statusCode).toBe(403);
      expect(viewing.json()).toMatchObject({ message: VIEWING_AS_CASEY });
      // The password did not change: the coordinator still signs in with it.
      expect((await gateway.signIn(COORDINATOR)).statusCode).toBe(200);
    });

    it('refuses uploads to the file store while acting, and still serves the user’s own files', async () => {
      const coordinator = await gateway.session(COORDINATOR);
      const uploadAs = (token: string) => uploadFile(gateway.app, token, [{ field: 'file', name: 'badge.png', bytes: SAMPLE_PNG }]);
      const stored = await uploadAs(coordinator.authToken);
      expect(stored.statusCode).toBe(201);
      const fileId = stored.json<{ id: string }>().id;
      const [{ count: before }] = (await gateway.database.query<{ count: number | string }>('select count(*) as count from files')) as [
        { count: number | string },
      ];

      const { acting } = await actAsCoordinator();
      const refused = await uploadAs(acting.authToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: VIEWING_AS_CASEY });
      const [{ count: after }] = (await gateway.database.query<{ count: number | string }>('select count(*) as count from files')) as [
        { count: number | string },
      ];
      expect(Number(after)).toBe(Number(before));

      expect((await send('GET', `/files/${fileId}`, acting.authToken)).statusCode).toBe(200);
    });

    it('keeps acting across a token refresh', async () => {
      const { acting } = await actAsCoordinator();
      const rotated = await refresh(acting.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const { authToken } = rotated.json<{ authToken: string }>();
      expect(claimsOf(authToken)).toMatchObject({ sub: ids[COORDINATOR], act: { sub: ids[ACME_ADMIN] } });
      expect(currentUserOutputSchema.parse((await me(authToken)).json()).data.user.loginAs).toBe('Avery Admin');
      expect((await changePassword(authToken, DEMO_PASSWORD)).statusCode).toBe(403);
    });

    it('returns the administrator to a session of their own and ends the acting one', async () => {
      const { acting } = await actAsCoordinator();
      const familyId = String(claimsOf(acting.authToken).sid);
      const response = await endActing(acting.authToken);
      expect(response.statusCode, response.body).toBe(200);
      const answer = signInOutputSchema.parse(response.json());
      expect(answer.message).toBe('You are back in your own account.');
      expect(answer.data.user.email).toBe(ACME_ADMIN);
      expect(answer.data.user.loginAs).toBeUndefined();
      expect(claimsOf(answer.data.authToken).act).toBeUndefined();

      expect((await me(acting.authToken)).json()).toEqual(sessionEnded);
      expect((await refresh(acting.refreshToken)).statusCode).toBe(401);
      // Back as themself, a change is theirs to make again (a wrong current password, so nothing changes).
      expect((await changePassword(answer.data.authToken, 'not-the-password')).statusCode).toBe(400);
      expect((await refresh(answer.data.refreshToken)).statusCode).toBe(200);

      const [entry] = await logOf(familyId);
      expect(entry).toMatchObject({ end_reason: 'returned' });
      expect(new Date(entry!.ended_at!).getTime()).toBeGreaterThanOrEqual(new Date(entry!.started_at).getTime());
    });

    it('signs out while acting, which ends the acting session and is logged', async () => {
      const { acting } = await actAsCoordinator();
      const response = await gateway.call({ method: 'POST', url: '/users/logout', token: acting.authToken, body: { refreshToken: acting.refreshToken } });
      expect(response.statusCode).toBe(200);
      expect((await me(acting.authToken)).statusCode).toBe(401);
      expect((await refresh(acting.refreshToken)).statusCode).toBe(401);
      const [entry] = await logOf(String(claimsOf(acting.authToken).sid));
      expect(entry).toMatchObject({ end_reason: 'signed-out' });
    });

    it('answers 400 to ending when no administrator is acting', async () => {
      const { authToken } = await gateway.session(ACME_ADMIN);
      const response = await endActing(authToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: LOGIN_AS_MESSAGES.notActing });
      expect((await me(authToken)).statusCode).toBe(200);
    });

    it('refuses starting again from an acting session', async () => {
      const { acting } = await actAsCoordinator();
      const response = await startActing(acting.authToken, ids[ACME_ADMIN]!);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: VIEWING_AS_CASEY });
    });

    it('refuses a user without the right, oneself, and a user of a higher role', async () => {
      const coordinator = await gateway.session(COORDINATOR);
      const noRight = await startActing(coordinator.authToken, ids[ACME_ADMIN]!);
      expect(noRight.statusCode).toBe(403);
      expect(noRight.json()).toMatchObject({ message: LOGIN_AS_MESSAGES.notAllowed });
      expect((await me(coordinator.authToken)).statusCode).toBe(200);

      const admin = await gateway.session(ACME_ADMIN);
      const self = await startActing(admin.authToken, ids[ACME_ADMIN]!);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ message: LOGIN_AS_MESSAGES.self });

      const superAdmin = await addAcmeUser(`super-${randomUUID()}@acme.example`, 'SUPER_ADMIN', 'Sam');
      const higher = await startActing(admin.authToken, superAdmin);
      expect(higher.statusCode).toBe(403);
      expect(higher.json()).toMatchObject({ message: LOGIN_AS_MESSAGES.higherRole });
      // Refusals leave the administrator's own session standing.
      expect((await me(admin.authToken)).statusCode).toBe(200);
    });

    it('refuses a disabled user', async () => {
      const email = `disabled-${randomUUID()}@acme.example`;
      const disabled = await addAcmeUser(email, 'SUPPORT', 'Dana');
      await gateway.database.query('update users set is_active = not is_active where id = ?', [disabled]);
      const admin = await gateway.session(ACME_ADMIN);
      const response = await startActing(admin.authToken, disabled);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: LOGIN_AS_MESSAGES.inactive });
    });

    it('answers 404 for another company’s user, an unknown id and a malformed one alike', async () => {
      const admin = await gateway.session(ACME_ADMIN);
      for (const userId of [ids[GLOBEX_ADMIN]!, randomUUID(), 'not-an-id']) {
        const response = await startActing(admin.authToken, userId);
        expect(response.statusCode, userId).toBe(404);
        expect(response.json()).toMatchObject({ message: LOGIN_AS_MESSAGES.userNotFound });
      }
      expect(await gateway.database.query('select id from impersonation_log where target_user_id = ?', [ids[GLOBEX_ADMIN]])).toEqual([]);
    });

    it('accepts only tokens whose actor matches their family', async () => {
      const sign = (claims: Record<string, unknown>, sub: string) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setIssuer('hcm-onboarding-gateway')
          .setAudience('hcm-onboarding')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(TEST_SECRET));
      const { acting } = await actAsCoordinator();
      const { act: _act, sub, ...withoutActor } = claimsOf(acting.authToken);
      // Dropping the actor claim from an acting session does not turn it into the user's own.
      const stripped = await sign({ cid: withoutActor.cid, sid: withoutActor.sid, role: withoutActor.role }, String(sub));
      expect((await me(stripped)).json()).toEqual(sessionEnded);

      const coordinator = await gateway.session(COORDINATOR);
      const own = claimsOf(coordinator.authToken);
      const claimed = await sign({ cid: own.cid, sid: own.sid, role: own.role, act: { sub: ids[ACME_ADMIN] } }, String(own.sub));
      expect((await me(claimed)).json()).toEqual(sessionEnded);
      expect((await me(acting.authToken)).statusCode).toBe(200);
    });

    it('ends acting at the next refresh once the administrator is disabled', async () => {
      const email = `acting-admin-${randomUUID()}@acme.example`;
      const adminId = await addAcmeUser(email, 'COMPANY_ADMIN', 'Alex');
      const admin = await gateway.session(email);
      const started = await startActing(admin.authToken, ids[COORDINATOR]!);
      const acting = signInOutputSchema.parse(started.json()).data;
      await gateway.database.query('update users set is_active = not is_active where id = ?', [adminId]);

      expect((await refresh(acting.refreshToken)).statusCode).toBe(401);
      const [entry] = await logOf(String(claimsOf(acting.authToken).sid));
      expect(entry).toMatchObject({ actor_name: 'Alex Tester', end_reason: 'revoked' });
    });

    it('ends the acting sessions of an administrator whose password changes', async () => {
      const email = `acting-admin-${randomUUID()}@acme.example`;
      await addAcmeUser(email, 'COMPANY_ADMIN', 'Robin');
      const first = await gateway.session(email);
      const acting = signInOutputSchema.parse((await startActing(first.authToken, ids[COORDINATOR]!)).json()).data;
      const second = await gateway.session(email);
      expect((await changePassword(second.authToken, DEMO_PASSWORD)).statusCode).toBe(200);

      expect((await me(acting.authToken)).json()).toEqual(sessionEnded);
      expect((await refresh(acting.refreshToken)).statusCode).toBe(401);
    });
  });
}
