import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../src/shared/contract/new-hires';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, openHiresGateway } from './new-hires-gateway';
import { addHireRow, addTaskRow, fails, ok } from './tasks-test-support';

/** A Wednesday: this week is Monday 2031-06-09 to Sunday 2031-06-15, next week 2031-06-16 to 2031-06-22. */
const TODAY = '2031-06-11';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`dashboard summary on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let supportUser: Person;
    let newHireUser: Person;
    const hires: Record<string, string> = {};

    const summary = (today: string | undefined = TODAY, token = gateway.admin.token) =>
      ok<DashboardSummary>(gateway, 'GET', '/NewHire/dashboard-summary', { token, query: { today } });
    const names = (items: readonly { fullName: string }[]) => items.map((item) => item.fullName);

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'dashco');
      const company = gateway.companyId;
      const admin = gateway.admin.id;
      coordinator = await gateway.addUser(company, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@dashco.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      supportUser = await gateway.addUser(company, { firstName: 'Sid', lastName: 'Support', email: 'sid@dashco.example', role: 'SUPPORT', signIn: true });
      newHireUser = await gateway.addUser(company, {
        firstName: 'Dora',
        lastName: 'Onboarding',
        email: 'dora@personal.example',
        role: 'NEW_HIRE',
        kind: 'new_hire',
        signIn: true,
      });
      const rows = [
        ['ann', 'Ann', 'Pending', '2031-06-12', 'pending', null],
        ['ben', 'Ben', 'Preboarding', '2031-06-15', 'preboarding', null],
        ['cal', 'Cal', 'Nextweek', '2031-06-16', 'preboarding', null],
        ['dora', 'Dora', 'Onboarding', '2031-06-08', 'onboarding', newHireUser.id],
        ['eve', 'Eve', 'Completed', '2031-05-01', 'completed', null],
        ['fay', 'Fay', 'Withdrawn', '2031-06-10', 'withdrawn', null],
        ['gil', 'Gil', 'Later', '2031-06-25', 'pending', null],
      ] as const;
      for (const [key, firstName, lastName, startDate, status, userId] of rows) {
        hires[key] = await addHireRow(gateway, {
          companyId: company,
          firstName,
          lastName,
          startDate,
          status,
          userId,
          managerId: admin,
          coordinatorId: coordinator.id,
        });
      }
      const tasks = [
        ['dora', 'a1', '2031-06-05', 'todo', admin],
        ['dora', 'a2', '2031-06-01', 'done', admin],
        ['ben', 'a3', '2031-06-10', 'blocked', admin],
        ['dora', 'c1', '2031-06-02', 'todo', coordinator.id],
        ['cal', 'c2', '2031-06-20', 'todo', coordinator.id],
        ['fay', 'f1', '2031-06-01', 'todo', admin],
        ['eve', 'e1', '2031-05-10', 'done', admin],
      ] as const;
      for (const [hire, title, dueDate, status, assigneeId] of tasks) {
        await addTaskRow(gateway, { companyId: company, hireId: hires[hire]!, title, dueDate, status, assigneeId });
      }
      await addTaskRow(gateway, { companyId: company, hireId: hires.dora!, title: 'd1', dueDate: '2031-06-09', assigneeId: null, assigneeRole: 'new_hire' });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('counts hires by status and lists who starts this week and next, weeks starting on Monday', async () => {
      const answer = await summary();
      expect(answer.today).toBe(TODAY);
      expect(answer.counts).toEqual({ pending: 2, preboarding: 2, onboarding: 1, completed: 1, withdrawn: 1 });
      // Dora started on Sunday 2031-06-08, the week before; Fay's offer was withdrawn.
      expect(names(answer.startingThisWeek)).toEqual(['Ann Pending', 'Ben Preboarding']);
      expect(names(answer.startingNextWeek)).toEqual(['Cal Nextweek']);
      expect(answer.startingThisWeek[1]).toMatchObject({ status: 'preboarding', manager: { _id: gateway.admin.id }, taskProgress: { done: 0, total: 1 } });
      expect(answer.pendingApproval).toMatchObject({ total: 2 });
      expect(names(answer.pendingApproval.items)).toEqual(['Ann Pending', 'Gil Later']);

      // Sunday still belongs to the same week; Monday starts the next one.
      expect(names((await summary('2031-06-15')).startingThisWeek)).toEqual(['Ann Pending', 'Ben Preboarding']);
      expect(names((await summary('2031-06-08')).startingThisWeek)).toEqual(['Dora Onboarding']);
      const monday = await summary('2031-06-16');
      expect(names(monday.startingThisWeek)).toEqual(['Cal Nextweek']);
      expect(names(monday.startingNextWeek)).toEqual(['Gil Later']);
    });

    it('puts the caller’s overdue tasks first, leaves the withdrawn hire’s out, and counts the caller’s open tasks', async () => {
      const answer = await summary();
      expect(answer.overdueTasks.total).toBe(4);
      expect(answer.overdueTasks.mine).toBe(2);
      expect(answer.overdueTasks.items.map((task) => task.title)).toEqual(['a1', 'a3', 'c1', 'd1']);
      expect(answer.overdueTasks.items.every((task) => task.overdue)).toBe(true);
      expect(answer.myOpenTasks).toBe(2);

      const coordinators = await summary(TODAY, coordinator.token);
      expect(coordinators.overdueTasks).toMatchObject({ total: 4, mine: 1 });
      expect(coordinators.overdueTasks.items.map((task) => task.title)).toEqual(['c1', 'a1', 'd1', 'a3']);
      expect(coordinators.myOpenTasks).toBe(2);
      // Before anything was due, nothing is overdue.
      expect((await summary('2031-05-01')).overdueTasks).toEqual({ total: 0, mine: 0, items: [] });
    });

    it('shows the progress of active hires by start date', async () => {
      expect((await summary()).progress).toEqual([
        { hireId: hires.dora, fullName: 'Dora Onboarding', startDate: '2031-06-08', status: 'onboarding', done: 1, total: 4, overdue: 3 },
        { hireId: hires.ben, fullName: 'Ben Preboarding', startDate: '2031-06-15', status: 'preboarding', done: 0, total: 1, overdue: 1 },
        { hireId: hires.cal, fullName: 'Cal Nextweek', startDate: '2031-06-16', status: 'preboarding', done: 0, total: 1, overdue: 0 },
      ]);
    });

    it('gives a new hire only their own: their tasks and their progress', async () => {
      const answer = await summary(TODAY, newHireUser.token);
      expect(answer.counts).toEqual({ pending: 0, preboarding: 0, onboarding: 0, completed: 0, withdrawn: 0 });
      expect(answer.startingThisWeek).toEqual([]);
      expect(answer.pendingApproval).toEqual({ total: 0, items: [] });
      expect(answer.overdueTasks).toMatchObject({ total: 1, mine: 1 });
      expect(answer.overdueTasks.items.map((task) => task.title)).toEqual(['d1']);
      expect(answer.myOpenTasks).toBe(1);
      expect(answer.progress.map((hire) => hire.fullName)).toEqual(['Dora Onboarding']);
    });

    it('answers only those who may see the dashboard or home, and never another company’s hires', async () => {
      await gateway.db
        .deleteFrom('role_grants')
        .where('company_id', '=', gateway.companyId)
        .where('role', '=', 'SUPPORT')
        .where('permission', 'in', ['onb.home.view', 'onb.dashboard.view'])
        .execute();
      await fails(gateway, 403, 'GET', '/NewHire/dashboard-summary', { token: supportUser.token, query: { today: TODAY } });
      const globex = await summary(TODAY, gateway.globex.token);
      expect(names(globex.startingThisWeek)).not.toContain('Ann Pending');
      expect(globex.progress.map((hire) => hire.hireId)).not.toContain(hires.dora);
      expect(globex.overdueTasks.items.map((task) => task.title)).not.toContain('a1');
      await fails(gateway, 400, 'GET', '/NewHire/dashboard-summary', { query: { today: '2031-13-01' } });
    });
  });
}
