import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Criteria } from '../../../src/shared/contract/criteria';
import { saveTargetCriteria } from '../../../src/gateway/criteria/target-criteria';
import { ACCESS_MEMBER_TARGET } from '../../../src/gateway/access/user-access';
import type { GatewayDatabase } from '../../../src/gateway/db/schema';

export interface RoleMember {
  userId: string;
  criteria?: Criteria;
  includeHireIds?: string[];
  excludeHireIds?: string[];
}

/** Writes a custom role as the access pages would save it: its rights and, per member, their rule and exceptions. */
export async function writeCustomRole(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  role: { name: string; rights: string[]; members: RoleMember[] },
): Promise<{ roleId: string; memberIds: string[] }> {
  const roleId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('custom_roles')
    .values({
      id: roleId,
      company_id: companyId,
      name: role.name,
      name_key: role.name.trim().toLowerCase(),
      created_by: null,
      created_at: now,
      updated_by: null,
      updated_at: now,
    })
    .execute();
  if (role.rights.length > 0) {
    await db
      .insertInto('custom_role_rights')
      .values(role.rights.map((permission) => ({ company_id: companyId, role_id: roleId, permission })))
      .execute();
  }
  const memberIds: string[] = [];
  for (const member of role.members) {
    const memberId = randomUUID();
    memberIds.push(memberId);
    await db.insertInto('custom_role_members').values({ id: memberId, company_id: companyId, role_id: roleId, user_id: member.userId }).execute();
    await saveTargetCriteria(db, companyId, { kind: ACCESS_MEMBER_TARGET, id: memberId }, member.criteria ?? []);
    const exceptions = [
      ...(member.includeHireIds ?? []).map((hireId) => ({ company_id: companyId, member_id: memberId, hire_id: hireId, effect: 'include' as const })),
      ...(member.excludeHireIds ?? []).map((hireId) => ({ company_id: companyId, member_id: memberId, hire_id: hireId, effect: 'exclude' as const })),
    ];
    if (exceptions.length > 0) await db.insertInto('custom_role_member_hires').values(exceptions).execute();
  }
  return { roleId, memberIds };
}

/** Sets an administrative role's reach, as the administrative access page would. */
export async function setRoleReach(db: Kysely<GatewayDatabase>, companyId: string, role: 'ADMIN' | 'OPERATIONS' | 'SUPPORT', reach: 'every' | 'custom_roles') {
  await db
    .insertInto('administrative_roles')
    .values({ company_id: companyId, role, reach })
    .onConflict((conflict) => conflict.columns(['company_id', 'role']).doUpdateSet({ reach }))
    .execute();
}

/** Sets the rights an administrative role holds, as the administrative access page would (the grants' trigger raises the access generation). */
export async function setRoleGrants(db: Kysely<GatewayDatabase>, companyId: string, role: 'ADMIN' | 'OPERATIONS' | 'SUPPORT', rights: readonly string[]) {
  await db.deleteFrom('role_grants').where('company_id', '=', companyId).where('role', '=', role).execute();
  if (rights.length > 0) {
    await db
      .insertInto('role_grants')
      .values(rights.map((permission) => ({ company_id: companyId, role, permission })))
      .execute();
  }
}
