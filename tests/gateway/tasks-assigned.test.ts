import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../src/shared/contract/onboarding-schemas';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, type RequestOptions, openHiresGateway } from './new-hires-gateway';
import { type AssignedAnswer, TODAY, UNKNOWN_ID, addHireRow, addTaskRow, fails, ok } from './tasks-test-support';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`the signed-in user's tasks on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let manager: Person;
    let colleague: Person;
    let newHireUser: Person;
    let archer: string;
    let baker: string;
    let withdrawn: string;
    let globexHire: string;
    let globexTask: string;
    const task: Record<string, string> = {};

    const assigned = async (query: RequestOptions['query'] = {}, token = coordinator.token): Promise<AssignedAnswer> =>
      ok<AssignedAnswer>(gateway, 'GET', '/tasks/assign-tasks-list', { token, query: { today: TODAY, ...query } });
    const titles = (answer: AssignedAnswer) => answer.items.map((item) => item.title);
    const current = async (id: string): Promise<Task> => {
      const row = await gateway.db.selectFrom('hire_tasks').select(['hire_id']).where('id', '=', id).executeTakeFirstOrThrow();
      const tasks = await ok<Task[]>(gateway, 'GET', `/tasks/hire-tasks/${row.hire_id}`);
      return tasks.find((candidate) => candidate._id === id)!;
    };
    const changeStatus = (id: string, body: Record<string, unknown>, token = coordinator.token) =>
      gateway.request('PUT', `/tasks/change-task-status/${id}`, { token, body });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'taskco');
      const company = gateway.companyId;
      coordinator = await gateway.addUser(company, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@taskco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      manager = await gateway.addUser(company, { firstName: 'Max', lastName: 'Manager', email: 'max@taskco.example', role: 'SUPPORT', signIn: true });
      colleague = await gateway.addUser(company, { firstName: 'Sue', lastName: 'Staff', email: 'sue@taskco.example', role: 'SUPPORT' });
      newHireUser = await gateway.addUser(company, {
        firstName: 'Nell',
        lastName: 'Newhire',
        email: 'nell@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
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
      withdrawn = await addHireRow(gateway, {
        companyId: company,
        firstName: 'Wendy',
        lastName: 'Withdrawn',
        startDate: '2031-06-30',
        status: 'withdrawn',
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
      const rows = [
        ['laptop', archer, 'Order the laptop', '2031-06-01', 'todo', 'logistics', coordinator.id],
        ['lunch', archer, 'Book the welcome lunch', '2031-06-05', 'done', 'build_relationships', coordinator.id],
        ['week', baker, 'Plan the first week', '2031-06-10', 'blocked', 'know_the_company', coordinator.id],
        ['training', baker, 'Security training', '2031-06-11', 'todo', 'job_training', coordinator.id],
        ['intro', archer, 'Team introductions', '2031-06-15', 'todo', 'build_relationships', coordinator.id],
        ['review', baker, 'Quarterly review', '2031-07-01', 'todo', 'job_training', coordinator.id],
        ['hidden', withdrawn, 'Withdrawn welcome pack', '2031-06-02', 'todo', 'logistics', coordinator.id],
        ['oneToOne', archer, 'Manager one-to-one', '2031-06-03', 'todo', 'build_relationships', manager.id],
        ['odds', archer, '100% ready_check', '2031-06-20', 'todo', 'logistics', colleague.id],
      ] as const;
      for (const [key, hireId, title, dueDate, status, taskCategory, assigneeId] of rows) {
        task[key] = await addTaskRow(gateway, { companyId: company, hireId, title, dueDate, status, taskCategory, assigneeId });
      }
      // A task for the new hire made before the account was linked: it waits with no assignee.
      task.waiting = await addTaskRow(gateway, {
        companyId: company,
        hireId: nell,
        title: 'Upload your passport',
        dueDate: '2031-06-08',
        assigneeId: null,
        assigneeRole: 'new_hire',
      });
      task.nellsManager = await addTaskRow(gateway, {
        companyId: company,
        hireId: nell,
        title: 'Welcome Nell',
        dueDate: '2031-06-09',
        assigneeId: manager.id,
        assigneeRole: 'manager',
      });
      globexHire = await addHireRow(gateway, {
        companyId: gateway.globex.companyId,
        firstName: 'Gus',
        lastName: 'Globex',
        startDate: '2031-06-01',
        status: 'onboarding',
      });
      globexTask = await addTaskRow(gateway, {
        companyId: gateway.globex.companyId,
        hireId: globexHire,
        title: 'Globex task',
        dueDate: '2031-06-01',
        assigneeId: gateway.globex.id,
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists the caller’s own tasks by due date with counts, leaving out a withdrawn hire’s', async () => {
      const answer = await assigned();
      expect(titles(answer)).toEqual([
        'Order the laptop',
        'Book the welcome lunch',
        'Plan the first week',
        'Security training',
        'Team introductions',
        'Quarterly review',
      ]);
      expect(answer.total).toBe(6);
      expect(answer.counts).toEqual({ todo: 4, done: 1, blocked: 1, overdue: 2 });
      expect(answer.items.filter((item) => item.overdue).map((item) => item.title)).toEqual(['Order the laptop', 'Plan the first week']);
      expect(answer.items[0]).toMatchObject({
        hire: { _id: archer, fullName: 'Alice Archer', startDate: '2031-06-02', status: 'onboarding' },
        assignee: { _id: coordinator.id, fullName: 'Cora Coordinator' },
        taskCategory: 'logistics',
        status: 'todo',
      });
      expect(answer.items[2]?.blockedReason).toBe('Waiting for the supplier');
    });

    it('filters by status, category, hire and due date in the database, counting under the other filters', async () => {
      const todo = await assigned({ status: 'todo' });
      expect(titles(todo)).toEqual(['Order the laptop', 'Security training', 'Team introductions', 'Quarterly review']);
      expect(todo.total).toBe(4);
      expect(todo.counts).toEqual({ todo: 4, done: 1, blocked: 1, overdue: 2 });
      expect((await assigned({ status: ['todo', 'blocked'] })).total).toBe(5);
      expect(titles(await assigned({ taskCategory: ['job_training', 'know_the_company'] }))).toEqual([
        'Plan the first week',
        'Security training',
        'Quarterly review',
      ]);
      const bakers = await assigned({ hireId: baker });
      expect(titles(bakers)).toEqual(['Plan the first week', 'Security training', 'Quarterly review']);
      expect(bakers.counts).toEqual({ todo: 2, done: 0, blocked: 1, overdue: 1 });
      expect(titles(await assigned({ due: 'overdue' }))).toEqual(['Order the laptop', 'Plan the first week']);
      expect(titles(await assigned({ due: 'today' }))).toEqual(['Security training']);
      expect(titles(await assigned({ due: 'this_week' }))).toEqual(['Plan the first week', 'Security training', 'Team introductions']);
      expect(titles(await assigned({ due: 'later' }))).toEqual(['Quarterly review']);
      // Without the caller's date, today is the UTC date: everything in 2031 is still ahead.
      expect((await ok<AssignedAnswer>(gateway, 'GET', '/tasks/assign-tasks-list', { token: coordinator.token })).counts.overdue).toBe(0);
    });

    it('searches titles and hire names, taking LIKE wildcards literally', async () => {
      expect(titles(await assigned({ search: 'LAPTOP' }))).toEqual(['Order the laptop']);
      expect(titles(await assigned({ search: 'baker' }))).toEqual(['Plan the first week', 'Security training', 'Quarterly review']);
      expect(titles(await assigned({ search: 'alice week' }))).toEqual([]);
      expect(titles(await assigned({ search: 'bob week' }))).toEqual(['Plan the first week']);
      expect((await assigned({ search: '%' })).total).toBe(0);
      expect(titles(await assigned({ assignee: 'all', search: '100%' }, gateway.admin.token))).toEqual(['100% ready_check']);
      expect(titles(await assigned({ assignee: 'all', search: 'y_c' }, gateway.admin.token))).toEqual(['100% ready_check']);
      expect((await assigned({ assignee: 'all', search: 'r_ady' }, gateway.admin.token)).total).toBe(0);
    });

    it('sorts by each column both ways and pages', async () => {
      expect(titles(await assigned({ sortBy: 'dueDate', sortOrder: 'desc' }))).toEqual([
        'Quarterly review',
        'Team introductions',
        'Security training',
        'Plan the first week',
        'Book the welcome lunch',
        'Order the laptop',
      ]);
      expect(titles(await assigned({ sortBy: 'title' }))).toEqual([
        'Book the welcome lunch',
        'Order the laptop',
        'Plan the first week',
        'Quarterly review',
        'Security training',
        'Team introductions',
      ]);
      expect(titles(await assigned({ sortBy: 'hire' }))).toEqual([
        'Order the laptop',
        'Book the welcome lunch',
        'Team introductions',
        'Plan the first week',
        'Security training',
        'Quarterly review',
      ]);
      expect(titles(await assigned({ sortBy: 'status', sortOrder: 'desc' }))).toEqual([
        'Book the welcome lunch',
        'Plan the first week',
        'Quarterly review',
        'Team introductions',
        'Security training',
        'Order the laptop',
      ]);
      expect(titles(await assigned({ sortBy: 'status', offset: 3, limit: 2 }))).toEqual(['Quarterly review', 'Plan the first week']);
      expect(titles(await assigned({ sortBy: 'status' }))).toEqual([
        'Order the laptop',
        'Security training',
        'Team introductions',
        'Quarterly review',
        'Plan the first week',
        'Book the welcome lunch',
      ]);
      // Categories in the screens' order; ties by due date the same way.
      expect(titles(await assigned({ sortBy: 'taskCategory', sortOrder: 'desc' }))).toEqual([
        'Order the laptop',
        'Quarterly review',
        'Security training',
        'Plan the first week',
        'Team introductions',
        'Book the welcome lunch',
      ]);
      const page = await assigned({ offset: 2, limit: 2 });
      expect(titles(page)).toEqual(['Plan the first week', 'Security training']);
      expect(page.total).toBe(6);
      expect((await assigned({ offset: 6 })).items).toEqual([]);
    });

    it('shows everyone’s tasks only to those who view hires, and a reopened hire’s tasks again', async () => {
      const all = await assigned({ assignee: 'all' }, gateway.admin.token);
      expect(all.total).toBe(10);
      expect(titles(all)).not.toContain('Withdrawn welcome pack');
      expect((await assigned({ assignee: 'all' }, manager.token)).total).toBe(10);
      expect(titles(await assigned({}, manager.token))).toEqual(['Manager one-to-one', 'Welcome Nell']);
      await fails(gateway, 403, 'GET', '/tasks/assign-tasks-list', { token: newHireUser.token, query: { assignee: 'all' } });

      await gateway.setHire(withdrawn, { status: 'pending' });
      try {
        expect(titles(await assigned({ hireId: withdrawn }))).toEqual(['Withdrawn welcome pack']);
        expect((await assigned()).total).toBe(7);
      } finally {
        await gateway.setHire(withdrawn, { status: 'withdrawn' });
      }
      expect((await assigned({ hireId: withdrawn })).total).toBe(0);
    });

    it('keeps other companies’ tasks out and refuses their hire ids', async () => {
      const globex = await assigned({ assignee: 'all' }, gateway.globex.token);
      expect(titles(globex)).toContain('Globex task');
      expect(titles(globex)).not.toContain('Order the laptop');
      for (const hireId of [globexHire, UNKNOWN_ID, 'nope']) {
        await fails(gateway, 404, 'GET', '/tasks/assign-tasks-list', { token: coordinator.token, query: { hireId } });
      }
      await fails(gateway, 404, 'GET', '/tasks/assign-tasks-list', { token: gateway.globex.token, query: { hireId: archer } });
    });

    it('gives a new hire their own tasks, those waiting for their account included', async () => {
      const mine = await assigned({}, newHireUser.token);
      expect(titles(mine)).toEqual(['Upload your passport']);
      expect(mine.items[0]).toMatchObject({ assignee: { _id: newHireUser.id }, assigneeNote: null });
      const done = await changeStatus(task.waiting!, { version: 1, status: 'done' }, newHireUser.token);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<{ data: Task }>().data).toMatchObject({ status: 'done', completedBy: { _id: newHireUser.id } });
      // Another task of their own hire, but not theirs: as unknown to them as any other.
      expect((await changeStatus(task.nellsManager!, { version: 1, status: 'done' }, newHireUser.token)).statusCode).toBe(404);
      expect((await changeStatus(task.laptop!, { version: 1, status: 'done' }, newHireUser.token)).statusCode).toBe(404);
    });

    it('completes, blocks and reopens a task, each a new version; done records who and when', async () => {
      const id = task.training!;
      const done = await changeStatus(id, { version: 1, status: 'done' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<{ message: string }>().message).toBe('“Security training” marked complete.');
      const doneTask = done.json<{ data: Task }>().data;
      expect(doneTask).toMatchObject({ status: 'done', version: 2, completedBy: { _id: coordinator.id }, blockedReason: null, overdue: false });
      expect(Number.isNaN(Date.parse(doneTask.completedAt ?? ''))).toBe(false);

      const noReason = await changeStatus(id, { version: 2, status: 'blocked' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json<{ message: string; fieldErrors: Record<string, string[]> }>()).toMatchObject({
        message: 'Say why the task is blocked.',
        fieldErrors: { blockedReason: ['Say why the task is blocked.'] },
      });
      const blockedAnswer = (await changeStatus(id, { version: 2, status: 'blocked', blockedReason: 'The training site is down' })).json<{
        message: string;
        data: Task;
      }>();
      expect(blockedAnswer.message).toBe('“Security training” blocked.');
      const blocked = blockedAnswer.data;
      expect(blocked).toMatchObject({ status: 'blocked', blockedReason: 'The training site is down', completedBy: null, completedAt: null, version: 3 });
      const reopenedAnswer = (await changeStatus(id, { version: 3, status: 'todo' })).json<{ message: string; data: Task }>();
      expect(reopenedAnswer.message).toBe('“Security training” unblocked.');
      const reopened = reopenedAnswer.data;
      expect(reopened).toMatchObject({ status: 'todo', blockedReason: null, completedBy: null, completedAt: null, version: 4 });

      const stale = await changeStatus(id, { version: 3, status: 'done' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', currentVersion: 4 });
    });

    it('lets the assignee change their own task, refuses other staff without the right to manage hires', async () => {
      const own = await changeStatus(task.oneToOne!, { version: 1, status: 'done' }, manager.token);
      expect(own.statusCode, own.body).toBe(200);
      const other = await changeStatus(task.review!, { version: 1, status: 'done' }, manager.token);
      expect(other.statusCode).toBe(403);
      expect(other.json<{ message: string }>().message).toBe(
        'Only the person this task is assigned to, or someone who manages new hires, can change its status.',
      );
      // Someone who manages hires may change anyone's.
      const byAdmin = await changeStatus(task.odds!, { version: 1, status: 'done' }, gateway.admin.token);
      expect(byAdmin.json<{ data: Task }>().data.completedBy?._id).toBe(gateway.admin.id);
      expect((await changeStatus(task.hidden!, { version: 1, status: 'done' })).json()).toMatchObject({ code: 'HIRE_WITHDRAWN' });
      for (const id of [globexTask, UNKNOWN_ID, 'nope']) {
        expect((await changeStatus(id, { version: 1, status: 'done' })).statusCode).toBe(404);
      }
      expect((await changeStatus(task.laptop!, { version: 1, status: 'done' }, gateway.globex.token)).statusCode).toBe(404);
    });

    it('updates a task’s fields and assignee, checking the version and the people named', async () => {
      const id = task.intro!;
      const body = {
        version: 1,
        title: 'Team introductions (all teams)',
        description: '<p>Say hi</p><script>x()</script>',
        taskCategory: 'know_the_company',
        assigneeRole: 'coordinator',
        dueDate: '2031-06-16',
      };
      const updated = await ok<Task>(gateway, 'PUT', `/tasks/update-task/${id}`, { body });
      expect(updated).toMatchObject({
        title: 'Team introductions (all teams)',
        description: '<p>Say hi</p>',
        taskCategory: 'know_the_company',
        dueDate: '2031-06-16',
        version: 2,
        assignee: { _id: coordinator.id },
      });

      const stale = await fails(gateway, 409, 'PUT', `/tasks/update-task/${id}`, { body });
      expect(stale).toMatchObject({
        code: 'STALE_VERSION',
        currentVersion: 2,
        message: 'Someone else changed this task since you opened it. Reload it and try again.',
      });

      const named = await ok<Task>(gateway, 'PUT', `/tasks/update-task/${id}`, {
        body: { ...body, version: 2, assigneeRole: 'user', assigneeUserId: colleague.id },
      });
      expect(named).toMatchObject({ assigneeRole: 'user', assignee: { _id: colleague.id, fullName: 'Sue Staff' }, version: 3 });
      const notStaff = await fails(gateway, 400, 'PUT', `/tasks/update-task/${id}`, {
        body: { ...body, version: 3, assigneeRole: 'user', assigneeUserId: newHireUser.id },
      });
      expect(notStaff.fieldErrors).toEqual({ assigneeUserId: ['Choose an active member of your company’s staff.'] });
      await fails(gateway, 400, 'PUT', `/tasks/update-task/${id}`, { body: { ...body, version: 3, assigneeRole: 'user' } });
      await fails(gateway, 403, 'PUT', `/tasks/update-task/${id}`, { token: manager.token, body: { ...body, version: 3 } });
      for (const other of [globexTask, UNKNOWN_ID]) await fails(gateway, 404, 'PUT', `/tasks/update-task/${other}`, { body });
      await fails(gateway, 404, 'PUT', `/tasks/update-task/${id}`, { token: gateway.globex.token, body: { ...body, version: 3 } });
      expect((await current(id)).version).toBe(3);
    });

    it('deletes an unfinished task, never a done one, and checks the version', async () => {
      const done = await fails(gateway, 409, 'DELETE', `/tasks/delete-task/${task.lunch}`, { query: { version: 1 } });
      expect(done).toMatchObject({ code: 'TASK_DONE', message: expect.stringContaining('A done task cannot be deleted') });
      const id = await addTaskRow(gateway, {
        companyId: gateway.companyId,
        hireId: archer,
        title: 'Temporary',
        dueDate: '2031-06-30',
        assigneeId: coordinator.id,
      });
      expect(await fails(gateway, 409, 'DELETE', `/tasks/delete-task/${id}`, { query: { version: 2 } })).toMatchObject({
        code: 'STALE_VERSION',
        currentVersion: 1,
      });
      await fails(gateway, 403, 'DELETE', `/tasks/delete-task/${id}`, { token: manager.token, query: { version: 1 } });
      await fails(gateway, 404, 'DELETE', `/tasks/delete-task/${id}`, { token: gateway.globex.token, query: { version: 1 } });
      const deleted = await gateway.request('DELETE', `/tasks/delete-task/${id}`, { query: { version: 1 } });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Task deleted.' });
      await fails(gateway, 404, 'DELETE', `/tasks/delete-task/${id}`, { query: { version: 1 } });
      await fails(gateway, 404, 'DELETE', `/tasks/delete-task/${globexTask}`, { query: { version: 1 } });
      expect(await gateway.db.selectFrom('hire_tasks').select('id').where('id', '=', globexTask).execute()).toHaveLength(1);
    });

    it('keeps the tasks of hires with the same name together when sorting by hire', async () => {
      const company = gateway.companyId;
      const planner = await gateway.addUser(company, { firstName: 'Pat', lastName: 'Planner', email: 'pat@taskco.example', role: 'OPERATIONS', signIn: true });
      const twins = [
        await addHireRow(gateway, { companyId: company, firstName: 'Sam', lastName: 'Same', startDate: '2031-06-02', status: 'onboarding' }),
        await addHireRow(gateway, { companyId: company, firstName: 'Sam', lastName: 'Same', startDate: '2031-06-02', status: 'onboarding' }),
      ].sort();
      for (const [hireId, dueDate] of [
        [twins[0], '2031-06-01'],
        [twins[1], '2031-06-02'],
        [twins[0], '2031-06-03'],
        [twins[1], '2031-06-04'],
      ] as const) {
        await addTaskRow(gateway, { companyId: company, hireId: hireId!, title: `Due ${dueDate}`, dueDate, assigneeId: planner.id });
      }
      const byHire = await assigned({ sortBy: 'hire' }, planner.token);
      expect(byHire.items.map((item) => [item.hire._id, item.title])).toEqual([
        [twins[0], 'Due 2031-06-01'],
        [twins[0], 'Due 2031-06-03'],
        [twins[1], 'Due 2031-06-02'],
        [twins[1], 'Due 2031-06-04'],
      ]);
      expect(titles(await assigned({ sortBy: 'hire', sortOrder: 'desc' }, planner.token))).toEqual([
        'Due 2031-06-04',
        'Due 2031-06-02',
        'Due 2031-06-03',
        'Due 2031-06-01',
      ]);
    });
  });
}
