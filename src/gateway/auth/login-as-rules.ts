import type { Kysely } from 'kysely';
import { LOGIN_AS_MESSAGES, LOGIN_AS_PERMISSION } from '@shared/login-as';
import type { UserRole } from '@shared/roles';
import { hiresInReach } from '../access/hire-reach';
import { type UserAccess, loadUserAccess } from '../access/user-access';
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

/** Whether the user holds "login as a user", among the rights their role and custom roles give. */
export async function mayLogInAs(db: Kysely<GatewayDatabase>, companyId: string, userId: string): Promise<boolean> {
  return (await loadUserAccess(db, companyId, [userId])).get(userId)?.rights.has(LOGIN_AS_PERMISSION) === true;
}

/**
 * Why the actor may not act as the target, or undefined when they may: acting as someone shows what
 * they may see and do, so a staff target must hold no right the actor does not, and no target may
 * reach a hire the actor does not (docs/adr/0010-access-levels.md).
 */
export async function widerAccessThanActor(db: Kysely<GatewayDatabase>, companyId: string, actorId: string, targetId: string): Promise<string | undefined> {
  const access = await loadUserAccess(db, companyId, [actorId, targetId]);
  const actor = access.get(actorId);
  const target = access.get(targetId);
  if (actor === undefined || target === undefined) return LOGIN_AS_MESSAGES.notAllowed;
  // A new hire's rights are over their own hire alone (their welcome page, tasks and profile): reaching that hire is what counts.
  if (target.kind === 'staff' && [...target.rights].some((right) => !actor.rights.has(right))) return LOGIN_AS_MESSAGES.moreRights;
  return (await reachesBeyond(db, companyId, target, actor)) ? LOGIN_AS_MESSAGES.widerReach : undefined;
}

/** Whether `wider` reaches a hire `narrower` does not: one query, stopped at the first such hire. */
async function reachesBeyond(db: Kysely<GatewayDatabase>, companyId: string, wider: UserAccess, narrower: UserAccess): Promise<boolean> {
  const reachedByNarrower = hiresInReach(db, companyId, narrower.reach);
  if (reachedByNarrower === null) return false;
  const reachedByWider = hiresInReach(db, companyId, wider.reach);
  if (reachedByWider === null) return true;
  const beyond = await db
    .selectFrom(reachedByWider.as('wider'))
    .select('wider.hire_id')
    .where('wider.hire_id', 'not in', reachedByNarrower)
    .limit(1)
    .executeTakeFirst();
  return beyond !== undefined;
}

/** The administrator of an acting session, while still active and still allowed to act. */
export async function standingActor(db: Kysely<GatewayDatabase>, companyId: string, actorUserId: string): Promise<CompanyMember | undefined> {
  const actor = await findCompanyMember(db, companyId, actorUserId);
  if (actor === undefined || !actor.isActive) return undefined;
  return (await mayLogInAs(db, companyId, actor.id)) ? actor : undefined;
}
