import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_PAGE_TEXT } from '../../src/shared/access';
import type { AccessChange, EmployeeAccess, FieldAccessPreview } from '../../src/shared/contract/access';
import type { CustomField } from '../../src/shared/contract/fields';
import { FIELD_LOCK_REASONS } from '../../src/shared/field-access';
import { databaseTargets } from './databases';
import { addOperationsAndNewHire, failure, type HiresGateway, openHiresGateway, type Person } from './new-hires-gateway';

const PAGE = '/settings/permissions/default-access-for-employee';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`default access for employees on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let shirt: CustomField;
    let badge: CustomField;

    const page = async (token?: string) => {
      const response = await gateway.request('GET', PAGE, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: EmployeeAccess }>().data;
    };
    const fieldOf = async (key: string, token?: string) => (await page(token)).fields.find((field) => field.key === key)!;
    const save = (body: Record<string, unknown>, token?: string) => gateway.request('PUT', PAGE, { body, token });
    const preview = (body: Record<string, unknown>, token?: string) => gateway.request('POST', `${PAGE}/preview`, { body, token });
    const addField = async (body: Record<string, unknown>, token?: string) => {
      const response = await gateway.request('POST', '/settings/fields', {
        token,
        body: { section: 'Other', filledBy: 'coordinator', type: 'short_text', ...body },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CustomField }>().data;
    };
    const employeeRows = async (companyId = gateway.companyId) =>
      (
        await gateway.db
          .selectFrom('employee_field_access')
          .select(['field_key', 'self_level'])
          .where('company_id', '=', companyId)
          .orderBy('field_key')
          .execute()
      ).map((row) => `${row.field_key}:${row.self_level}`);

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'empaccess');
      ({ operations } = await addOperationsAndNewHire(gateway, 'empaccess.example'));
      shirt = await addField({ label: 'T-shirt size', filledBy: 'new_hire', section: 'Personal' });
      badge = await addField({ label: 'Badge number' });
      const archived = await addField({ label: 'Old locker' });
      const archive = await gateway.request('POST', `/settings/fields/${archived._id}/archive`, { body: { version: archived.version } });
      expect(archive.statusCode, archive.body).toBe(200);
      // Two hires who sign in, one withdrawn who does not count, one without an account.
      for (const [email, status] of [
        ['ana@personal.example', 'preboarding'],
        ['ben@personal.example', 'preboarding'],
        ['wes@personal.example', 'withdrawn'],
      ] as const) {
        const user = await gateway.addUser(gateway.companyId, { firstName: email.slice(0, 3), lastName: 'Hire', email, role: 'NEW_HIRE', kind: 'new_hire' });
        const hire = await gateway.createHire({ personalEmail: email });
        await gateway.db.updateTable('new_hires').set({ user_id: user.id, status }).where('id', '=', hire._id).execute();
      }
      await gateway.createHire();
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists built-in fields first, then custom ones, archived last, with the defaults and the locks’ reasons', async () => {
      const { fields, version } = await page();
      expect(version).toBe(1);
      expect(fields.slice(0, 3).map((field) => field.key)).toEqual(['first_name', 'last_name', 'preferred_name']);
      expect(fields.slice(-3).map((field) => [field.label, field.builtIn, field.archived])).toEqual([
        ['Badge number', false, false],
        ['T-shirt size', false, false],
        ['Old locker', false, true],
      ]);
      expect(fields.find((field) => field.key === 'job_title')).toMatchObject({
        self: 'view',
        visibleToCompany: true,
        selfLocked: FIELD_LOCK_REASONS.welcomePage,
      });
      expect(fields.find((field) => field.key === 'phone')).toMatchObject({ self: 'edit', visibleToCompany: false, selfLocked: null, companyLocked: null });
      expect(fields.find((field) => field.key === shirt._id)).toMatchObject({ self: 'edit', visibleToCompany: false });
      expect(fields.find((field) => field.key === badge._id)).toMatchObject({ self: 'view', visibleToCompany: false });
    });

    it('previews a change in words with the people it touches, and writes nothing', async () => {
      const answer = await preview({
        version: 1,
        fields: [
          { key: shirt._id, self: 'hidden', visibleToCompany: true },
          { key: 'phone', self: 'edit', visibleToCompany: false },
        ],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: FieldAccessPreview }>().data).toEqual({
        changes: [
          { key: shirt._id, label: 'T-shirt size', sentence: 'New hires will no longer see “T-shirt size” on their own record.' },
          { key: shirt._id, label: 'T-shirt size', sentence: 'The company will see “T-shirt size” of new hires.' },
        ],
        people: 2,
      });
      expect(await employeeRows()).toEqual([]);
      expect((await page()).version).toBe(1);
    });

    it('saves only what differs from the default, records it and raises the access generation; back to default removes the row', async () => {
      const generation = async () =>
        Number(
          (await gateway.db.selectFrom('company_generations').select('access').where('company_id', '=', gateway.companyId).executeTakeFirstOrThrow()).access,
        );
      const before = await generation();
      const saved = await save({
        version: 1,
        fields: [
          { key: shirt._id, self: 'hidden', visibleToCompany: false },
          { key: 'timezone', self: 'edit', visibleToCompany: false },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ message: string }>().message).toBe(ACCESS_PAGE_TEXT.employeeAccessSaved);
      expect(await employeeRows()).toEqual([`${shirt._id}:hidden`]);
      expect(await generation()).toBeGreaterThan(before);
      expect(await fieldOf(shirt._id)).toMatchObject({ self: 'hidden', visibleToCompany: false });
      expect((await page()).version).toBe(2);

      const changes = (await gateway.request('GET', '/settings/permissions/changes')).json<{ data: { changes: AccessChange[] } }>().data.changes;
      expect(changes[0]).toMatchObject({
        subject: 'Default access for employees',
        changedBy: 'Ada Admin',
        summary: 'New hires will no longer see “T-shirt size” on their own record.',
        before: 'Default access for employees\nT-shirt size: View and edit for oneself; not visible to the company',
        after: 'Default access for employees\nT-shirt size: Hidden for oneself; not visible to the company',
      });

      const back = await save({ version: 2, fields: [{ key: shirt._id, self: 'edit', visibleToCompany: false }] });
      expect(back.statusCode, back.body).toBe(200);
      expect(await employeeRows()).toEqual([]);
    });

    it('refuses a locked setting with its reason, an unknown field and a stale version, and changes nothing', async () => {
      const { version } = await page();
      const locked = await save({ version, fields: [{ key: 'job_title', self: 'hidden', visibleToCompany: true }] });
      expect(locked.statusCode).toBe(400);
      expect(failure(locked).fieldErrors).toEqual({ 'fields.job_title': [ACCESS_PAGE_TEXT.fieldLocked(FIELD_LOCK_REASONS.welcomePage)] });
      const lockedCompany = await preview({ version, fields: [{ key: 'first_name', self: 'view', visibleToCompany: false }] });
      expect(failure(lockedCompany).fieldErrors).toEqual({ 'fields.first_name': [ACCESS_PAGE_TEXT.fieldLocked(FIELD_LOCK_REASONS.identity)] });

      const unknown = await save({ version, fields: [{ key: gateway.globex.id, self: 'view', visibleToCompany: false }] });
      expect(unknown.statusCode).toBe(400);
      expect(failure(unknown).fieldErrors).toEqual({ [`fields.${gateway.globex.id}`]: [ACCESS_PAGE_TEXT.fieldUnknown] });

      const stale = await save({ version: version - 1, fields: [{ key: 'phone', self: 'view', visibleToCompany: false }] });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({ message: ACCESS_PAGE_TEXT.staleEmployeeAccess, currentVersion: version });
      expect(await employeeRows()).toEqual([]);
      expect((await page()).version).toBe(version);
    });

    it('keeps each company’s settings its own, and lets a coordinator read but not change them', async () => {
      const saved = await save({ version: 1, fields: [{ key: 'phone', self: 'hidden', visibleToCompany: false }] }, gateway.globex.token);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await employeeRows(gateway.globex.companyId)).toEqual(['phone:hidden']);
      expect(await fieldOf('phone')).toMatchObject({ self: 'edit' });
      // Another company's custom field is no field of this one, there either.
      const foreign = await save({ version: 2, fields: [{ key: shirt._id, self: 'view', visibleToCompany: false }] }, gateway.globex.token);
      expect(failure(foreign).fieldErrors).toEqual({ [`fields.${shirt._id}`]: [ACCESS_PAGE_TEXT.fieldUnknown] });

      expect((await fieldOf('phone', operations.token)).self).toBe('edit');
      const { version } = await page();
      for (const refused of [
        await save({ version, fields: [{ key: 'phone', self: 'view', visibleToCompany: false }] }, operations.token),
        await preview({ version, fields: [] }, operations.token),
      ]) {
        expect(refused.statusCode).toBe(403);
      }
    });
  });
}
