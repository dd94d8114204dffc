import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupSummary } from '../../src/shared/contract/setup';
import { saveTargetCriteria } from '../../src/gateway/criteria/target-criteria';
import { databaseTargets } from './databases';
import { addOperationsAndNewHire, failure, type HiresGateway, openHiresGateway, type Person } from './new-hires-gateway';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`the settings summary and the sample set on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;

    const summary = async (token?: string) => {
      const response = await gateway.request('GET', '/settings/summary', { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: SetupSummary }>().data;
    };
    const startFromSample = (token?: string) => gateway.request('POST', '/settings/sample-set', { body: {}, token });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'setupco');
      ({ operations } = await addOperationsAndNewHire(gateway, 'setupco.example'));
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('counts what a new company has set up: nothing yet but its people', async () => {
      expect(await summary()).toEqual({
        departments: 0,
        locations: 0,
        plans: 0,
        otherCriteria: 0,
        customFields: 0,
        people: { active: 2, invited: 0, deactivated: 0 },
        brandingSet: false,
        health: { hiresWithoutPlan: 0, invitationsNotAccepted: 0, rulesMatchingNoOne: 0, archivedValuesInUse: 0 },
      });
      // Coordinators view it too.
      expect((await summary(operations.token)).people.active).toBe(2);
    });

    it('counts the other criteria and custom fields in use, leaving archived ones out', async () => {
      const post = async (url: string, body: Record<string, unknown>) => {
        const response = await gateway.request('POST', url, { body });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { _id: string; version: number } }>().data;
      };
      const contractor = await post('/settings/places/other-criteria', { name: 'Contractor' });
      await post('/settings/places/other-criteria', { name: 'Intern' });
      await post('/settings/fields', { label: 'T-shirt size', type: 'short_text', section: 'Personal', filledBy: 'new_hire' });
      expect(await summary()).toMatchObject({ otherCriteria: 2, customFields: 1 });

      const archived = await gateway.request('PUT', `/settings/places/other-criteria/${contractor._id}/archived`, {
        body: { version: contractor.version, archived: true },
      });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(await summary()).toMatchObject({ otherCriteria: 1, customFields: 1 });
      await gateway.db.deleteFrom('other_criteria').where('company_id', '=', gateway.companyId).execute();
      await gateway.db.deleteFrom('custom_fields').where('company_id', '=', gateway.companyId).execute();
    });

    it('refuses the sample set to those who cannot manage settings', async () => {
      expect((await startFromSample(operations.token)).statusCode).toBe(403);
      expect((await summary()).departments).toBe(0);
    });

    it('counts the rules that set criteria no current hire meets', async () => {
      const reached = await gateway.addDepartment(gateway.companyId, 'Reached');
      const empty = await gateway.addDepartment(gateway.companyId, 'Nobody here');
      const hire = await gateway.createHire({ departmentId: reached });
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'task_template', id: randomUUID() }, [{ dimension: 'department', values: [reached] }]);
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'task_template', id: randomUUID() }, [{ dimension: 'department', values: [empty] }]);
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: randomUUID() }, [
        { dimension: 'department', values: [reached] },
        { dimension: 'employment_status', values: ['part_time'] },
      ]);
      // No criteria: everyone.
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: randomUUID() }, []);
      expect(hire.employmentStatus).toBe('full_time');
      expect((await summary()).health.rulesMatchingNoOne).toBe(2);
      await gateway.db.deleteFrom('criteria_links').where('company_id', '=', gateway.companyId).execute();
      await gateway.db.deleteFrom('criteria_targets').where('company_id', '=', gateway.companyId).execute();
      await gateway.db.deleteFrom('new_hires').where('id', '=', hire._id).execute();
      await gateway.db.deleteFrom('departments').where('company_id', '=', gateway.companyId).execute();
    });

    it('gives a company with nothing the sample departments and a plan with tasks in the four categories, once', async () => {
      const started = await startFromSample();
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json<{ data: SetupSummary }>().data).toMatchObject({ departments: 4, plans: 1 });
      const tasks = await gateway.database.query<{ task_category: string; due_offset_unit: string }>(
        'select t.task_category, t.due_offset_unit from plan_task_templates t join plan_templates p on p.id = t.plan_template_id where p.company_id = ?',
        [gateway.companyId],
      );
      expect(new Set(tasks.map((task) => task.task_category))).toEqual(new Set(['build_relationships', 'know_the_company', 'job_training', 'logistics']));
      expect(new Set(tasks.map((task) => task.due_offset_unit))).toEqual(new Set(['calendarDays', 'workingDays']));

      const again = await startFromSample();
      expect(again.statusCode).toBe(409);
      expect(failure(again)).toMatchObject({
        code: 'SAMPLE_SET_REFUSED',
        message: 'The sample set is only for a company with no departments and no plans yet. Yours has some already.',
      });
      expect(await summary()).toMatchObject({ departments: 4, plans: 1 });
      const [recorded] = await gateway.database.query<{ summary: string; changed_by: string }>(
        "select summary, changed_by from setting_changes where company_id = ? and area = 'setup'",
        [gateway.companyId],
      );
      expect(recorded).toEqual({ summary: 'Started from the sample set: 4 departments and the plan “Standard onboarding”.', changed_by: gateway.admin.id });
      // Another company is untouched.
      const [globex] = await gateway.database.query<{ departments: number | string }>('select count(*) as departments from departments where company_id = ?', [
        gateway.globex.companyId,
      ]);
      expect(Number(globex?.departments)).toBe(1);
    });

    it('answers a retry of the sample set with the same Idempotency-Key as the first call, adding nothing', async () => {
      const other = await openHiresGateway(target, 'retryco');
      try {
        const send = () =>
          other.app.inject({
            method: 'POST',
            url: '/settings/sample-set',
            payload: {},
            headers: { product: 'ONBOARDING', authorization: `Bearer ${other.admin.token}`, 'idempotency-key': 'sample-set-once' },
          });
        const first = await send();
        expect(first.statusCode, first.body).toBe(200);
        const retry = await send();
        expect(retry.statusCode).toBe(200);
        expect(retry.json()).toEqual(first.json());
        const [made] = await other.database.query<{ departments: number | string }>('select count(*) as departments from departments where company_id = ?', [
          other.companyId,
        ]);
        expect(Number(made?.departments)).toBe(4);
      } finally {
        await other.close();
      }
    });

    it('counts hires without a plan, people by status, invitations not accepted within a week, and branding', async () => {
      await gateway.createHire();
      const invited = await gateway.request('POST', '/settings/people', {
        body: { firstName: 'Wait', lastName: 'Ing', email: 'waiting@setupco.example', role: 'SUPPORT' },
      });
      expect(invited.statusCode).toBe(200);
      let counted = await summary();
      expect(counted.people).toEqual({ active: 2, invited: 1, deactivated: 0 });
      expect(counted.health).toMatchObject({ hiresWithoutPlan: 1, invitationsNotAccepted: 0 });

      // Eight days later the invitation is still not accepted.
      await gateway.db
        .updateTable('users')
        .set({ invited_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
        .where('email', '=', 'waiting@setupco.example')
        .execute();
      const branded = await gateway.request('PUT', '/settings/branded-assets', {
        body: { version: 1, brandColor: '#aa3300', website: null, assets: { logoLight: null, logoDark: null, icon: null, emailHeader: null, hero: null } },
      });
      expect(branded.statusCode, branded.body).toBe(200);
      counted = await summary();
      expect(counted.health.invitationsNotAccepted).toBe(1);
      expect(counted.brandingSet).toBe(true);
    });
  });
}
