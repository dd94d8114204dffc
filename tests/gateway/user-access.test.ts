import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countReach, hiresInReach } from '../../src/gateway/access/hire-reach';
import { loadUserAccess } from '../../src/gateway/access/user-access';
import { hireCriteriaValues } from '../../src/gateway/criteria/hire-criteria';
import { criteriaMatch } from '../../src/gateway/criteria/matching';
import { databaseTargets } from './databases';
import { type HiresGateway, type Person, addOperationsAndNewHire, openHiresGateway } from './new-hires-gateway';
import { setRoleReach, writeCustomRole } from './support/custom-roles';

for (const target of databaseTargets) {
  describe.skipIf(target.unavailable !== undefined)(`a user's access on ${target.name}`, () => {
    let gateway: HiresGateway;
    let operations: Person;
    let newHire: Person;
    let sales: string;
    let engineering = '';
    let london: string;
    const hires: string[] = [];

    beforeAll(async () => {
      gateway = await openHiresGateway(target, 'accessco');
      ({ operations, newHire } = await addOperationsAndNewHire(gateway, 'accessco.example'));
      sales = await gateway.addDepartment(gateway.companyId, 'Sales');
      engineering = await gateway.addDepartment(gateway.companyId, 'Engineering');
      london = await gateway.addLocation(gateway.companyId, 'London');
      const leeds = await gateway.addLocation(gateway.companyId, 'Leeds');
      for (let index = 0; index < 8; index += 1) {
        const hire = await gateway.createHire({ departmentId: index % 2 === 0 ? sales : engineering, locationId: index % 4 < 2 ? london : leeds });
        hires.push(hire._id);
      }
      // One Engineering hire in Leeds is managed by the coordinator.
      await gateway.db.updateTable('new_hires').set({ manager_id: operations.id }).where('id', '=', hires[3]!).execute();
    });
    afterAll(async () => {
      await gateway?.close();
    });

    const reachedIds = async (userId: string) => {
      const access = (await loadUserAccess(gateway.db, gateway.companyId, [userId])).get(userId)!;
      const query = hiresInReach(gateway.db, gateway.companyId, access.reach);
      if (query === null) return 'every';
      return (await query.execute()).map((row) => row.hire_id).sort();
    };

    it('gives an administrative role that reaches every hire every hire, whatever custom roles add', async () => {
      const access = (await loadUserAccess(gateway.db, gateway.companyId, [operations.id, gateway.admin.id])).get(operations.id)!;
      expect(access.reach).toEqual({ kind: 'every' });
      expect(access.rights.has('onb.new_hires.view')).toBe(true);
      expect(await countReach(gateway.db, gateway.companyId, access.reach)).toEqual({ every: true, count: 8 });
    });

    it('limits a coordinator whose role reaches only custom roles to their rule, exceptions and the hires they manage, and unites rights', async () => {
      await setRoleReach(gateway.db, gateway.companyId, 'OPERATIONS', 'custom_roles');
      expect(await reachedIds(operations.id)).toEqual([hires[3]].sort());

      const { roleId } = await writeCustomRole(gateway.db, gateway.companyId, {
        name: 'Sales in London',
        rights: ['onb.reports.manage', 'prf.settings.people.login_as_user'],
        members: [
          {
            userId: operations.id,
            criteria: [
              { dimension: 'department', values: [sales] },
              { dimension: 'location', values: [london] },
            ],
            includeHireIds: [hires[7]!],
            excludeHireIds: [hires[4]!],
          },
        ],
      });
      const definition: string[] = [];
      for (const [index, hireId] of hires.entries()) {
        const values = await hireCriteriaValues(gateway.db, gateway.companyId, hireId);
        const ruled = criteriaMatch(
          [
            { dimension: 'department', values: [sales] },
            { dimension: 'location', values: [london] },
          ],
          values,
        );
        if ((ruled && index !== 4) || index === 7 || index === 3) definition.push(hireId);
      }
      expect(await reachedIds(operations.id)).toEqual(definition.sort());

      const access = (await loadUserAccess(gateway.db, gateway.companyId, [operations.id])).get(operations.id)!;
      expect(access.rights.has('onb.reports.manage')).toBe(true);
      expect(access.rights.has('prf.settings.people.login_as_user')).toBe(true);
      expect(access.rights.has('onb.new_hires.view')).toBe(true);
      expect(access.customRoles).toEqual([{ id: roleId, name: 'Sales in London' }]);
      expect(await countReach(gateway.db, gateway.companyId, access.reach)).toEqual({ every: false, count: definition.length });
    });

    it('reaches every hire of a membership with no rule, and keeps a company administrator on every hire', async () => {
      await writeCustomRole(gateway.db, gateway.companyId, { name: 'Everyone', rights: [], members: [{ userId: operations.id, excludeHireIds: [hires[2]!] }] });
      // Left out of one membership, a hire another does not reach stays out.
      expect(await reachedIds(operations.id)).toEqual(hires.filter((id) => id !== hires[2]).sort());
      expect(await reachedIds(gateway.admin.id)).toBe('every');
    });

    it('keeps a new hire to their own hire, whatever roles say', async () => {
      await gateway.db.updateTable('new_hires').set({ user_id: newHire.id }).where('id', '=', hires[5]!).execute();
      expect(await reachedIds(newHire.id)).toEqual([hires[5]]);
    });

    it('answers nothing for another company’s user', async () => {
      expect((await loadUserAccess(gateway.db, gateway.companyId, [gateway.globex.id])).size).toBe(0);
    });
  });
}
