import type { Criteria } from '@shared/contract/criteria';
import type { CustomRole } from '@shared/contract/access';
import type { CriteriaDb } from '../criteria/criteria-db';
import { loadTargetCriteria } from '../criteria/target-criteria';
import { hireFullName } from '../onboarding/hires/hire-names';
import { countMembershipReach } from './hire-reach';
import { ACCESS_MEMBER_TARGET } from './user-access';

interface HireName {
  _id: string;
  fullName: string;
}

/** A custom role as stored: its rights, and per member (by membership id) their rule and named exceptions. */
export interface CustomRoleSetting {
  id: string;
  name: string;
  description: string;
  rights: string[];
  version: number;
  updatedAt: string;
  members: {
    memberId: string;
    userId: string;
    fullName: string;
    criteria: Criteria;
    includeHires: HireName[];
    excludeHires: HireName[];
  }[];
}

/** The company's custom roles (or the one named) by name, members by name, exceptions by hire name. */
export async function loadCustomRoleSettings(db: CriteriaDb, companyId: string, roleId?: string): Promise<CustomRoleSetting[]> {
  let rolesQuery = db
    .selectFrom('custom_roles')
    .select(['id', 'name', 'description', 'version', 'updated_at'])
    .where('company_id', '=', companyId)
    .orderBy('name_key')
    .orderBy('id');
  if (roleId !== undefined) rolesQuery = rolesQuery.where('id', '=', roleId);
  const roles = await rolesQuery.execute();
  if (roles.length === 0) return [];
  const roleIds = roles.map((role) => role.id);

  const [rights, members] = await Promise.all([
    db.selectFrom('custom_role_rights').select(['role_id', 'permission']).where('company_id', '=', companyId).where('role_id', 'in', roleIds).execute(),
    db
      .selectFrom('custom_role_members as m')
      .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'm.user_id').onRef('u.company_id', '=', 'm.company_id'))
      .select(['m.id', 'm.role_id', 'm.user_id', 'u.first_name', 'u.last_name'])
      .where('m.company_id', '=', companyId)
      .where('m.role_id', 'in', roleIds)
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('m.user_id')
      .execute(),
  ]);
  const memberIds = members.map((member) => member.id);
  const [criteria, exceptions] = await Promise.all([
    loadTargetCriteria(db, companyId, ACCESS_MEMBER_TARGET, memberIds),
    memberIds.length === 0
      ? []
      : db
          .selectFrom('custom_role_member_hires as e')
          .innerJoin('new_hires as h', (join) => join.onRef('h.id', '=', 'e.hire_id').onRef('h.company_id', '=', 'e.company_id'))
          .select(['e.member_id', 'e.effect', 'h.id', 'h.first_name', 'h.last_name'])
          .where('e.company_id', '=', companyId)
          .where('e.member_id', 'in', memberIds)
          .orderBy('h.first_name')
          .orderBy('h.last_name')
          .orderBy('h.id')
          .execute(),
  ]);
  const hiresOf = (memberId: string, effect: 'include' | 'exclude') =>
    exceptions.filter((row) => row.member_id === memberId && row.effect === effect).map((row) => ({ _id: row.id, fullName: hireFullName(row) }));

  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    rights: rights
      .filter((row) => row.role_id === role.id)
      .map((row) => row.permission)
      .sort(),
    version: Number(role.version),
    updatedAt: new Date(role.updated_at).toISOString(),
    members: members
      .filter((member) => member.role_id === role.id)
      .map((member) => ({
        memberId: member.id,
        userId: member.user_id,
        fullName: `${member.first_name} ${member.last_name}`.trim(),
        criteria: criteria.get(member.id) ?? [],
        includeHires: hiresOf(member.id, 'include'),
        excludeHires: hiresOf(member.id, 'exclude'),
      })),
  }));
}

/** The custom roles as /settings/permissions/custom-access shows them: each member with the current hires they reach through the role. */
export async function loadCustomRoles(db: CriteriaDb, companyId: string, roleId?: string): Promise<CustomRole[]> {
  const settings = await loadCustomRoleSettings(db, companyId, roleId);
  const roles: CustomRole[] = [];
  for (const setting of settings) {
    const members: CustomRole['members'] = [];
    for (const { memberId, ...member } of setting.members) {
      const reach = await countMembershipReach(db, companyId, {
        memberId,
        roleId: setting.id,
        roleName: setting.name,
        criteria: member.criteria,
        includeHireIds: member.includeHires.map((hire) => hire._id),
        excludeHireIds: member.excludeHires.map((hire) => hire._id),
      });
      members.push({ ...member, reach });
    }
    roles.push({
      _id: setting.id,
      name: setting.name,
      description: setting.description,
      rights: setting.rights,
      members,
      version: setting.version,
      updatedAt: setting.updatedAt,
    });
  }
  return roles;
}
