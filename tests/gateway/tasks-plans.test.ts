import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../src/shared/contract/onboarding-schemas';
import type { HirePlan, PlanTemplate, ResolvedPlanTask } from '../../src/shared/contract/tasks';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { UNKNOWN_ID, addHireRow, addPlanTemplate, fails, ok } from './tasks-test-support';

interface PlanTasksAnswer {
  plan: { _id: string; name: string };
  tasks: ResolvedPlanTask[];
}

const NO_BUDDY = 'No buddy yet: assigned to the coordinator';
const WAITS_FOR_ACCOUNT = 'Goes to the new hire once they have an account';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`plans and tasks of a hire on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let manager: Person;
    let buddy: Person;
    let itDesk: Person;
    let departed: Person;
    let starterPlan: string;
    let globexPlan: string;
    let globexHire: string;
    let hireWithoutBuddy: string;

    const planTasks = (body: Record<string, unknown>, token?: string) => ok<PlanTasksAnswer>(gateway, 'POST', '/tasks/Tasks-Onboarding', { body, token });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'planco');
      const company = gateway.companyId;
      coordinator = await gateway.addUser(company, { firstName: 'Cora', lastName: 'Coordinator', email: 'cora@planco.example', role: 'OPERATIONS' });
      manager = await gateway.addUser(company, { firstName: 'Max', lastName: 'Manager', email: 'max@planco.example', role: 'SUPPORT', signIn: true });
      buddy = await gateway.addUser(company, { firstName: 'Bea', lastName: 'Buddy', email: 'bea@planco.example', role: 'SUPPORT' });
      itDesk = await gateway.addUser(company, { firstName: 'Ian', lastName: 'Desk', email: 'ian@planco.example', role: 'SUPPORT' });
      departed = await gateway.addUser(company, { firstName: 'Gone', lastName: 'Away', email: 'gone@planco.example', role: 'SUPPORT', active: false });
      starterPlan = await addPlanTemplate(gateway, company, 'Starter plan', [
        { title: 'Sign the contract', taskCategory: 'logistics', assigneeRole: 'new_hire', dueOffsetDays: -14 },
        { title: 'Share the first week', taskCategory: 'know_the_company', assigneeRole: 'manager', dueOffsetDays: -3 },
        { title: 'Coffee with the buddy', taskCategory: 'build_relationships', assigneeRole: 'buddy', dueOffsetDays: 1 },
        { title: 'Values session', taskCategory: 'job_training', assigneeRole: 'coordinator', dueOffsetDays: 7 },
        { title: 'Prepare the laptop', taskCategory: 'logistics', assigneeRole: 'user', assigneeUserId: itDesk.id, dueOffsetDays: -7 },
        { title: 'Hand over the archive', taskCategory: 'job_training', assigneeRole: 'user', assigneeUserId: departed.id, dueOffsetDays: 30 },
      ]);
      await addPlanTemplate(gateway, company, 'Alpha plan', [{ title: 'Only task', taskCategory: 'logistics', assigneeRole: 'coordinator', dueOffsetDays: 0 }]);
      globexPlan = (await gateway.db.selectFrom('plan_templates').select('id').where('company_id', '=', gateway.globex.companyId).executeTakeFirstOrThrow()).id;
      globexHire = await addHireRow(gateway, { companyId: gateway.globex.companyId, firstName: 'Other', lastName: 'Company', startDate: '2031-03-10' });
      hireWithoutBuddy = (
        await gateway.createHire({ firstName: 'Nia', lastName: 'Nobuddy', startDate: '2031-03-10', managerId: manager.id, coordinatorId: coordinator.id })
      )._id;
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists the company’s plan templates by name with their task templates in order, and no other company’s', async () => {
      const templates = await ok<PlanTemplate[]>(gateway, 'GET', '/tasks/plan-templates');
      expect(templates.map((template) => template.name)).toEqual(['Alpha plan', 'Starter plan']);
      const starter = templates[1]!;
      expect(starter.tasks.map((task) => [task.title, task.assigneeRole, task.dueOffsetDays])).toEqual([
        ['Sign the contract', 'new_hire', -14],
        ['Share the first week', 'manager', -3],
        ['Coffee with the buddy', 'buddy', 1],
        ['Values session', 'coordinator', 7],
        ['Prepare the laptop', 'user', -7],
        ['Hand over the archive', 'user', 30],
      ]);
      expect(starter.tasks[4]?.assignee).toEqual({ _id: itDesk.id, fullName: 'Ian Desk', email: 'ian@planco.example' });
      const globex = await ok<PlanTemplate[]>(gateway, 'GET', '/tasks/plan-templates', { token: gateway.globex.token });
      expect(globex.map((template) => template.name)).toEqual(['Globex starter plan']);
    });

    it('resolves a plan for a saved hire: due dates from the start date, the coordinator standing in for a missing buddy', async () => {
      const answer = await planTasks({ planTemplateId: starterPlan, hireId: hireWithoutBuddy });
      expect(answer.plan).toEqual({ _id: starterPlan, name: 'Starter plan' });
      const byTitle = Object.fromEntries(answer.tasks.map((task) => [task.title, task]));
      expect(answer.tasks.map((task) => task.dueDate)).toEqual(['2031-02-24', '2031-03-07', '2031-03-11', '2031-03-17', '2031-03-03', '2031-04-09']);
      expect(byTitle['Sign the contract']).toMatchObject({ assignee: null, assigneeUserId: null, assigneeNote: WAITS_FOR_ACCOUNT });
      expect(byTitle['Share the first week']).toMatchObject({ assignee: { _id: manager.id }, assigneeNote: null });
      expect(byTitle['Coffee with the buddy']).toMatchObject({ assignee: { _id: coordinator.id, fullName: 'Cora Coordinator' }, assigneeNote: NO_BUDDY });
      expect(byTitle['Values session']).toMatchObject({ assignee: { _id: coordinator.id }, assigneeNote: null });
      expect(byTitle['Prepare the laptop']).toMatchObject({
        assigneeRole: 'user',
        assigneeUserId: itDesk.id,
        assignee: { fullName: 'Ian Desk' },
        assigneeNote: null,
      });
      expect(byTitle['Hand over the archive']).toMatchObject({
        assigneeUserId: coordinator.id,
        assignee: { _id: coordinator.id },
        assigneeNote: 'The named person is no longer active: assigned to the coordinator',
      });
      // Nothing was stored.
      expect(await ok<Task[]>(gateway, 'GET', `/tasks/hire-tasks/${hireWithoutBuddy}`)).toEqual([]);
    });

    it('resolves a plan for a hire still being entered, across a month end and a leap day', async () => {
      const answer = await planTasks({
        planTemplateId: starterPlan,
        startDate: '2028-03-01',
        managerId: manager.id,
        coordinatorId: coordinator.id,
        buddyId: buddy.id,
      });
      // Start less four days is Sunday 27 February: a task due before the start moves to the Friday before.
      expect(answer.tasks.map((task) => task.dueDate)).toEqual(['2028-02-16', '2028-02-25', '2028-03-02', '2028-03-08', '2028-02-23', '2028-03-31']);
      expect(answer.tasks[2]).toMatchObject({ assignee: { _id: buddy.id }, assigneeNote: null });
      // Across the end of the year and into a leap day.
      const winter = await planTasks({ planTemplateId: starterPlan, startDate: '2024-01-10' });
      expect(winter.tasks[0]?.dueDate).toBe('2023-12-27');
      expect((await planTasks({ planTemplateId: starterPlan, startDate: '2024-01-30' })).tasks[5]?.dueDate).toBe('2024-02-29');
    });

    it('without a coordinator, gives role tasks to the person asking; without a start date, leaves due dates open', async () => {
      const answer = await planTasks({ planTemplateId: starterPlan });
      expect(answer.tasks.every((task) => task.dueDate === null)).toBe(true);
      expect(answer.tasks[2]).toMatchObject({
        assignee: { _id: gateway.admin.id },
        assigneeNote: 'No buddy or coordinator yet: assigned to the person who added it',
      });
      expect(answer.tasks[3]).toMatchObject({ assignee: { _id: gateway.admin.id }, assigneeNote: 'No coordinator yet: assigned to the person who added it' });
    });

    it('refuses people who are not active staff of the company, and plans and hires it does not have', async () => {
      const inactive = await fails(gateway, 400, 'POST', '/tasks/Tasks-Onboarding', {
        body: { planTemplateId: starterPlan, startDate: '2031-01-01', managerId: departed.id },
      });
      expect(inactive.fieldErrors).toEqual({ managerId: ['Choose an active member of your company’s staff.'] });
      const otherCompany = await fails(gateway, 400, 'POST', '/tasks/Tasks-Onboarding', { body: { planTemplateId: starterPlan, buddyId: gateway.globex.id } });
      expect(Object.keys(otherCompany.fieldErrors ?? {})).toEqual(['buddyId']);
      for (const planTemplateId of [globexPlan, UNKNOWN_ID, 'not-an-id']) {
        expect((await fails(gateway, 404, 'POST', '/tasks/Tasks-Onboarding', { body: { planTemplateId } })).message).toBe(
          'This plan template does not exist in your company.',
        );
      }
      for (const hireId of [globexHire, UNKNOWN_ID]) {
        expect((await fails(gateway, 404, 'POST', '/tasks/Tasks-Onboarding', { body: { planTemplateId: starterPlan, hireId } })).message).toBe(
          'This new hire does not exist in your company.',
        );
      }
    });

    it('assigns a plan in one go: the plan with its counts, the tasks resolved, and the change record', async () => {
      const hire = await gateway.createHire({
        firstName: 'Pat',
        lastName: 'Planned',
        startDate: '2031-05-05',
        managerId: manager.id,
        coordinatorId: coordinator.id,
        buddyId: buddy.id,
      });
      const resolved = await planTasks({ planTemplateId: starterPlan, hireId: hire._id });
      const drafts = resolved.tasks.map(({ title, description, taskCategory, assigneeRole, assigneeUserId, dueOffsetDays }) => ({
        title,
        description,
        taskCategory,
        assigneeRole,
        assigneeUserId,
        dueOffsetDays,
      }));
      drafts[0] = { ...drafts[0]!, description: '<p>Sign <strong>both</strong> copies</p><script>alert(1)</script>' };
      const answer = await ok<{ plan: HirePlan; tasks: Task[] }>(gateway, 'POST', '/NewHire/new-hire-assign-plan', {
        body: { hireId: hire._id, planTemplateId: starterPlan, name: 'Starter plan', tasks: drafts },
      });
      expect(answer.plan).toMatchObject({
        planTemplateId: starterPlan,
        name: 'Starter plan',
        taskCount: 6,
        doneCount: 0,
        assignedBy: { _id: gateway.admin.id },
      });
      expect(answer.tasks.map((task) => [task.title, task.dueDate, task.assignee?._id ?? null])).toEqual([
        ['Sign the contract', '2031-04-21', null],
        ['Prepare the laptop', '2031-04-28', itDesk.id],
        ['Share the first week', '2031-05-02', manager.id],
        ['Coffee with the buddy', '2031-05-06', buddy.id],
        ['Values session', '2031-05-12', coordinator.id],
        ['Hand over the archive', '2031-06-04', coordinator.id],
      ]);
      expect(answer.tasks[0]).toMatchObject({
        description: '<p>Sign <strong>both</strong> copies</p>',
        planId: answer.plan._id,
        status: 'todo',
        version: 1,
        hire: { _id: hire._id, fullName: 'Pat Planned' },
      });

      const plans = await ok<HirePlan[]>(gateway, 'GET', `/NewHire/new-hire-plans/${hire._id}`);
      expect(plans).toEqual([answer.plan]);
      const changes = await gateway.db
        .selectFrom('new_hire_changes')
        .select(['field', 'old_value', 'new_value', 'changed_by'])
        .where('hire_id', '=', hire._id)
        .where('field', '=', 'plan')
        .execute();
      expect(changes).toEqual([{ field: 'plan', old_value: null, new_value: 'Starter plan', changed_by: gateway.admin.id }]);

      // Done tasks show in the plan's progress.
      await gateway.db.updateTable('hire_tasks').set({ status: 'done' }).where('id', '=', answer.tasks[0]!._id).execute();
      expect((await ok<HirePlan[]>(gateway, 'GET', `/NewHire/new-hire-plans/${hire._id}`))[0]).toMatchObject({ taskCount: 6, doneCount: 1 });
    });

    it('refuses a plan with bad references, no tasks, a withdrawn hire, or a hire of another company', async () => {
      const hire = await gateway.createHire({ firstName: 'Ref', lastName: 'Checked', coordinatorId: coordinator.id });
      const task = { title: 'A task', taskCategory: 'logistics', assigneeRole: 'coordinator', dueOffsetDays: 0 };
      const assign = (body: Record<string, unknown>) => ({ body: { hireId: hire._id, planTemplateId: null, name: 'Custom', tasks: [task], ...body } });
      expect((await fails(gateway, 400, 'POST', '/NewHire/new-hire-assign-plan', assign({ planTemplateId: globexPlan }))).fieldErrors).toEqual({
        planTemplateId: ['Choose a plan template of your company.'],
      });
      const named = await fails(
        gateway,
        400,
        'POST',
        '/NewHire/new-hire-assign-plan',
        assign({ tasks: [task, { ...task, assigneeRole: 'user', assigneeUserId: departed.id }] }),
      );
      expect(named.fieldErrors).toEqual({ 'tasks.1.assigneeUserId': ['Choose an active member of your company’s staff.'] });
      expect((await fails(gateway, 400, 'POST', '/NewHire/new-hire-assign-plan', assign({ tasks: [] }))).message).toBe('Keep at least one task in the plan.');
      await fails(gateway, 400, 'POST', '/NewHire/new-hire-assign-plan', assign({ tasks: [{ ...task, assigneeRole: 'user' }] }));
      for (const hireId of [globexHire, UNKNOWN_ID]) {
        await fails(gateway, 404, 'POST', '/NewHire/new-hire-assign-plan', assign({ hireId }));
      }
      await gateway.setHire(hire._id, { status: 'withdrawn' });
      expect((await fails(gateway, 409, 'POST', '/NewHire/new-hire-assign-plan', assign({}))).code).toBe('HIRE_WITHDRAWN');
      expect(await ok<HirePlan[]>(gateway, 'GET', `/NewHire/new-hire-plans/${hire._id}`)).toEqual([]);
    });

    it('adds one task: a named person, or a role resolved for the hire', async () => {
      const named = await ok<Task>(gateway, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, {
        body: {
          title: 'Order a badge',
          taskCategory: 'logistics',
          assigneeRole: 'user',
          assigneeUserId: itDesk.id,
          dueDate: '2031-03-09',
          description: '<p>Photo <em>needed</em></p><img src=x onerror=alert(1)>',
        },
      });
      expect(named).toMatchObject({
        title: 'Order a badge',
        assignee: { _id: itDesk.id },
        dueDate: '2031-03-09',
        planId: null,
        status: 'todo',
        description: '<p>Photo <em>needed</em></p>',
      });
      const role = await ok<Task>(gateway, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, {
        body: { title: 'Lunch together', taskCategory: 'build_relationships', assigneeRole: 'buddy', dueDate: '2031-03-12' },
      });
      expect(role).toMatchObject({ assignee: { _id: coordinator.id }, assigneeNote: NO_BUDDY, description: '' });

      const body = { title: 'X', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: '2031-03-12' };
      expect((await fails(gateway, 400, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, { body: { ...body, assigneeRole: 'user' } })).fieldErrors).toEqual({
        assigneeUserId: ['Choose the person this task goes to.'],
      });
      await fails(gateway, 400, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, {
        body: { ...body, assigneeRole: 'user', assigneeUserId: gateway.globex.id },
      });
      await fails(gateway, 400, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, { body: { ...body, dueDate: '2031-02-30' } });
      await fails(gateway, 400, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, { body: { ...body, taskCategory: 'fun' } });
      for (const hireId of [globexHire, UNKNOWN_ID, 'nope']) {
        await fails(gateway, 404, 'POST', `/NewHire/create-task/${hireId}`, { body });
      }
    });

    it('lists a hire’s tasks by due date, and refuses other companies’ and unknown hires on every read', async () => {
      const hire = await gateway.createHire({ firstName: 'Ord', lastName: 'Ered', startDate: '2031-08-01', coordinatorId: coordinator.id });
      for (const [title, dueDate] of [
        ['Third', '2031-08-03'],
        ['First', '2031-07-20'],
        ['Second b', '2031-08-01'],
        ['Second a', '2031-08-01'],
      ] as const) {
        await ok<Task>(gateway, 'POST', `/NewHire/create-task/${hire._id}`, {
          body: { title, taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate },
        });
      }
      const tasks = await ok<Task[]>(gateway, 'GET', `/tasks/hire-tasks/${hire._id}`);
      expect(tasks.map((task) => task.title)).toEqual(['First', 'Second a', 'Second b', 'Third']);
      expect(await ok<Task[]>(gateway, 'GET', `/tasks/hire-tasks/${hire._id}`, { token: manager.token })).toHaveLength(4);
      for (const id of [globexHire, UNKNOWN_ID]) {
        expect((await fails(gateway, 404, 'GET', `/tasks/hire-tasks/${id}`)).message).toBe('This new hire does not exist in your company.');
        await fails(gateway, 404, 'GET', `/NewHire/new-hire-plans/${id}`);
      }
      // Globex cannot reach this company's hire either.
      await fails(gateway, 404, 'GET', `/tasks/hire-tasks/${hire._id}`, { token: gateway.globex.token });
      await fails(gateway, 404, 'GET', `/NewHire/new-hire-plans/${hire._id}`, { token: gateway.globex.token });
      await fails(gateway, 404, 'POST', `/NewHire/create-task/${hire._id}`, {
        token: gateway.globex.token,
        body: { title: 'X', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: '2031-03-12' },
      });
    });

    it('lets those who only view hires read plans and tasks but not change them', async () => {
      expect(await ok<PlanTemplate[]>(gateway, 'GET', '/tasks/plan-templates', { token: manager.token })).toHaveLength(2);
      await ok<PlanTasksAnswer>(gateway, 'POST', '/tasks/Tasks-Onboarding', { token: manager.token, body: { planTemplateId: starterPlan } });
      await fails(gateway, 403, 'POST', `/NewHire/create-task/${hireWithoutBuddy}`, {
        token: manager.token,
        body: { title: 'X', taskCategory: 'logistics', assigneeRole: 'coordinator', dueDate: '2031-03-12' },
      });
      await fails(gateway, 403, 'POST', '/NewHire/new-hire-assign-plan', {
        token: manager.token,
        body: {
          hireId: hireWithoutBuddy,
          planTemplateId: null,
          name: 'Custom',
          tasks: [{ title: 'A', taskCategory: 'logistics', assigneeRole: 'coordinator', dueOffsetDays: 0 }],
        },
      });
    });
  });
}
