import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPlace } from '../../src/shared/contract/company-places';
import { hiresMatchingTarget } from '../../src/gateway/criteria/matching';
import { loadTargetCriteria, saveTargetCriteria } from '../../src/gateway/criteria/target-criteria';
import { databaseTargets } from './databases';
import { DEFAULT_TIMEZONE, type HiresGateway, type Person, editableFields, failure, openHiresGateway, addOperationsAndNewHire } from './new-hires-gateway';

const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';
const BERLIN = '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`departments, locations and other criteria on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;

    const list = async (kind: string, token?: string): Promise<CompanyPlace[]> => {
      const response = await gateway.request('GET', `/settings/places/${kind}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CompanyPlace[] }>().data;
    };
    const add = (kind: string, body: Record<string, unknown>, token?: string) => gateway.request('POST', `/settings/places/${kind}`, { token, body });
    const added = async (kind: string, body: Record<string, unknown>): Promise<CompanyPlace> => {
      const response = await add(kind, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CompanyPlace }>().data;
    };
    const edit = (kind: string, place: CompanyPlace, body: Record<string, unknown>, token?: string) =>
      gateway.request('PUT', `/settings/places/${kind}/${place._id}`, {
        token,
        body: { version: place.version, name: place.name, externalCode: place.externalCode, address: place.address, timezone: place.timezone, ...body },
      });
    const archive = (kind: string, place: CompanyPlace, archived: boolean, token?: string) =>
      gateway.request('PUT', `/settings/places/${kind}/${place._id}/archived`, { token, body: { version: place.version, archived } });
    const merge = (kind: string, place: CompanyPlace, intoId: string, token?: string) =>
      gateway.request('POST', `/settings/places/${kind}/${place._id}/merge`, { token, body: { version: place.version, intoId } });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'placesco');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'placesco.example'));
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('adds departments and locations, listed by name with their usage, to the company alone', async () => {
      const sales = await added('departments', { name: 'Sales', externalCode: 'D-100' });
      expect(sales).toEqual({
        _id: expect.any(String),
        name: 'Sales',
        externalCode: 'D-100',
        address: null,
        timezone: null,
        archived: false,
        version: 1,
        usage: { hires: 0, rules: 0 },
      });
      const berlin = await added('locations', { name: 'Berlin office', address: 'Unter den Linden 1\n10117 Berlin', timezone: BERLIN });
      expect(berlin).toMatchObject({ name: 'Berlin office', address: 'Unter den Linden 1\n10117 Berlin', timezone: BERLIN, externalCode: null });
      await gateway.createHire({ departmentId: sales._id, locationId: berlin._id });

      expect((await list('departments', operations.token)).map((place) => [place.name, place.usage.hires])).toEqual([['Sales', 1]]);
      expect((await list('locations')).map((place) => [place.name, place.usage.hires])).toEqual([['Berlin office', 1]]);
      // Another company sees none of them, and may use the same names.
      expect((await list('departments', gateway.globex.token)).map((place) => place.name)).toEqual(['Research']);
      const globexSales = await add('departments', { name: 'Sales' }, gateway.globex.token);
      expect(globexSales.statusCode, globexSales.body).toBe(200);
      // The pickers' options carry them too.
      const options = await gateway.request('GET', '/settings/locations', { token: operations.token });
      expect(options.json<{ data: unknown[] }>().data).toEqual([{ _id: berlin._id, label: 'Berlin office', timezone: BERLIN, archived: false }]);
    });

    it('refuses a name the company already uses, whatever its case, and bad fields, naming each', async () => {
      await added('departments', { name: 'Legal' });
      const taken = await add('departments', { name: '  legal ' });
      expect(taken.statusCode).toBe(400);
      expect(failure(taken)).toMatchObject({
        message: 'Your company already has a department named “legal”. Choose another name.',
        fieldErrors: { name: ['Your company already has a department named “legal”. Choose another name.'] },
      });
      const blank = await add('departments', { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(failure(blank).fieldErrors).toEqual({ name: ['Enter a name.'] });
      const zone = await add('locations', { name: 'Atlantis', timezone: 'Somewhere/Else' });
      expect(zone.statusCode).toBe(400);
      expect(failure(zone).fieldErrors).toEqual({ timezone: ['Choose a time zone from the list.'] });
      const long = await add('other-criteria', { name: 'x'.repeat(101) });
      expect(failure(long).fieldErrors).toEqual({ name: ['Name can be at most 100 characters.'] });
      const kind = await add('teams', { name: 'Blue' });
      expect(kind.statusCode).toBe(400);
    });

    it('renames at the version read, keeps the hire on it, and refuses a stale version with 409', async () => {
      const support = await added('departments', { name: 'Support' });
      const hire = await gateway.createHire({ departmentId: support._id });
      const renamed = await edit('departments', support, { name: 'Customer support', externalCode: 'D-200' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: 'Department “Customer support” saved.',
        data: { name: 'Customer support', externalCode: 'D-200', version: 2, usage: { hires: 1, rules: 0 } },
      });
      const profile = await gateway.request('GET', `/NewHire/get-hire/${hire._id}`);
      expect(profile.json<{ data: { department: unknown } }>().data.department).toEqual({ _id: support._id, label: 'Customer support' });

      const stale = await edit('departments', support, { name: 'Helpdesk' });
      expect(stale.statusCode).toBe(409);
      expect(failure(stale)).toMatchObject({
        message: 'Someone else changed this department since you opened it. Reload it and try again.',
        currentVersion: 2,
      });
      const clash = await edit('departments', { ...support, version: 2 }, { name: 'Sales' });
      expect(failure(clash).fieldErrors).toEqual({ name: ['Your company already has a department named “Sales”. Choose another name.'] });
    });

    it('archives: the value stays on its hires, is refused for new ones, and comes back when unarchived', async () => {
      const remote = await added('locations', { name: 'Remote', timezone: DEFAULT_TIMEZONE });
      const hire = await gateway.createHire({ locationId: remote._id });
      const archived = await archive('locations', remote, true);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({
        message: 'Location “Remote” archived. It stays on the hires and rules that have it.',
        data: { archived: true, version: 2, usage: { hires: 1 } },
      });
      const options = (await gateway.request('GET', '/settings/locations')).json<{ data: { label: string; archived: boolean }[] }>().data;
      expect(options.find((option) => option.label === 'Remote')?.archived).toBe(true);

      const refused = await gateway.request('POST', '/NewHire/create-hire', {
        body: {
          firstName: 'Ann',
          lastName: 'Archive',
          personalEmail: 'ann.archive@personal.example',
          jobTitle: 'Engineer',
          employmentStatus: 'full_time',
          startDate: '2031-01-06',
          timezone: DEFAULT_TIMEZONE,
          locationId: remote._id,
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(failure(refused).fieldErrors).toEqual({ locationId: ['This location is archived. Choose another.'] });
      // The hire that holds it saves other changes with it still set.
      const kept = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, { body: { ...editableFields(hire), jobTitle: 'Lead engineer' } });
      expect(kept.statusCode, kept.body).toBe(200);

      const back = await archive('locations', { ...remote, version: 2 }, false);
      expect(back.json()).toMatchObject({ message: 'Location “Remote” is offered for new hires again.', data: { archived: false, version: 3 } });
      expect((await archive('locations', remote, true)).statusCode).toBe(409);
    });

    it('merges one into another: its hires move with a change record line, and it is archived', async () => {
      const ops = await added('departments', { name: 'Ops' });
      const operationsDept = await added('departments', { name: 'Operations' });
      const first = await gateway.createHire({ departmentId: ops._id });
      const second = await gateway.createHire({ departmentId: ops._id });
      const untouched = await gateway.createHire({ departmentId: operationsDept._id });

      const merged = await merge('departments', ops, operationsDept._id);
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json()).toMatchObject({
        message: 'Department “Ops” merged into “Operations”: 2 hires moved, and its rules with them.',
        data: { merged: { _id: ops._id, archived: true, usage: { hires: 0 } }, into: { _id: operationsDept._id, archived: false, usage: { hires: 3 } } },
      });
      for (const hire of [first, second]) {
        const moved = (await gateway.request('GET', `/NewHire/get-hire/${hire._id}`)).json<{ data: { department: unknown; version: number } }>().data;
        expect(moved).toMatchObject({ department: { _id: operationsDept._id, label: 'Operations' }, version: hire.version + 1 });
        const changes = await gateway.request('GET', `/NewHire/hire-changes/${hire._id}`);
        expect(changes.body).toContain('Ops');
      }
      const stillThere = (await gateway.request('GET', `/NewHire/get-hire/${untouched._id}`)).json<{ data: { version: number } }>().data;
      expect(stillThere.version).toBe(untouched.version);
    });

    it('counts the rules that name a value, keeps them through a rename, and moves them with a merge', async () => {
      const north = await added('locations', { name: 'North site' });
      const south = await added('locations', { name: 'South site' });
      const hire = await gateway.createHire({ locationId: north._id });
      const rule = { kind: 'task_template', id: randomUUID() };
      await saveTargetCriteria(gateway.db, gateway.companyId, rule, [{ dimension: 'location', values: [north._id] }]);
      expect(await hiresMatchingTarget(gateway.db, gateway.companyId, rule.kind, rule.id)).toEqual([hire._id]);

      const renamed = (await edit('locations', north, { name: 'Northern site' })).json<{ data: CompanyPlace }>().data;
      expect(renamed.usage).toEqual({ hires: 1, rules: 1 });
      expect(await hiresMatchingTarget(gateway.db, gateway.companyId, rule.kind, rule.id)).toEqual([hire._id]);

      const merged = await merge('locations', renamed, south._id);
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json<{ data: { into: CompanyPlace } }>().data.into.usage).toEqual({ hires: 1, rules: 1 });
      expect((await loadTargetCriteria(gateway.db, gateway.companyId, rule.kind, [rule.id])).get(rule.id)).toEqual([
        { dimension: 'location', values: [south._id] },
      ]);
      expect(await hiresMatchingTarget(gateway.db, gateway.companyId, rule.kind, rule.id)).toEqual([hire._id]);

      // The rule editor's options mark the merged one archived, and every change is in the settings record.
      const options = (await gateway.request('GET', '/settings/criteria/options')).json<{
        data: { dimension: string; values: { value: string; archived: boolean }[] }[];
      }>().data;
      const locations = options.find((option) => option.dimension === 'location')?.values ?? [];
      expect(locations.filter((value) => [north._id, south._id].includes(value.value))).toEqual([
        { value: north._id, label: 'Northern site', archived: true },
        { value: south._id, label: 'South site', archived: false },
      ]);
      const record = await gateway.db
        .selectFrom('setting_changes')
        .select(['action', 'summary', 'changed_by'])
        .where('company_id', '=', gateway.companyId)
        .where('entity_id', '=', north._id)
        .orderBy('changed_at')
        .execute();
      expect(record.map((row) => [row.action, row.summary, row.changed_by])).toEqual([
        ['created', 'Added location “North site”.', gateway.admin.id],
        ['updated', 'Renamed location “North site” to “Northern site”.', gateway.admin.id],
        ['merged', 'Merged “Northern site” into “South site”: 1 hire moved.', gateway.admin.id],
      ]);
    });

    it('refuses a merge into itself, an archived one, another kind’s or another company’s, and a stale version', async () => {
      const alpha = await added('departments', { name: 'Alpha' });
      const beta = await added('departments', { name: 'Beta' });
      const gamma = await added('departments', { name: 'Gamma' });
      await archive('departments', gamma, true);
      const place = await added('locations', { name: 'Lisbon' });
      const globex = (await list('departments', gateway.globex.token))[0] as CompanyPlace;
      const cases: [string, string][] = [
        [alpha._id, 'Choose another department to merge into.'],
        [gamma._id, 'Choose a department that is not archived to merge into.'],
        [place._id, 'Choose a department of your company to merge into.'],
        [globex._id, 'Choose a department of your company to merge into.'],
        ['not-an-id', 'Choose a department of your company to merge into.'],
      ];
      for (const [intoId, message] of cases) {
        const response = await merge('departments', alpha, intoId);
        expect(response.statusCode, intoId).toBe(400);
        expect(failure(response).fieldErrors).toEqual({ intoId: [message] });
      }
      expect((await merge('departments', { ...alpha, version: 7 }, beta._id)).statusCode).toBe(409);
    });

    it('answers 404 for another company’s ids and unknown ones, on every call', async () => {
      const globexPlace = (await list('departments', gateway.globex.token))[0] as CompanyPlace;
      const ghost = { ...globexPlace, _id: randomUUID() };
      const mine = await added('departments', { name: 'Mine' });
      for (const place of [globexPlace, ghost]) {
        for (const response of [
          await edit('departments', place, { name: 'Taken over' }),
          await archive('departments', place, true),
          await merge('departments', place, mine._id),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(failure(response).message).toBe('This department does not exist in your company.');
        }
      }
      expect((await list('departments', gateway.globex.token)).map((place) => place.name)).toEqual(['Research', 'Sales']);
    });

    it('lets coordinators read the lists but refuses their writes, and new hires everything', async () => {
      const any = (await list('departments', operations.token))[0] as CompanyPlace;
      for (const response of [
        await add('departments', { name: 'Coordinators' }, operations.token),
        await edit('departments', any, { name: 'Coordinators' }, operations.token),
        await archive('departments', any, true, operations.token),
        await merge('departments', any, any._id, operations.token),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(failure(response).message).toBe(FORBIDDEN);
      }
      expect((await gateway.request('GET', '/settings/places/departments', { token: newHire.token })).statusCode).toBe(403);
      expect((await gateway.request('GET', '/settings/other-criteria', { token: newHire.token })).statusCode).toBe(403);
    });

    it('keeps other criteria alike: add, list with options, archive', async () => {
      const contractor = await added('other-criteria', { name: 'Contractor' });
      expect(contractor).toMatchObject({ name: 'Contractor', usage: { hires: 0, rules: 0 } });
      const rule = { kind: 'plan', id: randomUUID() };
      await saveTargetCriteria(gateway.db, gateway.companyId, rule, [{ dimension: 'other', values: [contractor._id] }]);
      expect((await list('other-criteria')).find((place) => place._id === contractor._id)?.usage).toEqual({ hires: 0, rules: 1 });
      await archive('other-criteria', contractor, true);
      const options = await gateway.request('GET', '/settings/other-criteria', { token: operations.token });
      expect(options.json()).toEqual({ message: 'Other criteria.', data: [{ _id: contractor._id, label: 'Contractor', archived: true }] });
      const rules = (await gateway.request('GET', '/settings/criteria/options')).json<{ data: unknown[] }>().data;
      expect(rules).toContainEqual({ dimension: 'other', label: 'Other criteria', values: [{ value: contractor._id, label: 'Contractor', archived: true }] });
      // Another company's rule editor has no other criteria of this one.
      const theirs = (await gateway.request('GET', '/settings/criteria/options', { token: gateway.globex.token })).json<{ data: { dimension: string }[] }>()
        .data;
      expect(theirs.map((option) => option.dimension)).not.toContain('other');
    });

    it('sets other criteria on a hire, records the change, lets rules see them, and keeps an archived one only where it is held', async () => {
      const relocating = await added('other-criteria', { name: 'Relocating' });
      const equipment = await added('other-criteria', { name: 'Remote equipment' });
      const hire = await gateway.createHire({ otherCriterionIds: [relocating._id] });
      expect(hire.otherCriteria).toEqual([{ _id: relocating._id, label: 'Relocating', archived: false }]);
      const rule = { kind: 'task_template', id: randomUUID() };
      await saveTargetCriteria(gateway.db, gateway.companyId, rule, [{ dimension: 'other', values: [equipment._id] }]);
      expect(await hiresMatchingTarget(gateway.db, gateway.companyId, rule.kind, rule.id)).toEqual([]);

      const saved = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: { ...editableFields(hire), otherCriterionIds: [equipment._id, relocating._id] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json<{ data: { hire: typeof hire } }>().data.hire;
      expect(after.otherCriteria?.map((option) => option.label)).toEqual(['Relocating', 'Remote equipment']);
      expect(await hiresMatchingTarget(gateway.db, gateway.companyId, rule.kind, rule.id)).toEqual([hire._id]);
      const changes = (await gateway.request('GET', `/NewHire/hire-changes/${hire._id}`)).body;
      expect(changes).toContain('Relocating, Remote equipment');
      expect((await list('other-criteria')).find((place) => place._id === equipment._id)?.usage).toEqual({ hires: 1, rules: 1 });

      // Left out, an edit keeps them; archived, one stays on this hire but is refused for another.
      const kept = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, { body: { ...editableFields(after), jobTitle: 'Analyst' } });
      expect(kept.json<{ data: { hire: typeof hire } }>().data.hire.otherCriteria).toHaveLength(2);
      await archive('other-criteria', equipment, true);
      const again = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: { ...editableFields(kept.json<{ data: { hire: typeof hire } }>().data.hire), otherCriterionIds: [equipment._id] },
      });
      expect(again.statusCode, again.body).toBe(200);
      const refused = await gateway.request('POST', '/NewHire/create-hire', {
        body: {
          firstName: 'Otto',
          lastName: 'Other',
          personalEmail: 'otto.other@personal.example',
          jobTitle: 'Engineer',
          employmentStatus: 'full_time',
          startDate: '2031-01-06',
          timezone: DEFAULT_TIMEZONE,
          otherCriterionIds: [equipment._id],
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(failure(refused).fieldErrors).toEqual({ otherCriterionIds: ['One of the other criteria chosen is archived. Choose another.'] });
      const theirs = await add('other-criteria', { name: 'Theirs' }, gateway.globex.token);
      const foreign = await gateway.request('PUT', `/NewHire/update-hire/${hire._id}`, {
        body: {
          ...editableFields(again.json<{ data: { hire: typeof hire } }>().data.hire),
          otherCriterionIds: [theirs.json<{ data: CompanyPlace }>().data._id],
        },
      });
      expect(foreign.statusCode).toBe(400);
      expect(failure(foreign).fieldErrors).toEqual({ otherCriterionIds: ['Choose other criteria of your company.'] });
    });
  });
}
