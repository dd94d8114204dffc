import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireCriteriaValues } from '../../src/gateway/criteria/hire-criteria';
import { saveTargetCriteria } from '../../src/gateway/criteria/target-criteria';
import type { CriteriaOption } from '../../src/shared/contract/criteria';
import type { CustomField } from '../../src/shared/contract/fields';
import type { Hire } from '../../src/shared/contract/onboarding-schemas';
import { databaseTargets } from './databases';
import {
  DEFAULT_TIMEZONE,
  type HiresGateway,
  type Person,
  addOperationsAndNewHire,
  editableFields,
  failure,
  openHiresGateway,
  todayPlus,
} from './new-hires-gateway';

const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';

interface HireChangeItem {
  field: string;
  label: string;
  oldValue: string | null;
  newValue: string | null;
}

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`custom fields on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;

    const addField = async (body: Record<string, unknown>, token?: string) =>
      gateway.request('POST', '/settings/fields', { token, body: { section: 'Job', filledBy: 'coordinator', ...body } });
    const field = async (body: Record<string, unknown>): Promise<CustomField> => {
      const response = await addField(body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CustomField }>().data;
    };
    const editBody = (of: CustomField, changes: Record<string, unknown> = {}) => ({
      version: of.version,
      label: of.label,
      helpText: of.helpText,
      section: of.section,
      options: of.options,
      validation: of.validation,
      filledBy: of.filledBy,
      type: of.type,
      ...changes,
    });
    const list = async (token?: string) => {
      const response = await gateway.request('GET', '/settings/fields', { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { fields: CustomField[]; builtIns: { key: string }[] } }>().data;
    };
    const getHire = async (id: string, token?: string) => {
      const response = await gateway.request('GET', `/NewHire/get-hire/${id}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Hire }>().data;
    };
    const listIds = async (query: Record<string, string | readonly string[]>) => {
      const response = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { limit: 100, ...query } });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<{ data: { items: { _id: string }[]; total: number } }>().data;
      return { ids: data.items.map((item) => item._id).sort(), total: data.total };
    };

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'fieldsco');
      ({ operations } = await addOperationsAndNewHire(gateway, 'fieldsco.example'));
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('adds a field with a key made of its label, options with stable keys, and lists the built-in fields as locked', async () => {
      const shirt = await field({
        label: 'T-shirt size',
        helpText: 'For the welcome pack',
        type: 'single_select',
        options: [{ label: 'Small' }, { label: 'Large' }],
        validation: { required: false },
      });
      expect(shirt).toMatchObject({
        key: 't_shirt_size',
        label: 'T-shirt size',
        helpText: 'For the welcome pack',
        type: 'single_select',
        options: [
          { key: 'small', label: 'Small', archived: false },
          { key: 'large', label: 'Large', archived: false },
        ],
        archived: false,
        usage: { rules: 0 },
        version: 1,
      });
      const { fields, builtIns } = await list(operations.token);
      expect(fields.map((each) => each._id)).toContain(shirt._id);
      expect(builtIns.map((each) => each.key)).toEqual(expect.arrayContaining(['first_name', 'start_date', 'department']));
    });

    it('keeps the key and the option keys when the label and options are renamed, and refuses another type naming the field', async () => {
      const laptop = await field({ label: 'Laptop', type: 'single_select', options: [{ label: 'Mac' }, { label: 'Linux' }] });
      const renamed = await gateway.request('PUT', `/settings/fields/${laptop._id}`, {
        body: editBody(laptop, {
          label: 'Work laptop',
          options: [{ key: 'mac', label: 'MacBook', archived: false }, { label: 'Windows' }],
        }),
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const saved = renamed.json<{ data: CustomField }>().data;
      expect(saved).toMatchObject({ key: 'laptop', label: 'Work laptop', version: 2 });
      expect(saved.options).toEqual([
        { key: 'mac', label: 'MacBook', archived: false },
        { key: 'windows', label: 'Windows', archived: false },
        { key: 'linux', label: 'Linux', archived: true },
      ]);

      const retyped = await gateway.request('PUT', `/settings/fields/${laptop._id}`, { body: editBody(saved, { type: 'short_text', options: [] }) });
      expect(retyped.statusCode).toBe(400);
      expect(failure(retyped).fieldErrors).toEqual({ type: ['A field’s type cannot change after it is created. Add a new field instead.'] });
    });

    it('answers 409 to a write naming a version read before someone else saved', async () => {
      const badge = await field({ label: 'Badge name', type: 'short_text', validation: { maxLength: 20 } });
      const first = await gateway.request('PUT', `/settings/fields/${badge._id}`, { body: editBody(badge, { helpText: 'As printed' }) });
      expect(first.statusCode, first.body).toBe(200);
      const stale = await gateway.request('PUT', `/settings/fields/${badge._id}`, { body: editBody(badge, { helpText: 'Other' }) });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({ code: 'STALE_VERSION', currentVersion: 2 });
      const staleArchive = await gateway.request('POST', `/settings/fields/${badge._id}/archive`, { body: { version: 1 } });
      expect(staleArchive.statusCode).toBe(409);
    });

    it('refuses bad definitions naming the field: no options for a select, a taken label, bounds on text', async () => {
      const noOptions = await addField({ label: 'Team', type: 'single_select', options: [] });
      expect(noOptions.statusCode).toBe(400);
      expect(failure(noOptions).fieldErrors).toEqual({ options: ['Add at least one option.'] });
      await field({ label: 'Shoe size', type: 'number' });
      const taken = await addField({ label: 'shoe size', type: 'number' });
      expect(taken.statusCode).toBe(400);
      expect(failure(taken).fieldErrors).toEqual({ label: ['A field named “shoe size” already exists.'] });
      const bounds = await addField({ label: 'Nickname', type: 'short_text', validation: { min: 1 } });
      expect(bounds.statusCode).toBe(400);
      expect(Object.keys(failure(bounds).fieldErrors ?? {})).toEqual(['validation.max']);
      const noType = await addField({ label: 'Mystery', type: 'colour' });
      expect(noType.statusCode).toBe(400);
      expect(failure(noType).fieldErrors).toMatchObject({ type: ['Choose a type.'] });
    });

    it('lets coordinators read the fields but not change them, and answers 404 for another company’s field', async () => {
      const refused = await addField({ label: 'Desk', type: 'short_text' }, operations.token);
      expect(refused.statusCode).toBe(403);
      expect(failure(refused).message).toBe(FORBIDDEN);
      const ours = await field({ label: 'Parking', type: 'yes_no' });
      const theirs = await gateway.request('PUT', `/settings/fields/${ours._id}`, { token: gateway.globex.token, body: editBody(ours) });
      expect(theirs.statusCode).toBe(404);
      const archive = await gateway.request('POST', `/settings/fields/${ours._id}/archive`, { token: gateway.globex.token, body: { version: 1 } });
      expect(archive.statusCode).toBe(404);
      expect((await list(gateway.globex.token)).fields).toEqual([]);
    });

    it('checks a hire’s values against their fields, naming the field, and keeps valid ones', async () => {
      const size = await field({ label: 'Hoodie size', type: 'single_select', options: [{ label: 'M' }, { label: 'L' }], validation: { required: true } });
      const years = await field({ label: 'Years of experience', type: 'number', validation: { min: 0, max: 50 } });
      const site = await field({ label: 'Portfolio', type: 'url' });
      const missing = await gateway.request('POST', '/NewHire/create-hire', {
        token: operations.token,
        body: { ...newHireBody(), customFields: { [years._id]: 60, [site._id]: 'not a url' } },
      });
      expect(missing.statusCode).toBe(400);
      expect(failure(missing).fieldErrors).toEqual({
        [`customFields.${size._id}`]: ['This field is required'],
        [`customFields.${years._id}`]: ['Use 50 or less.'],
        [`customFields.${site._id}`]: ['Use an address that starts with https:// or http://.'],
      });
      const unknown = await gateway.request('POST', '/NewHire/create-hire', {
        body: { ...newHireBody(), customFields: { [size._id]: 'xl', [gateway.globex.id]: 'x' } },
      });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(failure(unknown).fieldErrors ?? {}).sort()).toEqual([`customFields.${gateway.globex.id}`, `customFields.${size._id}`].sort());

      const hire = await gateway.createHire({ customFields: { [size._id]: 'm', [years._id]: 4, [site._id]: 'https://example.com' } }, operations.token);
      expect(hire.customFields).toEqual({ [size._id]: 'm', [years._id]: 4, [site._id]: 'https://example.com' });
      // Later tests add required fields of their own; this one is archived so they need not fill it.
      await gateway.request('POST', `/settings/fields/${size._id}/archive`, { body: { version: size.version } });
    });

    it('names the person a user field holds on the hire, and only the company’s own', async () => {
      const mentor = await field({ label: 'Mentor', type: 'user' });
      const note = await field({ label: 'Mentor note', type: 'short_text' });
      // A text that happens to be a person's id is a text, not a person.
      const withMentor = await gateway.createHire({ customFields: { [mentor._id]: operations.id, [note._id]: operations.id } });
      const read = await getHire(withMentor._id);
      expect(read.customFields[mentor._id]).toBe(operations.id);
      expect(read.fieldPeople).toEqual({ [mentor._id]: { _id: operations.id, fullName: operations.fullName, email: operations.email } });
      expect((await getHire((await gateway.createHire())._id)).fieldPeople).toEqual({});
    });

    it('masks a sensitive value from those who do not manage fields, keeps it when they save without it, and records only that it changed', async () => {
      const passport = await field({ label: 'Passport number', type: 'sensitive' });
      const hire = await gateway.createHire({ customFields: { [passport._id]: 'X1234567' } }, operations.token);
      expect(hire.customFields).toEqual({});
      expect(hire.maskedFields).toEqual([passport._id]);
      expect(JSON.stringify(await getHire(hire._id, operations.token))).not.toContain('X1234567');
      expect((await getHire(hire._id)).customFields).toEqual({ [passport._id]: 'X1234567' });

      const seen = await getHire(hire._id, operations.token);
      const saved = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        token: operations.token,
        body: { ...editableFields(seen), jobTitle: 'Senior analyst' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await getHire(hire._id)).customFields).toEqual({ [passport._id]: 'X1234567' });

      const admin = await getHire(hire._id);
      const changed = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: { ...editableFields(admin), customFields: { [passport._id]: 'Y7654321' } },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const record = await gateway.request('GET', `/NewHire/hire-changes/${hire._id}`, { query: { limit: 50 } });
      expect(record.body).not.toContain('X1234567');
      expect(record.body).not.toContain('Y7654321');
      const items = record.json<{ data: { items: HireChangeItem[] } }>().data.items;
      expect(items.find((item) => item.field === `customFields.${passport._id}`)).toMatchObject({
        label: 'Passport number',
        oldValue: null,
        newValue: 'changed',
      });
    });

    it('filters the hires list by a select field and a date range of a date field, and only the company’s hires', async () => {
      const team = await field({ label: 'Squad', type: 'multi_select', options: [{ label: 'Red' }, { label: 'Blue' }] });
      const equipment = await field({ label: 'Equipment ready on', type: 'date' });
      const both = await gateway.createHire({ customFields: { [team._id]: ['red', 'blue'], [equipment._id]: '2031-05-10' } });
      const redLate = await gateway.createHire({ customFields: { [team._id]: ['red'], [equipment._id]: '2031-07-01' } });
      const blueOnly = await gateway.createHire({ customFields: { [team._id]: ['blue'], [equipment._id]: '2031-05-12' } });
      await gateway.createHire();

      expect((await listIds({ fieldValue: `${team._id}:red` })).ids).toEqual([both._id, redLate._id].sort());
      expect((await listIds({ fieldValue: [`${team._id}:red`, `${team._id}:blue`] })).total).toBe(3);
      const filtered = await listIds({ fieldValue: `${team._id}:red`, fieldFrom: `${equipment._id}:2031-05-01`, fieldTo: `${equipment._id}:2031-05-31` });
      expect(filtered).toEqual({ ids: [both._id], total: 1 });
      expect((await listIds({ fieldFrom: `${equipment._id}:2031-05-11` })).ids).toEqual([redLate._id, blueOnly._id].sort());

      // A value changed on the hire moves it in and out of the filter.
      const edited = await gateway.request('PUT', `/NewHire/update-hire/${blueOnly._id}`, {
        body: { ...editableFields(blueOnly), customFields: { [team._id]: ['red'], [equipment._id]: '2031-05-12' } },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await listIds({ fieldValue: `${team._id}:red`, fieldFrom: `${equipment._id}:2031-05-01`, fieldTo: `${equipment._id}:2031-05-31` })).ids).toEqual(
        [both._id, blueOnly._id].sort(),
      );

      const other = await gateway.request('GET', '/NewHire/list-preview-experience', { token: gateway.globex.token, query: { fieldValue: `${team._id}:red` } });
      expect(other.statusCode).toBe(200);
      expect(other.json<{ data: { total: number } }>().data.total).toBe(0);
      const malformed = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { fieldFrom: `${equipment._id}:May` } });
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(failure(malformed).fieldErrors ?? {})).toEqual(['fieldFrom.0']);
    });

    it('filters the hires list by a range of a number field, compared as numbers, and refuses a bound that is not a number naming the field', async () => {
      const desk = await field({ label: 'Desk number', type: 'number' });
      const joined = await field({ label: 'Badge issued on', type: 'date' });
      // As text "9" sorts after "10": the range must compare numbers.
      const nine = await gateway.createHire({ customFields: { [desk._id]: 9 } });
      const ten = await gateway.createHire({ customFields: { [desk._id]: 10 } });
      const hundred = await gateway.createHire({ customFields: { [desk._id]: 100.5 } });
      const negative = await gateway.createHire({ customFields: { [desk._id]: -3 } });
      await gateway.createHire();

      expect((await listIds({ fieldFrom: `${desk._id}:9`, fieldTo: `${desk._id}:10` })).ids).toEqual([nine._id, ten._id].sort());
      expect((await listIds({ fieldFrom: `${desk._id}:10` })).ids).toEqual([ten._id, hundred._id].sort());
      expect((await listIds({ fieldTo: `${desk._id}:0` })).ids).toEqual([negative._id]);
      expect((await listIds({ fieldFrom: `${desk._id}:-5`, fieldTo: `${desk._id}:100.5` })).total).toBe(4);
      const theirs = await gateway.request('GET', '/NewHire/list-preview-experience', { token: gateway.globex.token, query: { fieldFrom: `${desk._id}:0` } });
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.json<{ data: { total: number } }>().data.total).toBe(0);

      const dayOnNumber = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { fieldFrom: `${desk._id}:2031-05-01` } });
      expect(dayOnNumber.statusCode).toBe(400);
      expect(failure(dayOnNumber).fieldErrors).toEqual({ 'fieldFrom.0': ['“Desk number” is a number field: filter it from and to a number.'] });
      const numberOnDate = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { fieldTo: `${joined._id}:12` } });
      expect(numberOnDate.statusCode).toBe(400);
      expect(failure(numberOnDate).fieldErrors).toEqual({ 'fieldTo.0': ['“Badge issued on” is a date field: filter it from and to a date.'] });
      const words = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { fieldFrom: `${desk._id}:ten` } });
      expect(words.statusCode).toBe(400);
      expect(Object.keys(failure(words).fieldErrors ?? {})).toEqual(['fieldFrom.0']);
    });

    it('answers the values of the fields asked as columns on each row of the hires list, never a sensitive one nor another company’s', async () => {
      const kit = await field({ label: 'Laptop kit', type: 'single_select', options: [{ label: 'Mac' }, { label: 'Linux' }] });
      const secret = await field({ label: 'Bank account', type: 'sensitive' });
      const hire = await gateway.createHire({ customFields: { [kit._id]: 'linux', [secret._id]: 'GB00 1234' } });
      const rows = async (token: string | undefined, fieldColumn: readonly string[]) => {
        const response = await gateway.request('GET', '/NewHire/list-preview-experience', { token, query: { limit: 100, fieldColumn } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { items: { _id: string; customFields?: Record<string, unknown> }[] } }>().data.items;
      };

      const listed = (await rows(undefined, [kit._id, secret._id])).find((row) => row._id === hire._id);
      expect(listed?.customFields).toEqual({ [kit._id]: 'linux' });
      expect((await rows(undefined, [])).find((row) => row._id === hire._id)?.customFields).toBeUndefined();
      const theirs = await rows(gateway.globex.token, [kit._id]);
      expect(theirs.every((row) => row.customFields === undefined || Object.keys(row.customFields).length === 0)).toBe(true);
      const malformed = await gateway.request('GET', '/NewHire/list-preview-experience', { query: { fieldColumn: 'x'.repeat(65) } });
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(failure(malformed).fieldErrors ?? {})).toEqual(['fieldColumn.0']);
    });

    it('offers select and yes/no fields as rule criteria, keeps each hire’s values for rules, and refuses to archive a field a rule uses (409, saying why)', async () => {
      const shift = await field({ label: 'Shift', type: 'single_select', options: [{ label: 'Early' }, { label: 'Late' }] });
      const options = await gateway.request('GET', '/settings/criteria/options');
      expect(options.statusCode, options.body).toBe(200);
      expect(options.json<{ data: CriteriaOption[] }>().data.find((option) => option.dimension === `field:${shift._id}`)).toEqual({
        dimension: `field:${shift._id}`,
        label: 'Shift',
        values: [
          { value: 'early', label: 'Early', archived: false },
          { value: 'late', label: 'Late', archived: false },
        ],
      });
      const early = await gateway.createHire({ customFields: { [shift._id]: 'early' } });
      expect((await hireCriteriaValues(gateway.db, gateway.companyId, early._id)).get(`field:${shift._id}`)).toEqual(['early']);

      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: randomUUID() }, [{ dimension: `field:${shift._id}`, values: ['late'] }]);
      const listed = (await list()).fields.find((each) => each._id === shift._id);
      expect(listed?.usage).toEqual({ rules: 1 });
      const archive = await gateway.request('POST', `/settings/fields/${shift._id}/archive`, { body: { version: shift.version } });
      expect(archive.statusCode).toBe(409);
      expect(failure(archive)).toMatchObject({
        code: 'FIELD_IN_USE',
        message: '“Shift” is used by 1 rule. Remove it from that rule first, then archive it.',
      });
    });

    it('archives a field no rule uses; its values stay on hires, and it takes no new ones', async () => {
      const gym = await field({ label: 'Gym membership', type: 'yes_no' });
      const hire = await gateway.createHire({ customFields: { [gym._id]: true } });
      const archived = await gateway.request('POST', `/settings/fields/${gym._id}/archive`, { body: { version: gym.version } });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json<{ data: CustomField }>().data).toMatchObject({ archived: true, version: 2 });
      expect((await getHire(hire._id)).customFields).toMatchObject({ [gym._id]: true });
      const refused = await gateway.request('POST', '/NewHire/create-hire', { body: { ...newHireBody(), customFields: { [gym._id]: false } } });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(failure(refused).fieldErrors ?? {})).toEqual([`customFields.${gym._id}`]);
      const restored = await gateway.request('POST', `/settings/fields/${gym._id}/restore`, { body: { version: 2 } });
      expect(restored.json<{ data: CustomField }>().data).toMatchObject({ archived: false, version: 3 });
    });

    let bodyNumber = 0;
    function newHireBody() {
      bodyNumber += 1;
      return {
        firstName: 'Field',
        lastName: `Tester${bodyNumber}`,
        personalEmail: `field.tester${bodyNumber}@personal.example`,
        jobTitle: 'Engineer',
        employmentStatus: 'full_time',
        startDate: todayPlus(30),
        timezone: DEFAULT_TIMEZONE,
        customFields: {},
      };
    }
  });
}
