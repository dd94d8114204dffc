import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAccessGeneration } from '../../src/gateway/access/access-generation';
import type { DashboardSummary, HireDuplicate } from '../../src/shared/contract/new-hires';
import type { Hire, HireSummary, Task } from '../../src/shared/contract/onboarding-schemas';
import type { SessionUser } from '../../src/shared/contract/user';
import { LOGIN_AS_MESSAGES } from '../../src/shared/login-as';
import { ONBOARDING_AREA_PATHS } from '../../src/shared/onboarding-pages';
import { databaseTargets } from './databases';
import {
  DEFAULT_TIMEZONE,
  type HiresGateway,
  type Person,
  type RequestOptions,
  editableFields,
  failure,
  openHiresGateway,
  todayPlus,
} from './new-hires-gateway';
import { setRoleReach, writeCustomRole } from './support/custom-roles';
import { HIRE_TEXT } from '../../src/gateway/onboarding/hires/hire-text';
import { ok } from './tasks-test-support';

interface ListAnswer {
  items: HireSummary[];
  total: number;
  counts: Record<string, number>;
}

interface TasksAnswer {
  items: Task[];
  total: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`access enforcement on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let support: Person;
    let sales = '';
    let engineering = '';
    let london = '';
    let salesHire: Hire;
    let londonHire: Hire;
    let managedHire: Hire;
    const taskOf = new Map<string, string>();

    const asCoordinator = (options: RequestOptions = {}): RequestOptions => ({ ...options, token: coordinator.token });
    const listedIds = async (token: string) =>
      (await ok<ListAnswer>(gateway, 'GET', '/NewHire/list-preview-experience', { token })).items.map((item) => item._id).sort();

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'enforceco');
      coordinator = await gateway.addUser(gateway.companyId, { firstName: 'Cora', lastName: 'Sales', email: 'cora@enforceco.example', signIn: true });
      support = await gateway.addUser(gateway.companyId, {
        firstName: 'Sam',
        lastName: 'Support',
        email: 'sam@enforceco.example',
        role: 'SUPPORT',
        signIn: true,
      });
      sales = await gateway.addDepartment(gateway.companyId, 'Sales');
      engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      london = await gateway.addLocation(gateway.companyId, 'London');
      const leeds = await gateway.addLocation(gateway.companyId, 'Leeds');
      salesHire = await gateway.createHire({ firstName: 'Sally', departmentId: sales, locationId: leeds });
      londonHire = await gateway.createHire({ firstName: 'Leo', departmentId: engineering, locationId: london, startDate: todayPlus(3) });
      managedHire = await gateway.createHire({ firstName: 'Mona', departmentId: engineering, locationId: london, managerId: coordinator.id });
      for (const hire of [salesHire, londonHire, managedHire]) {
        taskOf.set(hire._id, await gateway.addTask(hire, { dueDate: todayPlus(-2), title: `Laptop for ${hire.firstName}` }));
      }

      // The admin reads every page first: a coordinator limited to Sales must not be answered from it.
      expect(await listedIds(gateway.admin.token)).toEqual([salesHire._id, londonHire._id, managedHire._id].sort());
      await ok(gateway, 'GET', '/NewHire/dashboard-summary');
      await ok(gateway, 'GET', '/tasks/assign-tasks-list', { query: { assignee: 'all' } });
      await ok(gateway, 'GET', '/tasks/assign-tasks-list', { token: coordinator.token, query: { assignee: 'all' } });

      await setRoleReach(gateway.db, gateway.companyId, 'OPERATIONS', 'custom_roles');
      await writeCustomRole(gateway.db, gateway.companyId, {
        name: 'Sales',
        rights: [],
        members: [{ userId: coordinator.id, criteria: [{ dimension: 'department', values: [sales] }] }],
      });
      await raiseAccessGeneration(gateway.db, gateway.companyId);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists and counts only the hires the coordinator reaches: their Sales hire and the hire they manage', async () => {
      const list = await ok<ListAnswer>(gateway, 'GET', '/NewHire/list-preview-experience', asCoordinator());
      expect(list.items.map((item) => item._id).sort()).toEqual([salesHire._id, managedHire._id].sort());
      expect(list.total).toBe(2);
      expect(Object.values(list.counts).reduce((sum, count) => sum + count, 0)).toBe(2);

      // The status tabs count under a filter too, and a filter naming the London hire's department finds nothing else.
      const filtered = await ok<ListAnswer>(gateway, 'GET', '/NewHire/list-preview-experience', asCoordinator({ query: { locationId: london } }));
      expect(filtered.items.map((item) => item._id)).toEqual([managedHire._id]);
      expect(Object.values(filtered.counts).reduce((sum, count) => sum + count, 0)).toBe(1);
      const searched = await ok<ListAnswer>(gateway, 'GET', '/NewHire/list-preview-experience', asCoordinator({ query: { search: 'Leo' } }));
      expect(searched.total).toBe(0);
    });

    it('counts and shows only reached hires and their tasks on the dashboard', async () => {
      const summary = await ok<DashboardSummary>(gateway, 'GET', '/NewHire/dashboard-summary', asCoordinator());
      expect(Object.values(summary.counts).reduce((sum, count) => sum + count, 0)).toBe(2);
      const named = [
        ...summary.startingThisWeek,
        ...summary.startingNextWeek,
        ...summary.pendingApproval.items,
        ...summary.progress.map((entry) => ({ _id: entry.hireId })),
        ...summary.overdueTasks.items.map((task) => task.hire),
      ].map((hire) => hire._id);
      expect(named).not.toContain(londonHire._id);
      expect(summary.overdueTasks.total).toBe(2);
      expect(summary.overdueTasks.items.map((task) => task._id).sort()).toEqual([taskOf.get(salesHire._id), taskOf.get(managedHire._id)].sort());
    });

    it('lists only the tasks of reached hires on /tasks', async () => {
      const tasks = await ok<TasksAnswer>(gateway, 'GET', '/tasks/assign-tasks-list', asCoordinator({ query: { assignee: 'all' } }));
      expect(tasks.items.map((task) => task._id).sort()).toEqual([taskOf.get(salesHire._id), taskOf.get(managedHire._id)].sort());
      expect(tasks.total).toBe(2);
      // The admin's own tasks, every one assigned to them, are theirs whatever the coordinator reaches.
      expect((await ok<TasksAnswer>(gateway, 'GET', '/tasks/assign-tasks-list', { query: { assignee: 'me' } })).total).toBe(3);
      const byHire = await gateway.request('GET', '/tasks/assign-tasks-list', asCoordinator({ query: { assignee: 'all', hireId: londonHire._id } }));
      expect(byHire.statusCode).toBe(404);
    });

    it('answers 404, as for another company’s hire, to every read and change of a hire out of reach, and changes nothing', async () => {
      const taskId = taskOf.get(londonHire._id) as string;
      const calls: [string, Method, string, RequestOptions][] = [
        ['detail', 'GET', `/NewHire/get-hire/${londonHire._id}`, {}],
        ['tasks', 'GET', `/tasks/hire-tasks/${londonHire._id}`, {}],
        ['documents', 'GET', `/NewHire/get-hire-doc/${londonHire._id}`, {}],
        ['plans', 'GET', `/NewHire/new-hire-plans/${londonHire._id}`, {}],
        ['changes', 'GET', `/NewHire/hire-changes/${londonHire._id}`, {}],
        ['welcome', 'GET', `/NewHire/welcome-experience/${londonHire._id}`, {}],
        ['start-date shift', 'GET', `/NewHire/start-date-shift/${londonHire._id}`, { query: { startDate: todayPlus(9) } }],
        ['criteria tasks', 'POST', `/NewHire/criteria-tasks/${londonHire._id}`, { body: { departmentId: sales } }],
        ['update', 'PUT', `/NewHire/update-hire/${londonHire._id}`, { body: { ...editableFields(londonHire), jobTitle: 'Taken over' } }],
        ['status', 'PUT', `/NewHire/change-status/${londonHire._id}`, { body: { version: londonHire.version, status: 'withdrawn' } }],
        ['invite', 'POST', `/NewHire/invite-hire/${londonHire._id}`, {}],
        [
          'add task',
          'POST',
          `/NewHire/create-task/${londonHire._id}`,
          { body: { title: 'Mine now', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: todayPlus(4) } },
        ],
        ['task', 'GET', `/tasks/task/${taskId}`, {}],
        ['task status', 'PUT', `/tasks/change-task-status/${taskId}`, { body: { version: 1, status: 'done' } }],
        [
          'task update',
          'PUT',
          `/tasks/update-task/${taskId}`,
          { body: { version: 1, title: 'Renamed', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: todayPlus(4) } },
        ],
      ];
      for (const [name, method, url, options] of calls) {
        const response = await gateway.request(method, url, asCoordinator(options));
        expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
        const unknown = await gateway.request(method, url.replace(londonHire._id, '00000000-0000-4000-8000-000000000000'), asCoordinator(options));
        expect(failure(response).message, name).toBe(failure(unknown).message);
      }
      const [untouched] = await gateway.database.query<{ job_title: string; status: string }>('select job_title, status from new_hires where id = ?', [
        londonHire._id,
      ]);
      expect(untouched).toMatchObject({ job_title: londonHire.jobTitle, status: londonHire.status });
      const [task] = await gateway.database.query<{ status: string; title: string }>('select status, title from hire_tasks where id = ?', [taskId]);
      expect(task).toMatchObject({ status: 'todo', title: 'Laptop for Leo' });
    });

    it('does not name a hire out of reach as a duplicate', async () => {
      const duplicates = await ok<{ items: HireDuplicate[] }>(
        gateway,
        'GET',
        '/NewHire/duplicates',
        asCoordinator({ query: { personalEmail: londonHire.personalEmail } }),
      );
      expect(duplicates.items).toEqual([]);
      const seen = await ok<{ items: HireDuplicate[] }>(gateway, 'GET', '/NewHire/duplicates', { query: { personalEmail: londonHire.personalEmail } });
      expect(seen.items.map((item) => item._id)).toEqual([londonHire._id]);
    });

    it('reads and changes a Sales hire and a hire the coordinator manages', async () => {
      for (const hire of [salesHire, managedHire]) {
        const detail = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${hire._id}`, asCoordinator());
        expect(detail._id).toBe(hire._id);
        expect(await ok<Task[]>(gateway, 'GET', `/tasks/hire-tasks/${hire._id}`, asCoordinator())).toHaveLength(1);
        await ok(gateway, 'GET', `/NewHire/get-hire-doc/${hire._id}`, asCoordinator());
        await ok(gateway, 'GET', `/NewHire/new-hire-plans/${hire._id}`, asCoordinator());
        const updated = await ok<{ hire: Hire }>(
          gateway,
          'PUT',
          `/NewHire/update-hire/${hire._id}`,
          asCoordinator({ body: { ...editableFields(detail), jobTitle: 'Account executive' } }),
        );
        expect(updated.hire.jobTitle).toBe('Account executive');
        const taskId = taskOf.get(hire._id) as string;
        const done = await ok<Task>(gateway, 'PUT', `/tasks/change-task-status/${taskId}`, asCoordinator({ body: { version: 1, status: 'done' } }));
        expect(done.status).toBe('done');
      }
      const withdrawn = await ok<Hire>(
        gateway,
        'PUT',
        `/NewHire/change-status/${salesHire._id}`,
        asCoordinator({ body: { version: salesHire.version + 1, status: 'withdrawn' } }),
      );
      expect(withdrawn.status).toBe('withdrawn');
    });

    it('refuses adding a hire, or changing one, so that it falls outside what the coordinator reaches, and keeps nothing of it', async () => {
      const before = await listedIds(gateway.admin.token);
      const outside = await gateway.request('POST', '/NewHire/create-hire', {
        token: coordinator.token,
        body: {
          firstName: 'Olga',
          lastName: 'Outside',
          personalEmail: 'olga.outside@personal.example',
          jobTitle: 'Engineer',
          employmentStatus: 'full_time',
          startDate: todayPlus(30),
          timezone: DEFAULT_TIMEZONE,
          departmentId: engineering,
        },
      });
      expect(outside.statusCode).toBe(403);
      expect(failure(outside).message).toBe(HIRE_TEXT.outsideReach);
      expect(await listedIds(gateway.admin.token)).toEqual(before);

      const inside = await gateway.createHire({ firstName: 'Ines', departmentId: sales }, coordinator.token);
      const moved = await gateway.request('PUT', `/NewHire/update-hire/${inside._id}`, {
        token: coordinator.token,
        body: { ...editableFields(inside), departmentId: engineering },
      });
      expect(moved.statusCode).toBe(403);
      expect(failure(moved).message).toBe(HIRE_TEXT.leavesReach);
      const kept = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${inside._id}`, asCoordinator());
      expect(kept.department?._id).toBe(sales);
      expect(kept.version).toBe(inside.version);
      // The tests after this one count the coordinator's hires as the set-up made them.
      await gateway.db.deleteFrom('new_hires').where('id', '=', inside._id).execute();
    });

    it('reaches a hire on the next request once the role rows change and the access generation is raised', async () => {
      expect(await listedIds(coordinator.token)).not.toContain(londonHire._id);
      await gateway.db
        .insertInto('custom_role_member_hires')
        .values({
          company_id: gateway.companyId,
          member_id: (await gateway.db.selectFrom('custom_role_members').select('id').where('user_id', '=', coordinator.id).executeTakeFirstOrThrow()).id,
          hire_id: londonHire._id,
          effect: 'include',
        })
        .execute();
      await raiseAccessGeneration(gateway.db, gateway.companyId);
      expect(await listedIds(coordinator.token)).toEqual([salesHire._id, londonHire._id, managedHire._id].sort());
      expect((await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${londonHire._id}`, asCoordinator()))._id).toBe(londonHire._id);
    });

    it('shows a custom role’s right in the menus of users/me', async () => {
      const reports = ONBOARDING_AREA_PATHS.reports;
      const menuOf = async () => (await ok<{ user: SessionUser }>(gateway, 'GET', '/users/me', { token: support.token })).user;
      expect((await menuOf()).menuPermissions.ONBOARDING?.menu).not.toContain(reports);
      await writeCustomRole(gateway.db, gateway.companyId, {
        name: 'Reporting',
        rights: ['onb.reports.view', 'onb.fields.manage'],
        members: [{ userId: support.id }],
      });
      await raiseAccessGeneration(gateway.db, gateway.companyId);
      const user = await menuOf();
      expect(user.permissions).toContain('onb.reports.view');
      expect(user.menuPermissions.ONBOARDING?.menu).toContain(reports);
    });

    it('refuses logging in as someone who holds a right or reaches a hire the actor does not', async () => {
      // The coordinator is given the right to log in as others by a custom role, over the same Sales hires.
      await writeCustomRole(gateway.db, gateway.companyId, {
        name: 'Helpdesk',
        rights: ['prf.settings.people.login_as_user'],
        members: [{ userId: coordinator.id, criteria: [{ dimension: 'department', values: [sales] }] }],
      });
      await raiseAccessGeneration(gateway.db, gateway.companyId);
      const colleague = await gateway.addUser(gateway.companyId, { firstName: 'Otto', lastName: 'Ops', email: 'otto@enforceco.example' });
      const asColleague = () => gateway.request('POST', '/users/login-as', { token: coordinator.token, body: { userId: colleague.id } });

      // Sam holds a right the coordinator does not (changing custom fields).
      const refusedRights = await gateway.request('POST', '/users/login-as', { token: coordinator.token, body: { userId: support.id } });
      expect(refusedRights.statusCode).toBe(403);
      expect(failure(refusedRights).message).toBe(LOGIN_AS_MESSAGES.moreRights);

      // Otto, a coordinator too, reaches the Engineering hires and manages the London one.
      await gateway.db.updateTable('new_hires').set({ manager_id: colleague.id }).where('id', '=', londonHire._id).execute();
      await writeCustomRole(gateway.db, gateway.companyId, {
        name: 'Engineering',
        rights: [],
        members: [{ userId: colleague.id, criteria: [{ dimension: 'department', values: [engineering] }] }],
      });
      await gateway.db.deleteFrom('custom_role_member_hires').where('hire_id', '=', londonHire._id).execute();
      await raiseAccessGeneration(gateway.db, gateway.companyId);
      const refusedReach = await asColleague();
      expect(refusedReach.statusCode).toBe(403);
      expect(failure(refusedReach).message).toBe(LOGIN_AS_MESSAGES.widerReach);

      // With neither, he reaches nothing the coordinator does not.
      await gateway.db.deleteFrom('custom_role_members').where('user_id', '=', colleague.id).execute();
      await gateway.db.updateTable('new_hires').set({ manager_id: null }).where('id', '=', londonHire._id).execute();
      await raiseAccessGeneration(gateway.db, gateway.companyId);
      const started = await asColleague();
      expect(started.statusCode, started.body).toBe(200);
      const [logged] = await gateway.database.query<{ actor_user_id: string; target_user_id: string }>(
        'select actor_user_id, target_user_id from impersonation_log where actor_user_id = ?',
        [coordinator.id],
      );
      expect(logged).toMatchObject({ actor_user_id: coordinator.id, target_user_id: colleague.id });
    });
  });
}
