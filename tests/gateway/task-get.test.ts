import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../src/shared/contract/onboarding-schemas';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { UNKNOWN_ID, addHireRow, addTaskRow, fails, ok } from './tasks-test-support';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`one task on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let support: Person;
    let nellUser: Person;
    let otherHireUser: Person;
    let coordinatorsTask: string;
    let nellsTask: string;
    let globexTask: string;

    const task = (taskId: string, token = coordinator.token, query?: Record<string, string>) =>
      ok<Task>(gateway, 'GET', `/tasks/task/${taskId}`, { token, query });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'taskgetco');
      const company = gateway.companyId;
      coordinator = await gateway.addUser(company, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@taskgetco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      support = await gateway.addUser(company, { firstName: 'Sam', lastName: 'Support', email: 'sam@taskgetco.example', role: 'SUPPORT', signIn: true });
      nellUser = await gateway.addUser(company, {
        firstName: 'Nell',
        lastName: 'Newhire',
        email: 'nell@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      otherHireUser = await gateway.addUser(company, {
        firstName: 'Otto',
        lastName: 'Other',
        email: 'otto@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      const alice = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Alice',
        lastName: 'Archer',
        startDate: '2031-06-02',
        status: 'onboarding',
        coordinatorId: coordinator.id,
      });
      const nell = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Nell',
        lastName: 'Newhire',
        startDate: '2031-06-09',
        status: 'onboarding',
        userId: nellUser.id,
      });
      await addHireRow(gateway, {
        companyId: company,
        firstName: 'Otto',
        lastName: 'Other',
        startDate: '2031-06-09',
        status: 'onboarding',
        userId: otherHireUser.id,
      });
      coordinatorsTask = await addTaskRow(gateway, {
        companyId: company,
        hireId: alice,
        title: 'Order the laptop',
        dueDate: '2031-06-01',
        assigneeId: coordinator.id,
      });
      nellsTask = await addTaskRow(gateway, {
        companyId: company,
        hireId: nell,
        title: 'Sign the contract',
        dueDate: '2031-06-05',
        assigneeRole: 'new_hire',
        assigneeId: nellUser.id,
      });
      const globex = await gateway.db.selectFrom('users').select('company_id').where('id', '=', gateway.globex.id).executeTakeFirstOrThrow();
      const globexHire = await addHireRow(gateway, {
        companyId: globex.company_id,
        firstName: 'Gus',
        lastName: 'Globex',
        startDate: '2031-06-02',
        status: 'onboarding',
      });
      globexTask = await addTaskRow(gateway, {
        companyId: globex.company_id,
        hireId: globexHire,
        title: 'Globex task',
        dueDate: '2031-06-01',
        assigneeId: gateway.globex.id,
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('answers the task as stored now, its version and status included, to its assignee and to staff who see new hires', async () => {
      await gateway.db
        .updateTable('hire_tasks')
        .set({ version: 4, status: 'blocked', blocked_reason: 'The supplier is out of stock' })
        .where('id', '=', coordinatorsTask)
        .execute();
      const response = await gateway.request('GET', `/tasks/task/${coordinatorsTask}`, { token: coordinator.token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ message: string; data: Task }>()).toMatchObject({
        message: 'The task.',
        data: {
          _id: coordinatorsTask,
          title: 'Order the laptop',
          hire: { fullName: 'Alice Archer' },
          assignee: { _id: coordinator.id, fullName: 'Cora Coordinator' },
          dueDate: '2031-06-01',
          status: 'blocked',
          blockedReason: 'The supplier is out of stock',
          version: 4,
        },
      });
      expect(await task(coordinatorsTask, support.token)).toMatchObject({ _id: coordinatorsTask, status: 'blocked', version: 4 });
    });

    it('reads overdue against the caller’s own date when sent', async () => {
      expect((await task(coordinatorsTask, coordinator.token, { today: '2031-05-31' })).overdue).toBe(false);
      expect((await task(coordinatorsTask, coordinator.token, { today: '2031-06-02' })).overdue).toBe(true);
    });

    it('shows a new hire their own task only; another hire’s, other companies’ and unknown tasks are not found', async () => {
      expect(await task(nellsTask, nellUser.token)).toMatchObject({ _id: nellsTask, title: 'Sign the contract', status: 'todo', version: 1 });
      expect((await task(nellsTask)).title).toBe('Sign the contract');

      await fails(gateway, 404, 'GET', `/tasks/task/${nellsTask}`, { token: otherHireUser.token });
      await fails(gateway, 404, 'GET', `/tasks/task/${coordinatorsTask}`, { token: nellUser.token });
      for (const id of [UNKNOWN_ID, globexTask]) {
        const refused = await fails(gateway, 404, 'GET', `/tasks/task/${id}`, { token: coordinator.token });
        expect(refused.message).toBe('This task does not exist in your company.');
      }
    });
  });
}
