import { CURRENT_HIRE_STATUSES } from '@shared/criteria';
import type { AccessSource, HireReach, PersonAccess } from '@shared/contract/access';
import type { StaffRole } from '@shared/contract/people';
import type { OperationHandler } from '../http/operation-handler';
import { companyStaff, personStatus } from '../people/people-view';
import type { GatewayServices } from '../services';
import { ACCESS_SETTINGS_TEXT } from './access-text';
import { countReach } from './hire-reach';
import { loadUserAccess } from './user-access';

/**
 * `GET settings/permissions/people`: every staff user, as people.list orders them, with the rights
 * they hold, how many current hires they reach, and why: their role, their custom roles, and the
 * current hires they manage.
 */
export function listPeopleAccessHandler(services: GatewayServices): OperationHandler<'access.people'> {
  return async (_input, { caller }) => {
    const { db } = services;
    const [people, access, managed] = await Promise.all([
      companyStaff(db, caller.companyId),
      loadUserAccess(db, caller.companyId),
      db
        .selectFrom('new_hires')
        .select(['manager_id', (select) => select.fn.countAll<number | string>().as('count')])
        .where('company_id', '=', caller.companyId)
        .where('status', 'in', [...CURRENT_HIRE_STATUSES])
        .where('manager_id', 'is not', null)
        .groupBy('manager_id')
        .execute(),
    ]);
    const reports = new Map(managed.map((row) => [row.manager_id, Number(row.count)]));
    let everyHire: Promise<HireReach> | undefined;
    const data: PersonAccess[] = [];
    for (const person of people) {
      const held = access.get(person.id);
      if (held === undefined) continue;
      // Everyone who reaches every hire reaches the same number: counted once.
      const reach = held.reach.kind === 'every' ? (everyHire ??= countReach(db, caller.companyId, held.reach)) : countReach(db, caller.companyId, held.reach);
      const managing = reports.get(person.id) ?? 0;
      const sources: AccessSource[] = [
        { kind: 'role', role: person.role as StaffRole },
        ...held.customRoles.map((role) => ({ kind: 'customRole' as const, roleId: role.id, name: role.name })),
        ...(managing > 0 ? [{ kind: 'manager' as const, reports: managing }] : []),
      ];
      data.push({
        userId: person.id,
        fullName: `${person.first_name} ${person.last_name}`.trim(),
        email: person.email,
        role: person.role as StaffRole,
        status: personStatus(person),
        rights: [...held.rights].sort(),
        reach: await reach,
        sources,
      });
    }
    return { message: ACCESS_SETTINGS_TEXT.people, data };
  };
}
