import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskComment } from '../../src/shared/contract/tasks';
import { ONBOARDING_TEXT } from '../../src/shared/messages';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { UNKNOWN_ID, addHireRow, addTaskRow, fails, ok } from './tasks-test-support';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`task comments on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let support: Person;
    let newHireUser: Person;
    let coordinatorsTask: string;
    let newHiresTask: string;
    let globexTask: string;

    const comment = (taskId: string, body: unknown, token = coordinator.token) =>
      gateway.request('POST', `/tasks/add-task-comment/${taskId}`, { token, body: { body } });
    const comments = (taskId: string, token = coordinator.token) => ok<TaskComment[]>(gateway, 'GET', `/tasks/task-comments/${taskId}`, { token });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'commentco');
      const company = gateway.companyId;
      coordinator = await gateway.addUser(company, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@commentco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      support = await gateway.addUser(company, { firstName: 'Sam', lastName: 'Support', email: 'sam@commentco.example', role: 'SUPPORT', signIn: true });
      newHireUser = await gateway.addUser(company, {
        firstName: 'Nell',
        lastName: 'Newhire',
        email: 'nell@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      const hire = await addHireRow(gateway, {
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
        userId: newHireUser.id,
      });
      coordinatorsTask = await addTaskRow(gateway, {
        companyId: company,
        hireId: hire,
        title: 'Order the laptop',
        dueDate: '2031-06-01',
        assigneeId: coordinator.id,
      });
      newHiresTask = await addTaskRow(gateway, {
        companyId: company,
        hireId: nell,
        title: 'Sign the contract',
        dueDate: '2031-06-05',
        assigneeRole: 'new_hire',
        assigneeId: newHireUser.id,
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

    it('adds comments to a task and lists them oldest first, with their authors, line breaks kept', async () => {
      const first = await comment(coordinatorsTask, '  The laptop is ordered.\nIt arrives on Monday.  ');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<{ message: string; data: TaskComment }>()).toMatchObject({
        message: 'Comment added.',
        data: {
          taskId: coordinatorsTask,
          body: 'The laptop is ordered.\nIt arrives on Monday.',
          author: { _id: coordinator.id, fullName: 'Cora Coordinator' },
        },
      });
      expect((await comment(coordinatorsTask, 'Monday works for IT too.', support.token)).statusCode).toBe(200);
      const listed = await comments(coordinatorsTask, support.token);
      expect(listed.map((each) => [each.author?.fullName, each.body])).toEqual([
        ['Cora Coordinator', 'The laptop is ordered.\nIt arrives on Monday.'],
        ['Sam Support', 'Monday works for IT too.'],
      ]);
    });

    it('refuses a blank or over-long comment with the reason, storing nothing', async () => {
      const before = (await comments(coordinatorsTask)).length;
      for (const [body, message] of [
        ['   ', ONBOARDING_TEXT.commentRequired],
        [undefined, ONBOARDING_TEXT.commentRequired],
        ['x'.repeat(2001), ONBOARDING_TEXT.commentTooLong],
      ] as const) {
        const response = await comment(coordinatorsTask, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: { body: [message] } });
      }
      expect((await comment(coordinatorsTask, 'x'.repeat(2000))).statusCode).toBe(200);
      expect((await comments(coordinatorsTask)).length).toBe(before + 1);
    });

    it('lets a new hire comment on their own tasks only; others are not found, as are unknown and other companies’ tasks', async () => {
      expect((await comment(newHiresTask, 'Signed and sent back.', newHireUser.token)).statusCode).toBe(200);
      expect((await comments(newHiresTask, newHireUser.token)).map((each) => each.body)).toEqual(['Signed and sent back.']);
      expect((await comments(newHiresTask)).map((each) => each.author?.fullName)).toEqual(['Nell Newhire']);

      await fails(gateway, 404, 'POST', `/tasks/add-task-comment/${coordinatorsTask}`, { token: newHireUser.token, body: { body: 'Hello' } });
      await fails(gateway, 404, 'GET', `/tasks/task-comments/${coordinatorsTask}`, { token: newHireUser.token });
      for (const id of [UNKNOWN_ID, globexTask]) {
        const refused = await fails(gateway, 404, 'POST', `/tasks/add-task-comment/${id}`, { body: { body: 'Hello' } });
        expect(refused.message).toBe('This task does not exist in your company.');
        await fails(gateway, 404, 'GET', `/tasks/task-comments/${id}`);
      }
      const stored = await gateway.db.selectFrom('task_comments').select('id').where('task_id', '=', globexTask).execute();
      expect(stored).toEqual([]);
    });
  });
}
