import type { Kysely } from 'kysely';
import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import type { UserRole } from '@shared/roles';
import type { GatewayDatabase } from '../db/schema';
import { fullNameOf } from '../users/session-user';

/** Higher outranks lower: an administrator may act as a user of their own rank or below, never above. */
const ROLE_RANK: Readonly<Record<UserRole, number>> = {
  SUPER_ADMIN: 5,
  COMPANY_ADMIN: 4,
  ADMIN: 3,
  OPERATIONS: 2,
  SUPPORT: 1,
  NEW_HIRE: 0,
};

export function outranks(role: UserRole, other: UserRole): boolean {
  return ROLE_RANK[role] > ROLE_RANK[other];
}

export interface CompanyMember {
  id: string;
  fullName: string;
  role: UserRole;
  isActive: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user of the company; undefined for an unknown id, a malformed one or another company's. */
export async function findCompanyMember(db: Kysely<GatewayDatabase>, companyId: string, userId: string): Promise<CompanyMember | undefined> {
  if (!UUID.test(userId)) return undefined;
  const row = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role', 'is_active'])
    .where('company_id', '=', companyId)
    .where('id', '=', userId.toLowerCase())
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, fullName: fullNameOf(row), role: row.role, isActive: Boolean(row.is_active) };
}

/** Whether the role holds "login as a user" in this company's grants. */
export async function mayLogInAs(db: Kysely<GatewayDatabase>, companyId: string, role: UserRole): Promise<boolean> {
  const grant = await db
    .selectFrom('role_grants')
    .select('permission')
    .where('company_id', '=', companyId)
    .where('role', '=', role)
    .where('permission', '=', LOGIN_AS_PERMISSION)
    .executeTakeFirst();
  return grant !== undefined;
}

/** The administrator of an acting session, while still active and still allowed to act. */
export async function standingActor(db: Kysely<GatewayDatabase>, companyId: string, actorUserId: string): Promise<CompanyMember | undefined> {
  const actor = await findCompanyMember(db, companyId, actorUserId);
  if (actor === undefined || !actor.isActive) return undefined;
  return (await mayLogInAs(db, companyId, actor.role)) ? actor : undefined;
}
