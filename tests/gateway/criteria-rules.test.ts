import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Criteria, CriteriaOption } from '../../src/shared/contract/criteria';
import { hireCriteriaValues, setHireCriteria } from '../../src/gateway/criteria/hire-criteria';
import { criteriaMatch, countCurrentHiresMatching, hiresMatchingTarget, targetsMatchingHire } from '../../src/gateway/criteria/matching';
import { criteriaUsageByValue, criteriaValueUsage, moveCriteriaValue } from '../../src/gateway/criteria/criteria-values';
import { deleteTargetCriteria, loadTargetCriteria, saveTargetCriteria } from '../../src/gateway/criteria/target-criteria';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, addOperationsAndNewHire, failure, openHiresGateway } from './new-hires-gateway';

const FORBIDDEN = 'You do not have access to this. Ask your company administrator.';
const STATUSES = ['full_time', 'part_time', 'contractor', 'intern'] as const;

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`the rule engine on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;
    let departments: string[];
    let locations: string[];
    const hires: { id: string; status: string }[] = [];

    const matchingHires = (criteria: Criteria, token?: string) => gateway.request('POST', '/settings/criteria/matching-hires', { token, body: { criteria } });

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'rulesco');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'rulesco.example'));
      departments = [await gateway.addDepartment(gateway.companyId, 'Engineering'), await gateway.addDepartment(gateway.companyId, 'Sales')];
      locations = [await gateway.addLocation(gateway.companyId, 'London'), await gateway.addLocation(gateway.companyId, 'Leeds')];
      // Twelve hires over every combination of two departments (or none), two locations and four statuses.
      for (let index = 0; index < 12; index += 1) {
        const hire = await gateway.createHire({
          departmentId: index % 3 === 2 ? undefined : departments[index % 3],
          locationId: locations[index % 2],
          employmentStatus: STATUSES[index % 4],
        });
        hires.push({ id: hire._id, status: hire.status });
      }
      await gateway.setHire(hires[11]!.id, { status: 'withdrawn' });
      hires[11]!.status = 'withdrawn';
      await setHireCriteria(gateway.db, gateway.companyId, hires[0]!.id, 'other', ['relocating']);
    });
    afterAll(async () => {
      await gateway?.close();
    });

    it('keeps each hire’s department, location and employment status as rules see them, whoever writes the hire', async () => {
      const first = await hireCriteriaValues(gateway.db, gateway.companyId, hires[0]!.id);
      expect(Object.fromEntries(first)).toEqual({
        department: [departments[0]],
        location: [locations[0]],
        employment_status: ['full_time'],
        other: ['relocating'],
      });
      expect(Object.fromEntries(await hireCriteriaValues(gateway.db, gateway.companyId, hires[2]!.id))).toEqual({
        location: [locations[0]],
        employment_status: ['contractor'],
      });

      await gateway.db.updateTable('new_hires').set({ department_id: departments[1]!, employment_status: 'intern' }).where('id', '=', hires[2]!.id).execute();
      expect(Object.fromEntries(await hireCriteriaValues(gateway.db, gateway.companyId, hires[2]!.id))).toEqual({
        department: [departments[1]],
        location: [locations[0]],
        employment_status: ['intern'],
      });
      await gateway.db.updateTable('new_hires').set({ department_id: null, employment_status: 'contractor' }).where('id', '=', hires[2]!.id).execute();
      expect(Object.fromEntries(await hireCriteriaValues(gateway.db, gateway.companyId, hires[2]!.id))).toEqual({
        location: [locations[0]],
        employment_status: ['contractor'],
      });
      // Another writer's dimension stays when the built-in ones change.
      await gateway.db.updateTable('new_hires').set({ location_id: locations[1]! }).where('id', '=', hires[0]!.id).execute();
      expect((await hireCriteriaValues(gateway.db, gateway.companyId, hires[0]!.id)).get('other')).toEqual(['relocating']);
      await gateway.db.updateTable('new_hires').set({ location_id: locations[0]! }).where('id', '=', hires[0]!.id).execute();
    });

    it('answers which targets match a hire and which hires match a target exactly as the one definition of a match does', async () => {
      const rules: Record<string, Criteria> = {
        everyone: [],
        engineering: [{ dimension: 'department', values: [departments[0]!] }],
        engineeringInLeeds: [
          { dimension: 'department', values: [departments[0]!] },
          { dimension: 'location', values: [locations[1]!] },
        ],
        eitherDepartmentFullOrPartTime: [
          { dimension: 'department', values: [departments[0]!, departments[1]!] },
          { dimension: 'employment_status', values: ['full_time', 'part_time'] },
        ],
        relocatingInLondon: [
          { dimension: 'other', values: ['relocating'] },
          { dimension: 'location', values: [locations[0]!] },
        ],
        nobody: [{ dimension: 'department', values: ['no-such-department'] }],
      };
      for (const [id, criteria] of Object.entries(rules)) await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'task_template', id }, criteria);
      // Another kind and another company's targets never answer for these.
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: 'a-plan' }, []);
      await saveTargetCriteria(gateway.db, gateway.globex.companyId, { kind: 'task_template', id: 'globex-everyone' }, []);

      const values = new Map(
        await Promise.all(hires.map(async (hire) => [hire.id, await hireCriteriaValues(gateway.db, gateway.companyId, hire.id)] as const)),
      );
      for (const hire of hires) {
        const expected = Object.entries(rules)
          .filter(([, criteria]) => criteriaMatch(criteria, values.get(hire.id)!))
          .map(([id]) => id)
          .sort();
        expect(await targetsMatchingHire(gateway.db, gateway.companyId, 'task_template', hire.id)).toEqual(expected);
      }
      for (const [id, criteria] of Object.entries(rules)) {
        const expected = hires
          .filter((hire) => criteriaMatch(criteria, values.get(hire.id)!))
          .map((hire) => hire.id)
          .sort();
        expect(await hiresMatchingTarget(gateway.db, gateway.companyId, 'task_template', id), id).toEqual(expected);
        const current = hires.filter((hire) => hire.status !== 'withdrawn' && expected.includes(hire.id)).length;
        expect(await countCurrentHiresMatching(gateway.db, gateway.companyId, criteria), id).toBe(current);
      }
      expect(await hiresMatchingTarget(gateway.db, gateway.companyId, 'task_template', 'nobody')).toEqual([]);
      expect(current(rules.engineering!)).toBeGreaterThan(0);

      function current(criteria: Criteria) {
        return hires.filter((hire) => hire.status !== 'withdrawn' && criteriaMatch(criteria, values.get(hire.id)!)).length;
      }
    });

    it('keeps, loads and forgets a target’s criteria', async () => {
      const criteria: Criteria = [
        { dimension: 'department', values: [departments[1]!, departments[0]!] },
        { dimension: 'employment_status', values: ['intern'] },
      ];
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: 'kept' }, criteria);
      const loaded = await loadTargetCriteria(gateway.db, gateway.companyId, 'plan', ['kept', 'a-plan']);
      expect(loaded.get('a-plan')).toBeUndefined();
      expect(loaded.get('kept')?.map((entry) => [entry.dimension, [...entry.values].sort()])).toEqual([
        ['department', [...departments].sort()],
        ['employment_status', ['intern']],
      ]);
      await deleteTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: 'kept' });
      expect((await loadTargetCriteria(gateway.db, gateway.companyId, 'plan', ['kept'])).size).toBe(0);
      expect(await targetsMatchingHire(gateway.db, gateway.companyId, 'plan', hires[0]!.id)).toEqual(['a-plan']);
    });

    it('moves rules and hire values from one value to another, as a merge does, and counts where a value is used', async () => {
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: 'both' }, [{ dimension: 'other', values: ['relocating', 'remote'] }]);
      await saveTargetCriteria(gateway.db, gateway.companyId, { kind: 'plan', id: 'relocating-only' }, [{ dimension: 'other', values: ['relocating'] }]);
      expect(await criteriaValueUsage(gateway.db, gateway.companyId, 'other', 'relocating')).toBe(3);
      expect(Object.fromEntries(await criteriaUsageByValue(gateway.db, gateway.companyId, 'other'))).toEqual({ relocating: 3, remote: 1 });

      await moveCriteriaValue(gateway.db, gateway.companyId, 'other', 'relocating', 'remote');
      expect(await criteriaValueUsage(gateway.db, gateway.companyId, 'other', 'relocating')).toBe(0);
      expect(await criteriaValueUsage(gateway.db, gateway.companyId, 'other', 'remote')).toBe(3);
      expect((await loadTargetCriteria(gateway.db, gateway.companyId, 'plan', ['both'])).get('both')).toEqual([{ dimension: 'other', values: ['remote'] }]);
      expect((await hireCriteriaValues(gateway.db, gateway.companyId, hires[0]!.id)).get('other')).toEqual(['remote']);
      await moveCriteriaValue(gateway.db, gateway.companyId, 'other', 'remote', 'relocating');
    });

    it('offers the company’s own departments, locations and employment statuses to the rule editor', async () => {
      const response = await gateway.request('GET', '/settings/criteria/options', { token: operations.token });
      expect(response.statusCode, response.body).toBe(200);
      const options = response.json<{ data: CriteriaOption[] }>().data;
      expect(options.map((option) => [option.dimension, option.label, option.values.map((value) => value.label)])).toEqual([
        ['department', 'Department', ['Engineering', 'Sales']],
        ['location', 'Location', ['Leeds', 'London']],
        ['employment_status', 'Employment status', ['Full time', 'Part time', 'Contractor', 'Intern']],
      ]);
      expect((await gateway.request('GET', '/settings/criteria/options', { token: newHire.token })).statusCode).toBe(403);
    });

    it('counts the current hires criteria match while they are edited, refusing values the company does not have', async () => {
      const engineering: Criteria = [{ dimension: 'department', values: [departments[0]!] }];
      const response = await matchingHires(engineering, operations.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: { count: number } }>().data.count).toBe(await countCurrentHiresMatching(gateway.db, gateway.companyId, engineering));
      expect(response.json<{ data: { count: number } }>().data.count).toBe(4);

      const everyone = await matchingHires([]);
      expect(everyone.json<{ data: { count: number } }>().data.count).toBe(11);

      const globexDepartment = await gateway.addDepartment(gateway.globex.companyId, 'Globex engineering');
      const foreign = await matchingHires([{ dimension: 'department', values: [globexDepartment] }]);
      expect(foreign.statusCode).toBe(400);
      expect(failure(foreign).fieldErrors).toEqual({ criteria: ['Department: one of the chosen values does not exist in this company.'] });
      const unknownStatus = await matchingHires([{ dimension: 'employment_status', values: ['volunteer'] }]);
      expect(failure(unknownStatus).message).toBe('Employment status: one of the chosen values does not exist in this company.');
      const twice = await matchingHires([
        { dimension: 'location', values: [locations[0]!] },
        { dimension: 'location', values: [locations[1]!] },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(failure(twice).message).toBe('Set each criterion once.');
      const empty = await matchingHires([{ dimension: 'location', values: [] }]);
      expect(failure(empty).message).toBe('Choose at least one value, or remove the criterion.');
      const unknownDimension = await matchingHires([{ dimension: 'salary', values: ['high'] }]);
      expect(failure(unknownDimension).message).toBe('Choose department, location, employment status, other criteria or a custom field.');
      const forbidden = await matchingHires(engineering, newHire.token);
      expect(forbidden.statusCode).toBe(403);
      expect(failure(forbidden).message).toBe(FORBIDDEN);
    });
  });
}
