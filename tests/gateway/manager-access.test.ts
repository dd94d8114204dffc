import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessChange, ManagerAccess, ManagerAccessPreview } from '../../src/shared/contract/access';
import type { HireChange, HireDocument } from '../../src/shared/contract/new-hires';
import type { Hire, HireSummary, Task } from '../../src/shared/contract/onboarding-schemas';
import type { SessionUser } from '../../src/shared/contract/user';
import { FIELD_LOCK_REASONS } from '../../src/shared/field-access';
import { ONBOARDING_AREA_PATHS } from '../../src/shared/onboarding-pages';
import { createDatabaseFileStore } from '../../src/gateway/files/file-store';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, editableFields, failure, openHiresGateway, todayPlus } from './new-hires-gateway';
import { SAMPLE_PDF } from './sample-files';
import { ok } from './tasks-test-support';

const PAGE = '/settings/permissions/manager-additional-access';
/** What the manager's role holds on purpose: their own home, tasks and profile, and no right over hires. */
const MANAGER_ROLE_GRANTS = ['onb.home.view', 'onb.my_tasks.view', 'onb.my_tasks.manage', 'onb.profile.view'];

interface ListAnswer {
  items: HireSummary[];
  total: number;
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`manager's additional access on ${target.name}`, () => {
    let gateway: HiresGateway;
    let manager: Person;
    let reportHire: Hire;
    let otherHire: Hire;
    let globexHire: Hire;
    let shirtSize = '';
    let ownTaskId = '';
    let reportTaskId = '';

    const read = () => ok<ManagerAccess>(gateway, 'GET', PAGE);
    const save = async (change: Partial<{ tasks: string; documents: boolean; fields: Record<string, string> }>) => {
      const current = await read();
      return gateway.request('PUT', PAGE, { body: { tasks: current.tasks, documents: current.documents, fields: {}, version: current.version, ...change } });
    };
    const saved = async (change: Parameters<typeof save>[0]) => {
      const response = await save(change);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: ManagerAccess }>().data;
    };
    const managerList = (query: Record<string, string> = {}) => gateway.request('GET', '/NewHire/list-preview-experience', { token: manager.token, query });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'managerco');
      await gateway.db.deleteFrom('role_grants').where('company_id', '=', gateway.companyId).where('role', '=', 'SUPPORT').execute();
      await gateway.db
        .insertInto('role_grants')
        .values(MANAGER_ROLE_GRANTS.map((permission) => ({ company_id: gateway.companyId, role: 'SUPPORT', permission })))
        .execute();
      manager = await gateway.addUser(gateway.companyId, {
        firstName: 'Mia',
        lastName: 'Manager',
        email: 'mia@managerco.example',
        role: 'SUPPORT',
        signIn: true,
      });
      const field = await gateway.request('POST', '/settings/fields', {
        body: { section: 'Other', filledBy: 'coordinator', label: 'Shirt size', type: 'single_select', options: [{ label: 'M' }, { label: 'L' }] },
      });
      shirtSize = field.json<{ data: { _id: string } }>().data._id;
      reportHire = await gateway.createHire({ firstName: 'Rita', managerId: manager.id, phone: '+447700900123', customFields: { [shirtSize]: 'm' } });
      otherHire = await gateway.createHire({ firstName: 'Otto' });
      globexHire = await gateway.createHire({ firstName: 'Gina' }, gateway.globex.token);
      reportTaskId = await gateway.addTask(reportHire, { dueDate: todayPlus(5), title: 'Desk for Rita' });
      // A task of the manager's own on a hire they do not manage: theirs as it was before.
      ownTaskId = await gateway.addTask(otherHire, { dueDate: todayPlus(5), title: 'Welcome call with Otto' });
      await gateway.db.updateTable('hire_tasks').set({ assignee_role: 'user', assignee_id: manager.id }).where('id', '=', ownTaskId).execute();
      // The hire's change record holds a phone change and a shirt size change.
      const hire = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`);
      await ok(gateway, 'PUT', `/NewHire/update-hire/${reportHire._id}`, {
        body: { ...editableFields(hire), phone: '+447700900999', customFields: { [shirtSize]: 'l' }, jobTitle: 'Lead engineer' },
      });
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('reads the defaults: locked fields with their reason, and the managers it touches counted', async () => {
      const access = await read();
      expect(access).toMatchObject({ tasks: 'view', documents: true, version: 1, managers: { people: 1, hires: 1 } });
      const byKey = new Map(access.fields.map((each) => [each.key, each]));
      expect(byKey.get('personal_email')).toMatchObject({ level: 'hidden', locked: null, builtIn: true });
      expect(byKey.get('department')).toMatchObject({ level: 'view', locked: FIELD_LOCK_REASONS.setByHr });
      expect(byKey.get(shirtSize)).toMatchObject({ level: 'view', builtIn: false, label: 'Shirt size' });
      expect(access.fields.at(-1)?.key).toBe(shirtSize);
    });

    it('refuses a locked field, a key that is no field, and a stale version, naming each', async () => {
      const locked = await save({ fields: { department: 'hidden' } });
      expect(locked.statusCode).toBe(400);
      expect(failure(locked).fieldErrors?.['fields.department']?.[0]).toContain(FIELD_LOCK_REASONS.setByHr);
      const unknown = await save({ fields: { shoe_size: 'view' } });
      expect(unknown.statusCode).toBe(400);
      expect(failure(unknown).fieldErrors).toHaveProperty('fields.shoe_size');
      const stale = await gateway.request('PUT', PAGE, { body: { tasks: 'view', documents: true, fields: {}, version: 99 } });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale).message).toContain('Someone changed the manager’s additional access');
    });

    it('a manager whose role holds no right over hires sees only the hire they manage, and the menu shows it', async () => {
      const me = (await ok<{ user: SessionUser }>(gateway, 'GET', '/users/me', { token: manager.token })).user;
      expect(me.menuPermissions.ONBOARDING?.menu).toContain(ONBOARDING_AREA_PATHS.new_hires);
      const list = (await managerList()).json<{ data: ListAnswer }>().data;
      expect(list.items.map((item) => item._id)).toEqual([reportHire._id]);
      expect((await gateway.request('GET', `/NewHire/get-hire/${otherHire._id}`, { token: manager.token })).statusCode).toBe(404);
      expect((await gateway.request('GET', `/NewHire/get-hire/${globexHire._id}`, { token: manager.token })).statusCode).toBe(404);
    });

    it('keeps the manager’s own task on a hire they do not manage, in their list and to change', async () => {
      const mine = await ok<{ items: Task[] }>(gateway, 'GET', '/tasks/assign-tasks-list', { token: manager.token, query: { assignee: 'me' } });
      expect(mine.items.map((task) => task._id)).toEqual([ownTaskId]);
      await ok(gateway, 'GET', `/tasks/task/${ownTaskId}`, { token: manager.token });
      const done = await ok<Task>(gateway, 'PUT', `/tasks/change-task-status/${ownTaskId}`, { token: manager.token, body: { version: 1, status: 'done' } });
      expect(done.status).toBe('done');
      const everyone = await ok<{ items: Task[] }>(gateway, 'GET', '/tasks/assign-tasks-list', { token: manager.token, query: { assignee: 'all' } });
      expect(everyone.items.map((task) => task._id)).toEqual([reportTaskId]);
    });

    it('leaves a hidden field out of the list, the hire, its change record and the dashboard, and refuses sorting or filtering by it', async () => {
      await saved({ fields: { phone: 'hidden', job_title: 'hidden', [shirtSize]: 'hidden' } });
      const row = (await managerList()).json<{ data: ListAnswer }>().data.items[0];
      expect(row).toBeDefined();
      expect(row).not.toHaveProperty('jobTitle');
      expect(row).not.toHaveProperty('personalEmail');
      const hire = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`, { token: manager.token });
      expect(hire).not.toHaveProperty('phone');
      expect(hire).not.toHaveProperty('jobTitle');
      expect(hire.customFields).toEqual({});
      expect(JSON.stringify(hire)).not.toContain('+447700900999');
      const changes = await ok<{ items: HireChange[]; total: number }>(gateway, 'GET', `/NewHire/hire-changes/${reportHire._id}`, { token: manager.token });
      expect(changes.items.map((change) => change.field)).not.toEqual(expect.arrayContaining(['phone']));
      expect(changes.items.map((change) => change.field).filter((field) => ['phone', 'jobTitle', `customFields.${shirtSize}`].includes(field))).toEqual([]);
      expect(changes.total).toBe(changes.items.length);
      const dashboard = await ok<object>(gateway, 'GET', '/NewHire/dashboard-summary', { token: manager.token });
      expect(JSON.stringify(dashboard)).not.toContain('Lead engineer');

      const sorted = await managerList({ sortBy: 'jobTitle' });
      expect(sorted.statusCode).toBe(400);
      expect(failure(sorted).fieldErrors).toHaveProperty('sortBy');
      const column = await managerList({ fieldColumn: shirtSize });
      expect(column.statusCode).toBe(400);
      expect(failure(column).fieldErrors).toHaveProperty('fieldColumn');
      // Those who see hires by their own rights still see every field.
      expect((await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`)).phone).toBe('+447700900999');
    });

    it('searches a report by name only while their personal email is hidden, so it cannot be guessed', async () => {
      const hits = async (search: string, url: string) => {
        const response = await gateway.request('GET', url, {
          token: manager.token,
          query: { search, ...(url.startsWith('/tasks') ? { assignee: 'all' } : {}) },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { total: number } }>().data.total;
      };
      const emailPart = reportHire.personalEmail?.split('@')[0] ?? '';
      expect(emailPart).not.toBe('');
      for (const url of ['/NewHire/list-preview-experience', '/tasks/assign-tasks-list']) {
        expect(await hits('Rita', url), url).toBeGreaterThan(0);
        expect(await hits(emailPart, url), url).toBe(0);
      }
      // The company admin, who sees the email, still finds the hire by it.
      const byAdmin = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { search: emailPart } });
      expect(byAdmin.json<{ data: { total: number } }>().data.total).toBeGreaterThan(0);
    });

    it('refuses an edit of a field at view naming it, saves one at edit, and keeps hidden fields whatever is sent', async () => {
      await saved({ fields: { work_email: 'edit', phone: 'hidden' } });
      const hire = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`, { token: manager.token });
      const body = { ...editableFields(hire), personalEmail: 'guess@personal.example', phone: null, jobTitle: 'Engineer' };
      const viewOnly = await gateway.request('PUT', `/NewHire/update-hire/${reportHire._id}`, {
        token: manager.token,
        body: { ...body, timezone: '(UTC-05:00) Eastern Time (US & Canada)' },
      });
      expect(viewOnly.statusCode).toBe(403);
      expect(failure(viewOnly).message).toContain('“Timezone”');
      expect(failure(viewOnly).fieldErrors).toHaveProperty('fields.timezone');

      const changed = await ok<{ hire: Hire }>(gateway, 'PUT', `/NewHire/update-hire/${reportHire._id}`, {
        token: manager.token,
        body: { ...body, workEmail: 'rita@managerco.example' },
      });
      expect(changed.hire.workEmail).toBe('rita@managerco.example');
      const stored = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`);
      expect(stored).toMatchObject({ phone: '+447700900999', jobTitle: 'Lead engineer', workEmail: 'rita@managerco.example' });
      expect(stored.personalEmail).not.toBe('guess@personal.example');

      const approve = await gateway.request('PUT', `/NewHire/change-status/${reportHire._id}`, {
        token: manager.token,
        body: { status: 'withdrawn', version: stored.version },
      });
      expect(approve.statusCode).toBe(403);
      expect((await gateway.request('PUT', `/NewHire/update-hire/${otherHire._id}`, { token: manager.token, body: body })).statusCode).toBe(404);
    });

    it('tells the manager what they may do with a report, and lets them save leaving out what is hidden from them', async () => {
      await saved({ tasks: 'edit', documents: false, fields: { work_email: 'edit', [shirtSize]: 'edit', phone: 'hidden' } });
      const hire = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`, { token: manager.token });
      expect(hire.managerAccess).toEqual({ editableFields: ['work_email', shirtSize], tasks: 'edit', documents: false });
      expect((await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`)).managerAccess).toBeUndefined();

      const { personalEmail: _personalEmail, phone: _phone, ...read } = editableFields(hire);
      const changed = await ok<{ hire: Hire }>(gateway, 'PUT', `/NewHire/update-hire/${reportHire._id}`, {
        token: manager.token,
        body: { ...read, workEmail: 'rita.m@managerco.example' },
      });
      expect(changed.hire).toMatchObject({ workEmail: 'rita.m@managerco.example', managerAccess: { tasks: 'edit' } });
      const stored = await ok<Hire>(gateway, 'GET', `/NewHire/get-hire/${reportHire._id}`);
      expect(stored).toMatchObject({ phone: '+447700900999', personalEmail: reportHire.personalEmail, workEmail: 'rita.m@managerco.example' });
    });

    it('shows their reports’ tasks at view and lets them change them at edit', async () => {
      await saved({ tasks: 'view' });
      await ok(gateway, 'GET', `/tasks/task/${reportTaskId}`, { token: manager.token });
      const refused = await gateway.request('PUT', `/tasks/change-task-status/${reportTaskId}`, { token: manager.token, body: { version: 1, status: 'done' } });
      expect(refused.statusCode).toBe(403);
      await saved({ tasks: 'edit' });
      const done = await ok<Task>(gateway, 'PUT', `/tasks/change-task-status/${reportTaskId}`, { token: manager.token, body: { version: 1, status: 'done' } });
      expect(done.status).toBe('done');
    });

    it('lets them list, add and remove their reports’ documents only while documents are on', async () => {
      const fileId = (
        await createDatabaseFileStore(gateway.db).save({
          companyId: gateway.companyId,
          uploadedBy: manager.id,
          name: 'contract.pdf',
          contentType: 'application/pdf',
          bytes: Buffer.from(SAMPLE_PDF),
        })
      ).id;
      await saved({ documents: true });
      const added = await ok<HireDocument>(gateway, 'POST', `/NewHire/add-hire-doc/${reportHire._id}`, {
        token: manager.token,
        body: { fileId, title: 'Contract' },
      });
      expect(await ok<HireDocument[]>(gateway, 'GET', `/NewHire/get-hire-doc/${reportHire._id}`, { token: manager.token })).toHaveLength(1);
      expect(
        (await gateway.request('POST', `/NewHire/add-hire-doc/${otherHire._id}`, { token: manager.token, body: { fileId, title: 'Other' } })).statusCode,
      ).toBe(404);

      expect((await gateway.request('GET', `/files/${fileId}`, { token: manager.token })).statusCode).toBe(200);

      await saved({ documents: false });
      expect((await gateway.request('GET', `/NewHire/get-hire-doc/${reportHire._id}`, { token: manager.token })).statusCode).toBe(403);
      expect((await gateway.request('GET', `/files/${fileId}`, { token: manager.token })).statusCode).toBe(404);
      expect((await gateway.request('DELETE', `/NewHire/remove-hire-doc/${added._id}`, { token: manager.token })).statusCode).toBe(403);
      await saved({ documents: true });
      expect((await gateway.request('DELETE', `/NewHire/remove-hire-doc/${added._id}`, { token: manager.token })).statusCode).toBe(200);
    });

    it('previews a change in words with the managers and hires it touches, and records each save', async () => {
      const current = await read();
      const preview = await ok<ManagerAccessPreview>(gateway, 'POST', `${PAGE}/preview`, {
        body: { tasks: current.tasks, documents: current.documents, fields: { buddy: 'hidden' }, version: current.version },
      });
      expect(preview).toEqual({ changes: ['Managers will no longer see “Buddy” of their reports.'], managers: 1, hires: 1 });
      expect((await read()).version).toBe(current.version);

      const changes = await ok<{ changes: AccessChange[] }>(gateway, 'GET', '/settings/permissions/changes');
      const latest = changes.changes[0];
      expect(latest?.summary).toContain('Manager’s additional access changed');
      expect(latest?.after).toContain('Documents: Managed');
      // Another company's settings are its own.
      const globex = await ok<ManagerAccess>(gateway, 'GET', PAGE, { token: gateway.globex.token });
      expect(globex).toMatchObject({ version: 1, documents: true });
      expect(globex.fields.find((each) => each.key === 'phone')?.level).toBe('view');
    });

    it('refuses a viewer of settings the save and the preview', async () => {
      const saveResponse = await gateway.request('PUT', PAGE, { token: manager.token, body: { tasks: 'view', documents: true, fields: {}, version: 1 } });
      expect(saveResponse.statusCode).toBe(403);
    });
  });
}
