import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingPermission } from '../../src/shared/permissions';
import { buildGateway } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { TEST_SECRET } from './test-gateway';

/**
 * The gateway keeps a session's standing and its caller's grants between requests. A revoked
 * session, a deactivated user, a changed role or a withdrawn grant must tell on the very next request,
 * whoever made the change: a call, a direct write, or another gateway process on the same database.
 */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`sessions kept between requests on ${target.name}`, () => {
    let gateway: HiresGateway;
    let second: FastifyInstance;
    let userNumber = 0;

    const listOn = (app: FastifyInstance, person: Person) =>
      app.inject({ method: 'GET', url: '/NewHire/list-preview-experience', headers: { product: 'ONBOARDING', authorization: `Bearer ${person.token}` } });
    const list = async (person: Person) => (await listOn(gateway.app, person)).statusCode;
    const signedInAdmin = () => {
      userNumber += 1;
      return gateway.addUser(gateway.companyId, {
        firstName: 'Kim',
        lastName: `Admin${userNumber}`,
        email: `kim${userNumber}@keptco.example`,
        role: 'COMPANY_ADMIN',
        signIn: true,
      });
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'keptco');
      second = await buildGateway({ database: gateway.database.config, jwtSecret: TEST_SECRET, seedDemo: false });
    });
    afterAll(async () => {
      await second?.close();
      await gateway?.close();
    });

    it('refuses a user deactivated since their last accepted request', async () => {
      const person = await signedInAdmin();
      expect(await list(person)).toBe(200);
      expect(await list(person)).toBe(200);
      await gateway.db.updateTable('users').set({ is_active: false }).where('id', '=', person.id).execute();
      expect(await list(person)).toBe(401);
    });

    it('refuses a call once the role loses its right, and accepts it again once the right is back', async () => {
      const person = await signedInAdmin();
      const grant = { company_id: gateway.companyId, role: 'COMPANY_ADMIN' as const, permission: onboardingPermission('new_hires', 'view') };
      expect(await list(person)).toBe(200);
      await gateway.db
        .deleteFrom('role_grants')
        .where('company_id', '=', grant.company_id)
        .where('role', '=', grant.role)
        .where('permission', '=', grant.permission)
        .execute();
      expect(await list(person)).toBe(403);
      await gateway.db.insertInto('role_grants').values(grant).execute();
      expect(await list(person)).toBe(200);
    });

    it('answers with the grants of the role the user holds now, not the role their token was issued under', async () => {
      const person = await signedInAdmin();
      expect(await list(person)).toBe(200);
      await gateway.db.updateTable('users').set({ role: 'NEW_HIRE' }).where('id', '=', person.id).execute();
      expect(await list(person)).toBe(403);
      await gateway.db.updateTable('users').set({ role: 'OPERATIONS' }).where('id', '=', person.id).execute();
      expect(await list(person)).toBe(200);
    });

    it('gives a promoted user their new grants on the next request, in every gateway process', async () => {
      userNumber += 1;
      const person = await gateway.addUser(gateway.companyId, {
        firstName: 'Sam',
        lastName: `Support${userNumber}`,
        email: `sam${userNumber}@keptco.example`,
        role: 'NEW_HIRE',
        signIn: true,
      });
      expect(await list(person)).toBe(403);
      expect((await listOn(second, person)).statusCode).toBe(403);
      await gateway.db.updateTable('users').set({ role: 'SUPPORT' }).where('id', '=', person.id).execute();
      expect(await list(person)).toBe(200);
      expect((await listOn(second, person)).statusCode).toBe(200);
    });

    it('ends a session on its next request after another gateway process logs it out', async () => {
      const person = await signedInAdmin();
      expect(await list(person)).toBe(200);
      const logout = await second.inject({
        method: 'POST',
        url: '/users/logout',
        headers: { product: 'ONBOARDING', authorization: `Bearer ${person.token}` },
        payload: {},
      });
      expect(logout.statusCode, logout.body).toBe(200);
      expect(await list(person)).toBe(401);
      expect((await listOn(second, person)).statusCode).toBe(401);
    });

    it('ends a session whose refresh family is revoked straight in the database', async () => {
      const person = await signedInAdmin();
      const other = await signedInAdmin();
      expect(await list(person)).toBe(200);
      expect(await list(other)).toBe(200);
      await gateway.db.updateTable('refresh_tokens').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', person.id).execute();
      expect(await list(person)).toBe(401);
      expect(await list(other)).toBe(200);
    });
  });
}
