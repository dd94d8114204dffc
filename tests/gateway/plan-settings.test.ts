import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hire, Task } from '../../src/shared/contract/onboarding-schemas';
import type { CriteriaTaskChanges, Plan } from '../../src/shared/contract/plans';
import type { HirePlan, ResolvedPlanTask } from '../../src/shared/contract/tasks';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, editableFields, openHiresGateway } from './new-hires-gateway';
import { UNKNOWN_ID, fails, ok } from './tasks-test-support';

interface PlanTasksAnswer {
  plan: { _id: string; name: string };
  tasks: ResolvedPlanTask[];
  notMatching: { _id: string; title: string }[];
}

const template = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: '<p>Read <strong>this</strong></p><script>alert(1)</script>',
  taskCategory: 'logistics',
  assigneeRole: 'coordinator',
  dueOffsetDays: 3,
  dueOffsetUnit: 'calendarDays',
  ...extra,
});

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`onboarding plans on ${target.name}`, () => {
    let gateway: HiresGateway;
    let coordinator: Person;
    let engineering: string;
    let sales: string;
    let globexPlanId: string;

    const addPlan = (body: Record<string, unknown>) => ok<Plan>(gateway, 'POST', '/settings/plans', { body });
    const addTemplate = (planId: string, body: Record<string, unknown>) => ok<Plan>(gateway, 'POST', `/settings/plans/${planId}/task-templates`, { body });
    const hireTasks = (hireId: string) => ok<Task[]>(gateway, 'GET', `/tasks/hire-tasks/${hireId}`);
    const planTasks = (body: Record<string, unknown>) => ok<PlanTasksAnswer>(gateway, 'POST', '/tasks/Tasks-Onboarding', { body });
    const assign = (hire: Hire, answer: PlanTasksAnswer) =>
      ok<{ plan: HirePlan; tasks: Task[] }>(gateway, 'POST', '/NewHire/new-hire-assign-plan', {
        body: {
          hireId: hire._id,
          planTemplateId: answer.plan._id,
          name: answer.plan.name,
          tasks: answer.tasks.map((task) => ({
            title: task.title,
            description: task.description,
            taskCategory: task.taskCategory,
            assigneeRole: task.assigneeRole,
            assigneeUserId: task.assigneeUserId,
            dueOffsetDays: task.dueOffsetDays,
            dueOffsetUnit: task.dueOffsetUnit,
            planTaskTemplateId: task.planTaskTemplateId,
          })),
        },
      });
    const settingChanges = (entityId: string) =>
      gateway.db
        .selectFrom('setting_changes')
        .select(['area', 'action', 'summary', 'changed_by'])
        .where('entity_id', '=', entityId)
        .orderBy('changed_at')
        .execute();

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'planset');
      coordinator = await gateway.addUser(gateway.companyId, {
        firstName: 'Cora',
        lastName: 'Coordinator',
        email: 'cora@planset.example',
        role: 'OPERATIONS',
        signIn: true,
      });
      engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      sales = await gateway.addDepartment(gateway.companyId, 'Sales');
      globexPlanId = (await gateway.db.selectFrom('plan_templates').select('id').where('company_id', '=', gateway.globex.companyId).executeTakeFirstOrThrow())
        .id;
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('adds a plan and its task templates, each with criteria, sanitised, in order, and records who did it', async () => {
      const created = await addPlan({ name: 'Engineers first month', description: 'For every engineer', criteria: [] });
      expect(created).toMatchObject({
        name: 'Engineers first month',
        autoAssign: false,
        archived: false,
        criteria: [],
        taskTemplates: [],
        version: 1,
        hireCount: 0,
      });
      await addTemplate(created._id, template('Laptop'));
      const withTwo = await addTemplate(
        created._id,
        template('Pair with an engineer', {
          taskCategory: 'build_relationships',
          assigneeRole: 'user',
          assigneeUserId: coordinator.id,
          dueOffsetDays: -2,
          dueOffsetUnit: 'workingDays',
          criteria: [{ dimension: 'department', values: [engineering] }],
        }),
      );
      expect(withTwo.taskTemplates.map((line) => [line.title, line.dueOffsetDays, line.dueOffsetUnit, line.assignee?.fullName ?? line.assigneeRole])).toEqual([
        ['Laptop', 3, 'calendarDays', 'coordinator'],
        ['Pair with an engineer', -2, 'workingDays', 'Cora Coordinator'],
      ]);
      expect(withTwo.taskTemplates[0]?.description).toBe('<p>Read <strong>this</strong></p>');
      expect(withTwo.taskTemplates[1]?.criteria).toEqual([{ dimension: 'department', values: [engineering] }]);
      const listed = await ok<Plan[]>(gateway, 'GET', '/settings/plans', { token: coordinator.token });
      expect(listed.find((plan) => plan._id === created._id)?.taskTemplates).toHaveLength(2);
      expect(await settingChanges(created._id)).toEqual([
        { area: 'plans', action: 'created', summary: 'Plan “Engineers first month” added', changed_by: gateway.admin.id },
      ]);
    });

    it('refuses bad input with the field named, and a name already taken', async () => {
      const noName = await fails(gateway, 400, 'POST', '/settings/plans', { body: { name: '' } });
      expect(noName.fieldErrors?.name).toEqual(['Give the plan a name.']);
      await addPlan({ name: 'Taken plan' });
      const taken = await fails(gateway, 400, 'POST', '/settings/plans', { body: { name: 'taken PLAN' } });
      expect(taken).toMatchObject({ message: 'A plan with this name already exists.', fieldErrors: { name: ['A plan with this name already exists.'] } });
      const plan = await addPlan({ name: 'Bad templates' });
      const noUser = await fails(gateway, 400, 'POST', `/settings/plans/${plan._id}/task-templates`, { body: template('Named', { assigneeRole: 'user' }) });
      expect(noUser.fieldErrors?.assigneeUserId).toEqual(['Choose the person the task goes to.']);
      const farDue = await fails(gateway, 400, 'POST', `/settings/plans/${plan._id}/task-templates`, { body: template('Far', { dueOffsetDays: 400 }) });
      expect(farDue.fieldErrors?.dueOffsetDays).toEqual(['Use at most 365 days.']);
      const category = await fails(gateway, 400, 'POST', `/settings/plans/${plan._id}/task-templates`, { body: template('Odd', { taskCategory: 'party' }) });
      expect(category.fieldErrors?.taskCategory).toEqual(['Choose a category.']);
      const unknownValue = await fails(gateway, 400, 'POST', `/settings/plans/${plan._id}/task-templates`, {
        body: template('Unknown department', { criteria: [{ dimension: 'department', values: [UNKNOWN_ID] }] }),
      });
      expect(unknownValue.message).not.toBe('');
      const otherCompanyUser = await fails(gateway, 400, 'POST', `/settings/plans/${plan._id}/task-templates`, {
        body: template('Globex person', { assigneeRole: 'user', assigneeUserId: gateway.globex.id }),
      });
      expect(Object.keys(otherCompanyUser.fieldErrors ?? {})).toEqual(['assigneeUserId']);
    });

    it('answers 409 with the current version to a stale plan or template write, and changes nothing', async () => {
      const plan = await addPlan({ name: 'Versioned plan' });
      const withTask = await addTemplate(plan._id, template('Versioned task'));
      const line = withTask.taskTemplates[0]!;
      const renamed = await ok<Plan>(gateway, 'PUT', `/settings/plans/${plan._id}`, { body: { version: 1, name: 'Versioned plan, renamed' } });
      expect(renamed.version).toBe(2);
      const stale = await fails(gateway, 409, 'PUT', `/settings/plans/${plan._id}`, { body: { version: 1, name: 'Lost edit' } });
      expect(stale).toMatchObject({ message: 'Someone else changed this plan since you opened it. Reload it and try again.', currentVersion: 2 });
      await ok<Plan>(gateway, 'PUT', `/settings/task-templates/${line._id}`, { body: { ...template('Versioned task, v2'), version: 1 } });
      const staleTask = await fails(gateway, 409, 'PUT', `/settings/task-templates/${line._id}`, { body: { ...template('Lost'), version: 1 } });
      expect(staleTask).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
      await fails(gateway, 409, 'DELETE', `/settings/task-templates/${line._id}`, { query: { version: 1 } });
      const [current] = (await ok<Plan[]>(gateway, 'GET', '/settings/plans')).filter((row) => row._id === plan._id);
      expect(current).toMatchObject({ name: 'Versioned plan, renamed', taskTemplates: [{ title: 'Versioned task, v2', version: 2 }] });
    });

    it('reorders, removes and archives: an archived plan is no longer offered and its tasks cannot change', async () => {
      let plan = await addPlan({ name: 'Order plan' });
      for (const title of ['One', 'Two', 'Three']) plan = await addTemplate(plan._id, template(title));
      const ids = plan.taskTemplates.map((line) => line._id);
      const incomplete = await fails(gateway, 400, 'PUT', `/settings/plans/${plan._id}/task-template-order`, {
        body: { version: plan.version, taskTemplateIds: [ids[2], ids[0]] },
      });
      expect(incomplete.fieldErrors?.taskTemplateIds).toEqual(['List every task of the plan once, in the new order.']);
      plan = await ok<Plan>(gateway, 'PUT', `/settings/plans/${plan._id}/task-template-order`, {
        body: { version: plan.version, taskTemplateIds: [ids[2], ids[0], ids[1]] },
      });
      expect(plan.taskTemplates.map((line) => line.title)).toEqual(['Three', 'One', 'Two']);
      plan = await ok<Plan>(gateway, 'DELETE', `/settings/task-templates/${ids[0]}`, { query: { version: 1 } });
      expect(plan.taskTemplates.map((line) => line.title)).toEqual(['Three', 'Two']);

      plan = await ok<Plan>(gateway, 'PUT', `/settings/plans/${plan._id}/archived`, { body: { version: plan.version, archived: true } });
      expect(plan.archived).toBe(true);
      const offered = await ok<{ _id: string }[]>(gateway, 'GET', '/tasks/plan-templates');
      expect(offered.map((row) => row._id)).not.toContain(plan._id);
      const locked = await fails(gateway, 409, 'POST', `/settings/plans/${plan._id}/task-templates`, { body: template('Late') });
      expect(locked.message).toBe('This plan is archived. Restore it before changing its tasks.');
      plan = await ok<Plan>(gateway, 'PUT', `/settings/plans/${plan._id}/archived`, { body: { version: plan.version, archived: false } });
      expect(plan.archived).toBe(false);
      expect((await settingChanges(plan._id)).map((change) => change.action)).toEqual(['created', 'reordered', 'archived', 'restored']);
    });

    it('answers 404 for another company’s plan or template, and lists none of them', async () => {
      const globexTemplate = (
        await gateway.db.selectFrom('plan_task_templates').select('id').where('company_id', '=', gateway.globex.companyId).executeTakeFirstOrThrow()
      ).id;
      await fails(gateway, 404, 'PUT', `/settings/plans/${globexPlanId}`, { body: { version: 1, name: 'Stolen' } });
      await fails(gateway, 404, 'PUT', `/settings/plans/${globexPlanId}/archived`, { body: { version: 1, archived: true } });
      await fails(gateway, 404, 'POST', `/settings/plans/${globexPlanId}/task-templates`, { body: template('Stolen') });
      await fails(gateway, 404, 'PUT', `/settings/task-templates/${globexTemplate}`, { body: { ...template('Stolen'), version: 1 } });
      await fails(gateway, 404, 'DELETE', `/settings/task-templates/${globexTemplate}`, { query: { version: 1 } });
      await fails(gateway, 404, 'PUT', `/settings/plans/${UNKNOWN_ID}`, { body: { version: 1, name: 'Nobody' } });
      const listed = await ok<Plan[]>(gateway, 'GET', '/settings/plans');
      expect(listed.map((plan) => plan._id)).not.toContain(globexPlanId);
      const globexName = await gateway.db.selectFrom('plan_templates').select('name').where('id', '=', globexPlanId).executeTakeFirstOrThrow();
      expect(globexName.name).toBe('Globex starter plan');
    });

    it('lets a coordinator read the plans but not change them', async () => {
      await ok<Plan[]>(gateway, 'GET', '/settings/plans', { token: coordinator.token });
      const refused = await fails(gateway, 403, 'POST', '/settings/plans', { body: { name: 'Coordinator plan' }, token: coordinator.token });
      expect(refused.code).toBe('FORBIDDEN');
    });

    it('gives a hire only the templates whose criteria match, shows the rest as left out, and stores where each task came from', async () => {
      let plan = await addPlan({ name: 'Criteria plan' });
      plan = await addTemplate(plan._id, template('For everyone'));
      plan = await addTemplate(plan._id, template('Engineers only', { criteria: [{ dimension: 'department', values: [engineering] }] }));
      plan = await addTemplate(plan._id, template('Sales only', { criteria: [{ dimension: 'department', values: [sales] }] }));
      plan = await addTemplate(plan._id, template('Contractors only', { criteria: [{ dimension: 'employment_status', values: ['contractor'] }] }));
      const engineer = await gateway.createHire({ departmentId: engineering });

      const preview = await planTasks({ planTemplateId: plan._id, hireId: engineer._id });
      expect(preview.tasks.map((task) => task.title)).toEqual(['For everyone', 'Engineers only']);
      expect(preview.notMatching.map((line) => line.title)).toEqual(['Sales only', 'Contractors only']);
      // A hire still being entered is matched on the form's values.
      const entered = await planTasks({ planTemplateId: plan._id, departmentId: sales, employmentStatus: 'contractor' });
      expect(entered.tasks.map((task) => task.title)).toEqual(['For everyone', 'Sales only', 'Contractors only']);

      const assigned = await assign(engineer, preview);
      expect(assigned.tasks.map((task) => task.title).sort()).toEqual(['Engineers only', 'For everyone']);
      const stored = await gateway.db.selectFrom('hire_tasks').select(['title', 'plan_task_template_id']).where('hire_id', '=', engineer._id).execute();
      const byTitle = new Map(plan.taskTemplates.map((line) => [line.title, line._id]));
      expect(stored.map((row) => [row.title, row.plan_task_template_id]).sort()).toEqual([
        ['Engineers only', byTitle.get('Engineers only')],
        ['For everyone', byTitle.get('For everyone')],
      ]);
      const otherPlan = await addTemplate((await addPlan({ name: 'Another plan' }))._id, template('Elsewhere'));
      const wrong = await fails(gateway, 400, 'POST', '/NewHire/new-hire-assign-plan', {
        body: {
          hireId: engineer._id,
          planTemplateId: plan._id,
          name: plan.name,
          tasks: [{ ...template('Borrowed'), planTaskTemplateId: otherPlan.taskTemplates[0]!._id }],
        },
      });
      expect(wrong.fieldErrors?.['tasks.0.planTaskTemplateId']).toEqual(['This task is not one of the plan’s tasks.']);
    });

    it('never changes the tasks a hire was given when their template is edited or removed', async () => {
      let plan = await addPlan({ name: 'Copies plan' });
      plan = await addTemplate(plan._id, template('Original title', { dueOffsetDays: 5 }));
      const hire = await gateway.createHire({});
      await assign(hire, await planTasks({ planTemplateId: plan._id, hireId: hire._id }));
      const before = await hireTasks(hire._id);
      const line = plan.taskTemplates[0]!;
      await ok<Plan>(gateway, 'PUT', `/settings/task-templates/${line._id}`, {
        body: { ...template('Edited title', { dueOffsetDays: 30, taskCategory: 'job_training', assigneeRole: 'manager' }), version: line.version },
      });
      expect(await hireTasks(hire._id)).toEqual(before);
      await ok<Plan>(gateway, 'DELETE', `/settings/task-templates/${line._id}`, { query: { version: line.version + 1 } });
      expect((await hireTasks(hire._id)).map((task) => [task.title, task.dueDate, task.taskCategory])).toEqual(
        before.map((task) => [task.title, task.dueDate, task.taskCategory]),
      );
    });

    it('on approval gives a pending hire the plans marked to be assigned by themselves that match, with the matching templates', async () => {
      let auto = await addPlan({ name: 'Auto for engineers', autoAssign: true, criteria: [{ dimension: 'department', values: [engineering] }] });
      auto = await addTemplate(auto._id, template('Auto everyone'));
      auto = await addTemplate(auto._id, template('Auto contractors', { criteria: [{ dimension: 'employment_status', values: ['contractor'] }] }));
      let bySelfForSales = await addPlan({ name: 'Auto for sales', autoAssign: true, criteria: [{ dimension: 'department', values: [sales] }] });
      bySelfForSales = await addTemplate(bySelfForSales._id, template('Sales kit'));
      // A plan not marked to be assigned by itself is never given on approval.
      await addTemplate((await addPlan({ name: 'Manual plan' }))._id, template('Manual task'));

      const pending = await gateway.createHire({ departmentId: engineering, status: 'pending' });
      expect(await hireTasks(pending._id)).toEqual([]);
      await ok<Hire>(gateway, 'PUT', `/NewHire/change-status/${pending._id}`, { body: { version: pending.version, status: 'preboarding' } });
      expect((await hireTasks(pending._id)).map((task) => task.title)).toEqual(['Auto everyone']);
      const plans = await ok<HirePlan[]>(gateway, 'GET', `/NewHire/new-hire-plans/${pending._id}`);
      expect(plans.map((row) => [row.name, row.planTemplateId])).toEqual([['Auto for engineers', auto._id]]);
      // An archived plan is not given.
      await ok<Plan>(gateway, 'PUT', `/settings/plans/${bySelfForSales._id}/archived`, { body: { version: bySelfForSales.version, archived: true } });
      const salesHire = await gateway.createHire({ departmentId: sales, status: 'pending' });
      await ok<Hire>(gateway, 'PUT', `/NewHire/change-status/${salesHire._id}`, { body: { version: salesHire.version, status: 'preboarding' } });
      expect(await hireTasks(salesHire._id)).toEqual([]);
      // Hires the later cases add approved get no plan by themselves.
      await ok<Plan>(gateway, 'PUT', `/settings/plans/${auto._id}/archived`, { body: { version: auto.version, archived: true } });
    });

    it('gives a hire added approved the plans assigned by themselves it matches, as a later approval does, but for the plan the add flow assigns itself', async () => {
      const fieldAnswer = await gateway.request('POST', '/settings/fields', {
        body: { label: 'Shift', type: 'single_select', section: 'Job', filledBy: 'coordinator', options: [{ label: 'Early' }, { label: 'Late' }] },
      });
      expect(fieldAnswer.statusCode, fieldAnswer.body).toBe(200);
      const shift = fieldAnswer.json<{ data: { _id: string } }>().data._id;
      let early = await addPlan({ name: 'Auto early shift', autoAssign: true, criteria: [{ dimension: `field:${shift}`, values: ['early'] }] });
      early = await addTemplate(early._id, template('Early badge'));
      early = await addTemplate(early._id, template('Contractor form', { criteria: [{ dimension: 'employment_status', values: ['contractor'] }] }));
      let late = await addPlan({ name: 'Auto late shift', autoAssign: true, criteria: [{ dimension: `field:${shift}`, values: ['late'] }] });
      late = await addTemplate(late._id, template('Late badge'));
      const taskTitles = async (hire: Hire) => (await hireTasks(hire._id)).map((task) => task.title);
      const planNames = async (hire: Hire) =>
        (await ok<HirePlan[]>(gateway, 'GET', `/NewHire/new-hire-plans/${hire._id}`)).map((row) => [row.name, row.planTemplateId]);

      // The custom field's value is a criterion: it is written before the plans are matched.
      const approved = await gateway.createHire({ customFields: { [shift]: 'early' }, status: 'preboarding' });
      expect(await taskTitles(approved)).toEqual(['Early badge']);
      expect(await planNames(approved)).toEqual([['Auto early shift', early._id]]);
      const changes = await gateway.db.selectFrom('new_hire_changes').select(['field', 'new_value']).where('hire_id', '=', approved._id).execute();
      expect(changes).toContainEqual({ field: 'plan', new_value: 'Auto early shift' });

      const pending = await gateway.createHire({ customFields: { [shift]: 'early' }, status: 'pending' });
      expect(await taskTitles(pending)).toEqual([]);
      await ok<Hire>(gateway, 'PUT', `/NewHire/change-status/${pending._id}`, { body: { version: pending.version, status: 'preboarding' } });
      expect(await taskTitles(pending)).toEqual(await taskTitles(approved));

      // The plan the add flow assigns itself, with the tasks the coordinator kept, is not given twice.
      const chosen = await gateway.createHire({ customFields: { [shift]: 'early' }, status: 'preboarding', planTemplateId: early._id });
      expect(await planNames(chosen)).toEqual([]);
      expect(await taskTitles(chosen)).toEqual([]);

      const noShift = await gateway.createHire({ status: 'preboarding' });
      expect(await taskTitles(noShift)).toEqual([]);
      for (const plan of [early, late])
        await ok<Plan>(gateway, 'PUT', `/settings/plans/${plan._id}/archived`, { body: { version: plan.version, archived: true } });
    });

    it('previews the open tasks a move to another department adds and removes, and applies only those the coordinator keeps', async () => {
      let plan = await addPlan({ name: 'Moves plan' });
      plan = await addTemplate(plan._id, template('Everyone task'));
      plan = await addTemplate(plan._id, template('Engineering setup', { criteria: [{ dimension: 'department', values: [engineering] }] }));
      plan = await addTemplate(plan._id, template('Engineering done', { criteria: [{ dimension: 'department', values: [engineering] }] }));
      plan = await addTemplate(plan._id, template('Sales setup', { criteria: [{ dimension: 'department', values: [sales] }] }));
      plan = await addTemplate(plan._id, template('Sales training', { criteria: [{ dimension: 'department', values: [sales] }] }));
      const hire = await gateway.createHire({ departmentId: engineering });
      await assign(hire, await planTasks({ planTemplateId: plan._id, hireId: hire._id }));
      const given = await hireTasks(hire._id);
      const done = given.find((task) => task.title === 'Engineering done')!;
      await ok(gateway, 'PUT', `/tasks/change-task-status/${done._id}`, { body: { status: 'done', version: 1 } });

      const preview = await ok<CriteriaTaskChanges>(gateway, 'POST', `/NewHire/criteria-tasks/${hire._id}`, { body: { departmentId: sales } });
      expect(preview.remove.map((task) => task.title)).toEqual(['Engineering setup']);
      expect(preview.add.map((task) => [task.title, task.planName])).toEqual([
        ['Sales setup', 'Moves plan'],
        ['Sales training', 'Moves plan'],
      ]);
      expect(preview.add[0]?.dueDate).toBe(given.find((task) => task.title === 'Everyone task')?.dueDate);
      // Nothing was saved by the preview.
      expect(await hireTasks(hire._id)).toHaveLength(3);

      const current = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${hire._id}`);
      await ok(gateway, 'PUT', `/NewHire/update-hire/${hire._id}`, {
        body: {
          ...editableFields(current),
          departmentId: sales,
          criteriaTasks: {
            add: [{ hirePlanId: preview.add[0]!.hirePlanId, taskTemplateId: preview.add[0]!.taskTemplateId }],
            remove: [preview.remove[0]!._id],
          },
        },
      });
      const after = await hireTasks(hire._id);
      expect(after.map((task) => [task.title, task.status]).sort()).toEqual([
        ['Engineering done', 'done'],
        ['Everyone task', 'todo'],
        ['Sales setup', 'todo'],
      ]);
      const changes = await gateway.db.selectFrom('new_hire_changes').select(['field', 'old_value', 'new_value']).where('hire_id', '=', hire._id).execute();
      expect(changes).toContainEqual({ field: 'planTasks', old_value: 'Engineering setup', new_value: 'Sales setup' });
      // Another company's hire is not found.
      const globexHire = await gateway.db.selectFrom('new_hires').select('id').where('company_id', '=', gateway.globex.companyId).executeTakeFirst();
      if (globexHire !== undefined) await fails(gateway, 404, 'POST', `/NewHire/criteria-tasks/${globexHire.id}`, { body: { departmentId: sales } });
      await fails(gateway, 404, 'POST', `/NewHire/criteria-tasks/${UNKNOWN_ID}`, { body: { departmentId: sales } });
    });

    it('leaves a hire’s tasks alone when the update sends no choice', async () => {
      let plan = await addPlan({ name: 'No choice plan' });
      plan = await addTemplate(plan._id, template('Engineering only', { criteria: [{ dimension: 'department', values: [engineering] }] }));
      const hire = await gateway.createHire({ departmentId: engineering });
      await assign(hire, await planTasks({ planTemplateId: plan._id, hireId: hire._id }));
      const current = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${hire._id}`);
      await ok(gateway, 'PUT', `/NewHire/update-hire/${hire._id}`, { body: { ...editableFields(current), departmentId: sales } });
      expect((await hireTasks(hire._id)).map((task) => task.title)).toEqual(['Engineering only']);
    });
  });
}
