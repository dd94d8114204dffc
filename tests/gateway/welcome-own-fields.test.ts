import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeAccess } from '../../src/shared/contract/access';
import type { CustomField } from '../../src/shared/contract/fields';
import type { HireChange, WelcomeExperience } from '../../src/shared/contract/new-hires';
import { databaseTargets } from './databases';
import { addOperationsAndNewHire, failure, type HiresGateway, openHiresGateway, type Person } from './new-hires-gateway';

const ACCESS_PAGE = '/settings/permissions/default-access-for-employee';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`a new hire's own fields and colleagues on their welcome page on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;
    let hireId: string;
    let shirt: CustomField;
    let badge: CustomField;
    let pronouns: CustomField;
    let passport: CustomField;
    /** Hires by start date relative to the new hire's. */
    const colleagues: Record<string, string> = {};

    const welcome = async (token = newHire.token, id = hireId) => {
      const response = await gateway.request('GET', `/NewHire/welcome-experience/${id}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: WelcomeExperience }>().data;
    };
    const saveOwn = (fields: Record<string, unknown>, version: number, token = newHire.token, id = hireId) =>
      gateway.request('PATCH', `/NewHire/own-fields/${id}`, { token, body: { version, fields } });
    const setAccess = async (fields: { key: string; self: string; visibleToCompany: boolean }[]) => {
      const { version } = (await gateway.request('GET', ACCESS_PAGE)).json<{ data: EmployeeAccess }>().data;
      const saved = await gateway.request('PUT', ACCESS_PAGE, { body: { version, fields } });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const addField = async (body: Record<string, unknown>) => {
      const response = await gateway.request('POST', '/settings/fields', { body: { section: 'Other', filledBy: 'coordinator', type: 'short_text', ...body } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CustomField }>().data;
    };
    const addDays = (date: string, days: number) => {
      const day = new Date(`${date}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + days);
      return day.toISOString().slice(0, 10);
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'ownfields');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'ownfields.example'));
      shirt = await addField({
        label: 'T-shirt size',
        filledBy: 'new_hire',
        section: 'Personal',
        type: 'single_select',
        options: [{ label: 'Small' }, { label: 'Medium' }],
      });
      badge = await addField({ label: 'Badge number', validation: { maxLength: 6 } });
      pronouns = await addField({ label: 'Pronouns', filledBy: 'new_hire', section: 'Personal' });
      passport = await addField({ label: 'Passport number', type: 'sensitive', section: 'Personal' });
      const start = '2031-03-17';
      const hire = await gateway.createHire({
        firstName: 'Nico',
        lastName: 'New',
        jobTitle: 'Designer',
        startDate: start,
        phone: '+441632960961',
        customFields: { [shirt._id]: 'small', [badge._id]: 'B-1', [pronouns._id]: 'they/them', [passport._id]: 'X1234567' },
      });
      hireId = hire._id;
      await gateway.db.updateTable('new_hires').set({ user_id: newHire.id, status: 'preboarding' }).where('id', '=', hireId).execute();
      const colleague = async (name: string, days: number, status: 'preboarding' | 'onboarding' | 'pending' | 'withdrawn' = 'preboarding') => {
        const made = await gateway.createHire({
          firstName: name,
          lastName: 'Colleague',
          jobTitle: `${name} role`,
          startDate: addDays(start, days),
          customFields: { [shirt._id]: 'medium', [badge._id]: 'B-2', [passport._id]: 'Z7654321' },
        });
        await gateway.setHire(made._id, { status });
        colleagues[name] = made._id;
      };
      await colleague('Near', 1);
      await colleague('Before', -3, 'onboarding');
      await colleague('Edge', 14);
      await colleague('Far', 15);
      await colleague('Pending', 2, 'pending');
      await colleague('Withdrawn', 2, 'withdrawn');
      for (let index = 0; index < 12; index += 1) await colleague(`Later${String(index).padStart(2, '0')}`, 10);
      // Another company's hire starting the same day is never listed.
      await gateway.db.updateTable('new_hires').set({ start_date: start, status: 'preboarding' }).where('company_id', '=', gateway.globex.companyId).execute();
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('lists the new hire’s own fields by section, those at edit editable, the sensitive ones never written out', async () => {
      const { aboutYou } = await welcome();
      const byKey = new Map(aboutYou.map((field) => [field.key, field]));
      expect(byKey.get('phone')).toMatchObject({ label: 'Phone', section: 'Personal', value: '+441632960961', editable: true });
      expect(byKey.get('job_title')).toMatchObject({ text: 'Designer', editable: false });
      expect(byKey.get(shirt._id)).toMatchObject({ label: 'T-shirt size', value: 'small', text: 'Small', editable: true });
      expect(byKey.get(badge._id)).toMatchObject({ text: 'B-1', editable: false });
      expect([...new Set(aboutYou.map((field) => field.section))]).toEqual(['Personal', 'Job', 'Other']);
      expect(byKey.get(passport._id)).toMatchObject({ value: null, text: '•••• Set', editable: false });
      expect(JSON.stringify(await welcome())).not.toMatch(/X1234567|Z7654321/);
    });

    it('lists hires approved and starting within 14 days, nearest first, at most 12, with only the fields visible to the company', async () => {
      const { startingWithYou } = await welcome();
      expect(startingWithYou.map((colleague) => colleague.fullName)).toEqual([
        'Near Colleague',
        'Before Colleague',
        ...Array.from({ length: 10 }, (_, index) => `Later${String(index).padStart(2, '0')} Colleague`),
      ]);
      const near = startingWithYou[0]!;
      expect(near.fields.map((field) => [field.label, field.text])).toEqual([
        ['Job title', 'Near role'],
        ['Start date', expect.any(String)],
      ]);
      expect(JSON.stringify(startingWithYou)).not.toContain('B-2');
      expect(JSON.stringify(startingWithYou)).not.toContain('Medium');

      await setAccess([
        { key: shirt._id, self: 'edit', visibleToCompany: true },
        { key: 'job_title', self: 'view', visibleToCompany: false },
      ]);
      const after = (await welcome()).startingWithYou[0]!;
      expect(after.fields.find((field) => field.key === shirt._id)?.text).toBe('Medium');
      expect(after.fields.some((field) => field.key === 'job_title')).toBe(false);
      expect(JSON.stringify((await welcome()).startingWithYou)).not.toContain('Near role');
      await setAccess([
        { key: shirt._id, self: 'edit', visibleToCompany: false },
        { key: 'job_title', self: 'view', visibleToCompany: true },
      ]);
    });

    it('leaves a field hidden for oneself out of the whole answer, for the new hire and for staff previewing it', async () => {
      await setAccess([
        { key: pronouns._id, self: 'hidden', visibleToCompany: false },
        { key: 'timezone', self: 'hidden', visibleToCompany: false },
      ]);
      for (const token of [newHire.token, gateway.admin.token]) {
        const answer = await welcome(token);
        expect(answer.aboutYou.some((field) => field.key === pronouns._id || field.key === 'timezone')).toBe(false);
        expect(answer.timezone).toBeNull();
        expect(JSON.stringify(answer)).not.toContain('they/them');
        expect(JSON.stringify(answer)).not.toContain('Pronouns');
      }
      await setAccess([
        { key: pronouns._id, self: 'edit', visibleToCompany: false },
        { key: 'timezone', self: 'edit', visibleToCompany: false },
      ]);
      expect((await welcome()).aboutYou.find((field) => field.key === pronouns._id)?.text).toBe('they/them');
    });

    it('saves the fields the new hire may edit, checked as the profile edit checks them, and records each change', async () => {
      const { version } = await welcome();
      const invalid = await saveOwn({ phone: '12', [shirt._id]: 'huge' }, version);
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(failure(invalid).fieldErrors ?? {}).sort()).toEqual([`fields.${shirt._id}`, 'fields.phone'].sort());

      const saved = await saveOwn({ phone: '+442071838750', [shirt._id]: 'medium' }, version);
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = saved.json<{ data: WelcomeExperience }>().data;
      expect(answer.version).toBe(version + 1);
      expect(answer.aboutYou.find((field) => field.key === shirt._id)?.text).toBe('Medium');
      const record = await gateway.request('GET', `/NewHire/hire-changes/${hireId}`, { query: { limit: 50 } });
      const items = record.json<{ data: { items: HireChange[] } }>().data.items;
      expect(items.find((item) => item.field === 'phone')).toMatchObject({ oldValue: '+441632960961', newValue: '+442071838750' });
      expect(items.find((item) => item.label === 'T-shirt size')).toMatchObject({ oldValue: 'Small', newValue: 'Medium' });

      const stale = await saveOwn({ phone: '+441632960961' }, version);
      expect(stale.statusCode).toBe(409);
    });

    it('saves what the new hire changes even when a field HR must fill is still empty on their record', async () => {
      const required = await addField({ label: 'Cost centre', validation: { required: true } });
      const { version } = await welcome();
      const saved = await saveOwn({ phone: '+441632960962' }, version);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: WelcomeExperience }>().data.aboutYou.find((field) => field.key === 'phone')?.value).toBe('+441632960962');
      await gateway.request('PUT', `/settings/fields/${required._id}/archive`, { body: { version: required.version, archived: true } });
    });

    it('refuses a field the new hire may not edit, naming it, and an unknown one; another hire’s record is unknown to them', async () => {
      const { version } = await welcome();
      const locked = await saveOwn({ job_title: 'Chief', [badge._id]: 'B-9' }, version);
      expect(locked.statusCode).toBe(403);
      expect(failure(locked).fieldErrors).toEqual({
        'fields.job_title': ['You cannot change “Job title” yourself. Ask your coordinator to change it.'],
        [`fields.${badge._id}`]: ['You cannot change “Badge number” yourself. Ask your coordinator to change it.'],
      });
      await setAccess([{ key: 'phone', self: 'view', visibleToCompany: false }]);
      const viewOnly = await saveOwn({ phone: '+441632960961' }, version);
      expect(viewOnly.statusCode).toBe(403);
      expect(failure(viewOnly).message).toBe('You cannot change “Phone” yourself. Ask your coordinator to change it.');
      await setAccess([{ key: 'phone', self: 'edit', visibleToCompany: false }]);

      const unknown = await saveOwn({ [gateway.globex.id]: 'x' }, version);
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(failure(unknown).fieldErrors ?? {})).toEqual([`fields.${gateway.globex.id}`]);

      const someoneElse = await saveOwn({ phone: '+441632960961' }, 1, newHire.token, colleagues.Near);
      expect(someoneElse.statusCode).toBe(404);
      const staff = await saveOwn({ phone: '+441632960961' }, version, operations.token);
      expect(staff.statusCode).toBe(403);
      expect((await welcome()).version).toBe(version);
    });
  });
}
