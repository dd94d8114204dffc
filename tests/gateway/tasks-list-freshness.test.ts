import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../src/shared/contract/new-hires';
import type { HireTasksTable } from '../../src/gateway/db/schema';
import { buildGateway } from '../../src/gateway/server';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, type RequestOptions, openHiresGateway, queryString } from './new-hires-gateway';
import { TEST_SECRET } from './test-gateway';
import { type AssignedAnswer, TODAY, addHireRow, addTaskRow } from './tasks-test-support';

/**
 * The gateway keeps task list and dashboard answers between identical requests and keeps the task
 * counts in the database. Whatever changes what a page shows or counts (a call, a direct write, another gateway
 * process on the same database) must show on the very next identical request.
 */
for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`task lists stay current on ${target.name}`, () => {
    let gateway: HiresGateway;
    let second: FastifyInstance;
    let coordinator: Person;
    let colleague: Person;
    let archer: string;
    let baker: string;

    const listOn = async (app: FastifyInstance, query: RequestOptions['query'] = {}, token = coordinator.token): Promise<AssignedAnswer> => {
      const response = await app.inject({
        method: 'GET',
        url: `/tasks/assign-tasks-list${queryString({ today: TODAY, status: ['todo', 'blocked'], ...query })}`,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AssignedAnswer }>().data;
    };
    const mine = (query?: RequestOptions['query'], token?: string) => listOn(gateway.app, query, token);
    const everyones = (query: RequestOptions['query'] = {}) => listOn(gateway.app, { ...query, assignee: 'all' }, gateway.admin.token);
    const titles = (answer: AssignedAnswer) => answer.items.map((item) => item.title);
    const setTask = (id: string, values: Updateable<HireTasksTable>) => gateway.db.updateTable('hire_tasks').set(values).where('id', '=', id).execute();

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'taskfresh');
      second = await buildGateway({ database: gateway.database.config, jwtSecret: TEST_SECRET, seedDemo: false });
      const company = gateway.companyId;
      coordinator = await gateway.addUser(company, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@taskfresh.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      colleague = await gateway.addUser(company, { firstName: 'Sue', lastName: 'Staff', email: 'sue@taskfresh.example', role: 'OPERATIONS', signIn: true });
      archer = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Alice',
        lastName: 'Archer',
        startDate: '2031-06-02',
        status: 'onboarding',
        coordinatorId: coordinator.id,
      });
      baker = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Bob',
        lastName: 'Baker',
        startDate: '2031-06-20',
        status: 'preboarding',
        coordinatorId: coordinator.id,
      });
    });
    afterAll(async () => {
      await second?.close();
      await gateway?.close();
    });

    it('shows a task’s title, due date and assignee changed straight in the database on the next read', async () => {
      const id = await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: archer,
        title: 'Order the laptop',
        dueDate: '2031-06-20',
        assigneeId: coordinator.id,
      });
      expect(titles(await mine())).toEqual(['Order the laptop']);
      expect(titles(await mine())).toEqual(['Order the laptop']);
      expect((await mine({ due: 'overdue' })).total).toBe(0);

      await setTask(id, { title: 'Order the laptop and monitor' });
      expect(titles(await mine())).toEqual(['Order the laptop and monitor']);
      await setTask(id, { due_date: '2031-06-01' });
      const overdue = await mine({ due: 'overdue' });
      expect(titles(overdue)).toEqual(['Order the laptop and monitor']);
      expect(overdue.counts).toEqual({ todo: 1, done: 0, blocked: 0, overdue: 1 });
      await setTask(id, { assignee_id: colleague.id });
      expect(await mine()).toMatchObject({ items: [], total: 0, counts: { todo: 0, overdue: 0 } });
      expect(titles(await mine({}, colleague.token))).toEqual(['Order the laptop and monitor']);
      await gateway.db.deleteFrom('hire_tasks').where('id', '=', id).execute();
    });

    it('counts tasks added, completed, moved to another category and removed, under filters read before', async () => {
      const logistics = { taskCategory: 'logistics' };
      expect((await everyones(logistics)).counts).toEqual({ todo: 0, done: 0, blocked: 0, overdue: 0 });
      expect((await mine({ due: 'this_week' })).counts).toEqual({ todo: 0, done: 0, blocked: 0, overdue: 0 });

      const first = await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: archer,
        title: 'Desk',
        dueDate: '2031-06-10',
        assigneeId: coordinator.id,
      });
      const other = await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: baker,
        title: 'Badge',
        dueDate: '2031-06-12',
        assigneeId: null,
        assigneeRole: 'new_hire',
      });
      expect((await everyones(logistics)).counts).toEqual({ todo: 2, done: 0, blocked: 0, overdue: 1 });
      expect((await mine({ due: 'this_week' })).counts).toEqual({ todo: 1, done: 0, blocked: 0, overdue: 1 });

      const done = await gateway.request('PUT', `/tasks/change-task-status/${first}`, { token: coordinator.token, body: { version: 1, status: 'done' } });
      expect(done.statusCode, done.body).toBe(200);
      expect((await everyones(logistics)).counts).toEqual({ todo: 1, done: 1, blocked: 0, overdue: 0 });
      expect(await mine({ due: 'this_week' })).toMatchObject({ total: 0, counts: { todo: 0, done: 1, blocked: 0, overdue: 0 } });

      await setTask(other, { task_category: 'job_training', status: 'blocked' });
      expect((await everyones(logistics)).counts).toEqual({ todo: 0, done: 1, blocked: 0, overdue: 0 });
      expect((await everyones({ taskCategory: 'job_training' })).counts).toEqual({ todo: 0, done: 0, blocked: 1, overdue: 0 });

      await gateway.db.deleteFrom('hire_tasks').where('id', 'in', [first, other]).execute();
      expect((await everyones()).counts).toEqual({ todo: 0, done: 0, blocked: 0, overdue: 0 });
      expect((await mine({ due: 'this_week' })).counts).toEqual({ todo: 0, done: 0, blocked: 0, overdue: 0 });
    });

    it('leaves a withdrawn hire’s tasks out, counts them again once reopened, and forgets a removed hire’s', async () => {
      const leaving = await addHireRow(gateway, {
        companyId: gateway.companyId,
        firstName: 'Wendy',
        lastName: 'Withdrawn',
        startDate: '2031-06-30',
        status: 'preboarding',
      });
      await addTaskRow(gateway, { companyId: gateway.companyId, hireId: leaving, title: 'Welcome pack', dueDate: '2031-06-05', assigneeId: coordinator.id });
      await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: leaving,
        title: 'Parking',
        dueDate: '2031-06-25',
        assigneeId: coordinator.id,
        status: 'done',
      });
      const counted = { todo: 1, done: 1, blocked: 0, overdue: 1 };
      const none = { todo: 0, done: 0, blocked: 0, overdue: 0 };
      expect((await mine()).counts).toEqual(counted);
      expect((await everyones()).counts).toEqual(counted);

      await gateway.setHire(leaving, { status: 'withdrawn' });
      expect(await mine()).toMatchObject({ items: [], counts: none });
      expect((await everyones()).counts).toEqual(none);
      await gateway.setHire(leaving, { status: 'pending' });
      expect(titles(await mine())).toEqual(['Welcome pack']);
      expect((await mine()).counts).toEqual(counted);
      expect((await everyones()).counts).toEqual(counted);

      await gateway.db.deleteFrom('new_hires').where('id', '=', leaving).execute();
      expect(await mine()).toMatchObject({ items: [], counts: none });
      expect((await everyones()).counts).toEqual(none);
    });

    it('shows on the dashboard a task added, renamed and completed, and a hire added, since it was last read', async () => {
      const dashboard = async (): Promise<DashboardSummary> => {
        const response = await gateway.request('GET', '/NewHire/dashboard-summary', { token: coordinator.token, query: { today: TODAY } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: DashboardSummary }>().data;
      };
      const before = await dashboard();
      expect(await dashboard()).toEqual(before);

      const id = await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: archer,
        title: 'Book the desk',
        dueDate: '2031-06-03',
        assigneeId: coordinator.id,
      });
      const added = await dashboard();
      expect(added.myOpenTasks).toBe(before.myOpenTasks + 1);
      expect(added.overdueTasks.mine).toBe(before.overdueTasks.mine + 1);
      expect(added.overdueTasks.items.map((task) => task.title)).toContain('Book the desk');
      await setTask(id, { title: 'Book the standing desk' });
      expect((await dashboard()).overdueTasks.items.map((task) => task.title)).toContain('Book the standing desk');
      await setTask(id, { status: 'done' });
      expect(await dashboard()).toMatchObject({ myOpenTasks: before.myOpenTasks, overdueTasks: { mine: before.overdueTasks.mine } });

      await addHireRow(gateway, { companyId: gateway.companyId, firstName: 'Penny', lastName: 'Pending', startDate: '2031-07-01', status: 'pending' });
      expect((await dashboard()).counts.pending).toBe(before.counts.pending + 1);
      await gateway.db.deleteFrom('hire_tasks').where('id', '=', id).execute();
    });

    it('shows a task completed through another gateway process, and a hire renamed straight in the database', async () => {
      const id = await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: baker,
        title: 'Plan the first week',
        dueDate: '2031-06-13',
        assigneeId: coordinator.id,
      });
      expect((await mine()).items.map((item) => [item.title, item.status, item.hire.fullName])).toEqual([['Plan the first week', 'todo', 'Bob Baker']]);

      const done = await second.inject({
        method: 'PUT',
        url: `/tasks/change-task-status/${id}`,
        headers: { product: 'ONBOARDING', authorization: `Bearer ${coordinator.token}` },
        payload: { version: 1, status: 'done' },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(await mine({ status: 'done' })).toMatchObject({
        total: 1,
        items: [{ title: 'Plan the first week', status: 'done' }],
        counts: { todo: 0, done: 1 },
      });

      await gateway.db.updateTable('new_hires').set({ last_name: 'Baker-Smith' }).where('id', '=', baker).execute();
      expect((await mine({ status: 'done' })).items[0]?.hire.fullName).toBe('Bob Baker-Smith');
    });
  });
}
