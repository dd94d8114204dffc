import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hire, HireSummary, Task } from '../../src/shared/contract/onboarding-schemas';
import type { HireStatus } from '../../src/shared/onboarding';
import { buildGateway } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, editableFields, openHiresGateway, queryString, todayPlus } from './new-hires-gateway';
import { TEST_SECRET } from './test-gateway';

interface ListAnswer {
  items: HireSummary[];
  total: number;
  counts: Record<HireStatus, number>;
}

/**
 * The gateway keeps list answers and counts between identical requests. Whatever changes what a
 * page shows (a call, a direct write, another gateway process on the same database) must show on
 * the very next identical request.
 */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`hires list stays current on ${target.name}`, () => {
    let gateway: HiresGateway;
    let second: FastifyInstance;
    let manager: Person;
    let department: string;
    let location: string;
    let hireId: string;

    const QUERY = { sortBy: 'fullName', sortOrder: 'asc' };
    const listOn = async (app: FastifyInstance, query: Record<string, string> = QUERY): Promise<ListAnswer> => {
      const response = await app.inject({
        method: 'GET',
        url: `/NewHire/list-preview-experience${queryString(query)}`,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${gateway.admin.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: ListAnswer }>().data;
    };
    const list = (query?: Record<string, string>) => listOn(gateway.app, query);
    const listed = async () => (await list()).items.find((item) => item._id === hireId) as HireSummary;

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'freshco');
      second = await buildGateway({ database: gateway.database.config, jwtSecret: TEST_SECRET, seedDemo: false });
      manager = await gateway.addUser(gateway.companyId, { firstName: 'Mia', lastName: 'Manager', email: 'mia@freshco.example' });
      department = await gateway.addDepartment(gateway.companyId, 'Engineering');
      location = await gateway.addLocation(gateway.companyId, 'Berlin');
      const hire = await gateway.createHire({ firstName: 'Priya', lastName: 'Shah', departmentId: department, locationId: location, managerId: manager.id });
      hireId = hire._id;
    });
    afterAll(async () => {
      await second?.close();
      await gateway?.close();
    });

    it('shows a task completed since the same page was last read', async () => {
      const task = await gateway.request('POST', `/NewHire/create-task/${hireId}`, {
        body: { title: 'Order a laptop', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: todayPlus(20) },
      });
      expect(task.statusCode, task.body).toBe(200);
      expect((await listed()).taskProgress).toEqual({ done: 0, total: 1 });
      expect((await listed()).taskProgress).toEqual({ done: 0, total: 1 });

      const { _id, version } = task.json<{ data: Task }>().data;
      const done = await gateway.request('PUT', `/tasks/change-task-status/${_id}`, { body: { version, status: 'done' } });
      expect(done.statusCode, done.body).toBe(200);
      expect((await listed()).taskProgress).toEqual({ done: 1, total: 1 });
    });

    it('shows a renamed department, location and manager written straight to the database', async () => {
      expect(await listed()).toMatchObject({ department: { label: 'Engineering' }, location: { label: 'Berlin' }, manager: { fullName: 'Mia Manager' } });
      await gateway.db.updateTable('departments').set({ name: 'Platform Engineering' }).where('id', '=', department).execute();
      expect((await listed()).department).toEqual({ _id: department, label: 'Platform Engineering' });
      await gateway.db.updateTable('locations').set({ name: 'Berlin Mitte' }).where('id', '=', location).execute();
      expect((await listed()).location).toEqual({ _id: location, label: 'Berlin Mitte' });
      await gateway.db.updateTable('users').set({ last_name: 'Meyer' }).where('id', '=', manager.id).execute();
      expect((await listed()).manager).toMatchObject({ _id: manager.id, fullName: 'Mia Meyer' });
    });

    it('shows a job title changed by another gateway process on the same database', async () => {
      const before = await listed();
      const headers = { product: 'ONBOARDING', authorization: `Bearer ${gateway.admin.token}` };
      const hire = (await second.inject({ method: 'GET', url: `/NewHire/get-hire/${hireId}`, headers })).json<{ data: Hire }>().data;
      const update = await second.inject({
        method: 'PUT',
        url: `/NewHire/update-hire/${hireId}`,
        headers,
        payload: { ...editableFields(hire), jobTitle: 'Staff Engineer' },
      });
      expect(update.statusCode, update.body).toBe(200);
      expect(before.jobTitle).toBe('Engineer');
      expect((await listed()).jobTitle).toBe('Staff Engineer');
    });

    it('counts hires added and moved by another gateway process under a filter read before', async () => {
      const byDepartment = { departmentId: department, status: 'pending', sortBy: 'startDate', sortOrder: 'asc' };
      const before = await list(byDepartment);
      expect(before.counts).toMatchObject({ preboarding: 1, pending: 0 });

      const created = await second.inject({
        method: 'POST',
        url: '/NewHire/create-hire',
        headers: { product: 'ONBOARDING', authorization: `Bearer ${gateway.admin.token}` },
        payload: {
          firstName: 'Tomás',
          lastName: 'Ruiz',
          personalEmail: 'tomas.ruiz@personal.example',
          jobTitle: 'Engineer',
          employmentStatus: 'full_time',
          startDate: todayPlus(40),
          timezone: '(UTC) Edinburgh, London',
          departmentId: department,
          status: 'pending',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const after = await list(byDepartment);
      expect(after.counts).toMatchObject({ preboarding: 1, pending: 1 });
      expect(after.items.map((item) => item.fullName)).toEqual(['Tomás Ruiz']);

      await gateway.db.updateTable('new_hires').set({ department_id: null }).where('id', '=', created.json<{ data: { _id: string } }>().data._id).execute();
      const moved = await list(byDepartment);
      expect(moved.counts).toMatchObject({ preboarding: 1, pending: 0 });
      expect(moved.items).toEqual([]);
    });

    it('shows a preboarding hire as onboarding once their start date comes', async () => {
      const byStatus = { status: 'preboarding', sortBy: 'startDate', sortOrder: 'asc' };
      expect((await list(byStatus)).items.map((item) => item._id)).toContain(hireId);
      // What time passing does: the start date arrives; the next read moves the hire.
      await gateway.db
        .updateTable('new_hires')
        .set({ start_date: todayPlus(-1) })
        .where('id', '=', hireId)
        .execute();
      expect((await list(byStatus)).items.map((item) => item._id)).not.toContain(hireId);
      expect((await list({ status: 'onboarding', sortBy: 'startDate', sortOrder: 'asc' })).items.map((item) => item._id)).toEqual([hireId]);
    });
  });
}
