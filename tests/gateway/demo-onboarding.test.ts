import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DashboardSummary, WelcomeExperience } from '../../src/shared/contract/new-hires';
import type { Task } from '../../src/shared/contract/onboarding-schemas';
import { ASSIGNEE_ROLES, HIRE_STATUSES, TASK_CATEGORIES } from '../../src/shared/onboarding';
import { findTimezone } from '../../src/shared/timezones';
import type { GatewayDatabase } from '../../src/gateway/db/schema';
import { createCompany } from '../../src/gateway/seed/demo-company';
import { generateHires } from '../../src/gateway/seed/generate-hires';
import { databaseTargets } from './databases';
import { type LifecycleGateway, openLifecycleGateway } from './lifecycle-gateway';
import { COORDINATOR, DEMO_PASSWORD, GLOBEX_ADMIN } from './test-gateway';

interface AssignedAnswer {
  items: Task[];
  total: number;
  counts: { todo: number; done: number; blocked: number; overdue: number };
}

const countBy = <T extends string>(values: readonly T[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`demo onboarding data on ${target.name}`, () => {
    let gateway: LifecycleGateway;
    let db: Kysely<GatewayDatabase>;
    let acme: string;
    let globex: string;

    const get = async <T>(url: string, token: string): Promise<T> => {
      const response = await gateway.app.inject({ method: 'GET', url, headers: { product: 'ONBOARDING', authorization: `Bearer ${token}` } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: T }>().data;
    };

    beforeAll(async () => {
      gateway = await openLifecycleGateway(target);
      db = gateway.db;
      acme = (await db.selectFrom('companies').select('id').where('name', '=', 'Acme Ltd').executeTakeFirstOrThrow()).id;
      globex = (await db.selectFrom('companies').select('id').where('name', '=', 'Globex Corp').executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('gives Acme about 25 hires in every status, with departments and locations whose timezones exist', async () => {
      const hires = await db.selectFrom('new_hires').select(['status', 'start_date', 'timezone']).where('company_id', '=', acme).execute();
      expect(hires.length).toBeGreaterThanOrEqual(20);
      expect(hires.length).toBeLessThanOrEqual(30);
      const byStatus = countBy(hires.map((hire) => hire.status));
      for (const status of HIRE_STATUSES) expect(byStatus[status], status).toBeGreaterThan(0);
      const today = new Date().toISOString().slice(0, 10);
      expect(hires.some((hire) => hire.start_date < today)).toBe(true);
      expect(hires.some((hire) => hire.start_date > today)).toBe(true);
      for (const hire of hires) expect(findTimezone(hire.timezone), hire.timezone).toBeDefined();

      const departments = await db.selectFrom('departments').select('name').where('company_id', '=', acme).orderBy('name').execute();
      expect(departments.map((row) => row.name)).toEqual(['Customer Success', 'Engineering', 'Finance', 'Operations', 'People', 'Sales']);
      const locations = await db.selectFrom('locations').select(['name', 'timezone']).where('company_id', '=', acme).orderBy('name').execute();
      expect(locations).toEqual([
        { name: 'London HQ', timezone: '(UTC) Edinburgh, London' },
        { name: 'Manchester', timezone: '(UTC) Edinburgh, London' },
        { name: 'New York', timezone: '(UTC-05:00) Eastern Time (US & Canada)' },
        { name: 'Remote', timezone: null },
      ]);
      for (const location of locations) if (location.timezone !== null) expect(findTimezone(location.timezone)).toBeDefined();
      const company = await db.selectFrom('companies').select(['brand_color', 'website']).where('id', '=', acme).executeTakeFirstOrThrow();
      expect(company.brand_color).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('has two plan templates; the standard one covers every category and every kind of assignee', async () => {
      const templates = await db.selectFrom('plan_templates').select(['id', 'name']).where('company_id', '=', acme).orderBy('name').execute();
      expect(templates.map((template) => template.name)).toEqual(['Engineering onboarding', 'Standard onboarding']);
      const lines = await db.selectFrom('plan_task_templates').selectAll().where('company_id', '=', acme).execute();
      const standard = lines.filter((line) => line.plan_template_id === templates[1]?.id);
      const engineering = lines.filter((line) => line.plan_template_id === templates[0]?.id);
      expect(standard.length).toBeGreaterThanOrEqual(9);
      expect(engineering.length).toBeGreaterThanOrEqual(7);
      expect(new Set(standard.map((line) => line.task_category))).toEqual(new Set(TASK_CATEGORIES));
      expect(new Set(standard.map((line) => line.assignee_role))).toEqual(new Set(ASSIGNEE_ROLES));
      expect(Math.min(...standard.map((line) => line.due_offset_days))).toBe(-14);
      expect(Math.max(...standard.map((line) => line.due_offset_days))).toBe(30);
      expect(standard.filter((line) => line.assignee_role === 'user').every((line) => line.assignee_user_id !== null)).toBe(true);
    });

    it('imports its locations’ public holidays and gives no task a due date on a weekend or a holiday of its hire’s location', async () => {
      const calendars = await db
        .selectFrom('locations')
        .select(['name', 'holiday_country', 'holiday_region'])
        .where('company_id', '=', acme)
        .orderBy('name')
        .execute();
      expect(calendars).toEqual([
        { name: 'London HQ', holiday_country: 'GB', holiday_region: 'ENG' },
        { name: 'Manchester', holiday_country: 'GB', holiday_region: 'ENG' },
        { name: 'New York', holiday_country: 'US', holiday_region: 'NY' },
        { name: 'Remote', holiday_country: null, holiday_region: null },
      ]);
      const year = new Date().getFullYear();
      const christmas = await db
        .selectFrom('location_holidays as d')
        .innerJoin('locations as l', 'l.id', 'd.location_id')
        .select(['l.name', 'd.name as holiday'])
        .where('d.company_id', '=', acme)
        .where('d.day', '=', `${year}-12-25`)
        .orderBy('l.name')
        .execute();
      expect(christmas).toEqual([
        { name: 'London HQ', holiday: 'Christmas Day' },
        { name: 'Manchester', holiday: 'Christmas Day' },
        { name: 'New York', holiday: 'Christmas Day' },
      ]);

      const tasks = await db
        .selectFrom('hire_tasks as t')
        .innerJoin('new_hires as h', 'h.id', 't.hire_id')
        .select(['t.title', 't.due_date', 'h.location_id'])
        .where('t.company_id', '=', acme)
        .execute();
      const holidays = await db.selectFrom('location_holidays').select(['location_id', 'day']).where('company_id', '=', acme).execute();
      const offDays = new Set(holidays.map((holiday) => `${holiday.location_id} ${holiday.day}`));
      const notWorked = tasks.filter((task) => {
        const weekday = new Date(`${task.due_date}T00:00:00Z`).getUTCDay();
        return weekday === 0 || weekday === 6 || offDays.has(`${task.location_id} ${task.due_date}`);
      });
      expect(tasks.length).toBeGreaterThan(100);
      expect(notWorked).toEqual([]);
    });

    it('gives tasks in every category, some done, some overdue, one blocked with a reason, and records what it did', async () => {
      const tasks = await db
        .selectFrom('hire_tasks')
        .select(['task_category', 'status', 'blocked_reason', 'due_date'])
        .where('company_id', '=', acme)
        .execute();
      expect(new Set(tasks.map((task) => task.task_category))).toEqual(new Set(TASK_CATEGORIES));
      const byStatus = countBy(tasks.map((task) => task.status));
      expect(byStatus.done).toBeGreaterThan(0);
      expect(byStatus.todo).toBeGreaterThan(0);
      const blocked = tasks.filter((task) => task.status === 'blocked');
      expect(blocked).toHaveLength(1);
      expect(blocked[0]?.blocked_reason).toBeTruthy();

      const hires = await db.selectFrom('new_hires').select('id').where('company_id', '=', acme).execute();
      const changes = await db.selectFrom('new_hire_changes').select(['hire_id', 'field']).where('company_id', '=', acme).execute();
      expect(new Set(changes.filter((change) => change.field === 'created').map((change) => change.hire_id))).toEqual(new Set(hires.map((hire) => hire.id)));
      const plans = await db.selectFrom('hire_plans').select('id').where('company_id', '=', acme).execute();
      expect(changes.filter((change) => change.field === 'plan')).toHaveLength(plans.length);
    });

    it('leaves the demo coordinator open and overdue tasks of their own, and things to see on the dashboard', async () => {
      const token = (await gateway.session(COORDINATOR)).authToken;
      const mine = await get<AssignedAnswer>('/tasks/assign-tasks-list', token);
      expect(mine.counts.todo + mine.counts.blocked).toBeGreaterThan(0);
      expect(mine.counts.overdue).toBeGreaterThan(0);
      expect(mine.counts.done).toBeGreaterThan(0);
      const overdue = await get<AssignedAnswer>('/tasks/assign-tasks-list?due=overdue', token);
      expect(overdue.total).toBe(mine.counts.overdue);

      const dashboard = await get<DashboardSummary>('/NewHire/dashboard-summary', token);
      expect(dashboard.startingThisWeek.length).toBeGreaterThan(0);
      expect(dashboard.startingNextWeek.length).toBeGreaterThan(0);
      expect(dashboard.pendingApproval.total).toBeGreaterThan(0);
      expect(dashboard.overdueTasks.mine).toBeGreaterThan(0);
      expect(dashboard.myOpenTasks).toBeGreaterThan(0);
      expect(dashboard.progress.length).toBeGreaterThan(0);
    });

    it('lets the demo new hire sign in to their own welcome experience', async () => {
      const user = await db.selectFrom('users').select(['id', 'email']).where('company_id', '=', acme).where('kind', '=', 'new_hire').executeTakeFirstOrThrow();
      const token = (await gateway.session(user.email)).authToken;
      const experience = await get<WelcomeExperience>(`/NewHire/welcome-experience/${user.id}`, token);
      expect(experience.welcomeMessage).toContain('<p>');
      expect(experience.tasks.length).toBeGreaterThan(0);
      expect(experience.tasks.every((task) => task.assigneeRole === 'new_hire' && task.assignee?._id === user.id)).toBe(true);
      expect(experience.company.brandColor).toBe('#0f766e');
      const [page] = experience.pages;
      expect(page?.title).toBe('Welcome to Acme');
      expect(page?.blocks.map((block) => block.kind)).toEqual(['text', 'people', 'timeline', 'tasks']);
      const people = page?.blocks.find((block) => block.kind === 'people');
      expect(people?.kind === 'people' ? people.people.map((person) => person.role) : []).toEqual(['manager', 'buddy', 'coordinator']);
    });

    it('gives Globex a couple of its own hires that Acme never sees', async () => {
      const globexHires = await db.selectFrom('new_hires').select('id').where('company_id', '=', globex).execute();
      expect(globexHires.length).toBeGreaterThanOrEqual(2);
      const acmeView = await get<AssignedAnswer>('/tasks/assign-tasks-list?assignee=all&limit=100', (await gateway.session(COORDINATOR)).authToken);
      const globexIds = new Set(globexHires.map((hire) => hire.id));
      expect(acmeView.items.some((task) => globexIds.has(task.hire._id))).toBe(false);
      const globexView = await get<AssignedAnswer>('/tasks/assign-tasks-list?assignee=all&limit=100', (await gateway.session(GLOBEX_ADMIN)).authToken);
      expect(globexView.total).toBeGreaterThan(0);
      expect(globexView.items.every((task) => globexIds.has(task.hire._id))).toBe(true);
    });

    it('generates hires with tasks in bulk, the same from the same index', async () => {
      const options = { today: '2031-01-15' };
      const first = await createCompany(
        db,
        {
          name: 'Bulk One',
          products: ['ONBOARDING'],
          users: [{ email: 'one@bulk.example', firstName: 'One', lastName: 'Bulk', role: 'COMPANY_ADMIN', kind: 'staff' }],
        },
        DEMO_PASSWORD,
      );
      const second = await createCompany(
        db,
        {
          name: 'Bulk Two',
          products: ['ONBOARDING'],
          users: [{ email: 'two@bulk.example', firstName: 'Two', lastName: 'Bulk', role: 'COMPANY_ADMIN', kind: 'staff' }],
        },
        DEMO_PASSWORD,
      );
      expect(await generateHires(db, first, 40, options)).toEqual({ hires: 40, tasks: 180 });
      await generateHires(db, second, 40, { ...options, emailDomain: 'example.net' });
      const shape = async (companyId: string) =>
        (
          await db
            .selectFrom('new_hires')
            .select(['first_name', 'last_name', 'start_date', 'status'])
            .where('company_id', '=', companyId)
            .orderBy('sort_name')
            .orderBy('start_date')
            .execute()
        ).map((hire) => `${hire.first_name} ${hire.last_name} ${hire.start_date} ${hire.status}`);
      expect(await shape(second)).toEqual(await shape(first));
      const statuses = countBy((await db.selectFrom('new_hires').select('status').where('company_id', '=', first).execute()).map((hire) => hire.status));
      expect(statuses).toEqual({ pending: 4, preboarding: 10, onboarding: 14, completed: 8, withdrawn: 4 });
      const categories = await db.selectFrom('hire_tasks').select('task_category').where('company_id', '=', first).execute();
      expect(new Set(categories.map((row) => row.task_category))).toEqual(new Set(TASK_CATEGORIES));
      // Another batch for the same company continues the numbering, so emails stay unique.
      expect(await generateHires(db, first, 5, { ...options, firstIndex: 40 })).toEqual({ hires: 5, tasks: 15 });
    });
  });
}
