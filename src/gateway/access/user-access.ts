import type { Criteria } from '@shared/contract/criteria';
import type { UserKind, UserRole } from '@shared/roles';
import type { AdministrativeRole, RoleReach } from '@shared/access';
import { loadTargetCriteria } from '../criteria/target-criteria';
import type { CriteriaDb } from '../criteria/criteria-db';

/** The rule-engine target kind of a custom-role membership: the hires its member reaches through it. */
export const ACCESS_MEMBER_TARGET = 'access_member';

/** One custom-role membership as reach needs it: the member's rule and named exceptions. */
export interface ReachMembership {
  memberId: string;
  roleId: string;
  roleName: string;
  criteria: Criteria;
  includeHireIds: readonly string[];
  excludeHireIds: readonly string[];
}

/**
 * The hires a user's rights apply to (docs/adr/0010-access-levels.md):
 * - `every`: every hire of the company;
 * - `own`: a new hire's account, their own hire only;
 * - `some`: what their memberships reach, and the hires they manage (`managerId`).
 */
export type HireReachRule =
  | { readonly kind: 'every' }
  | { readonly kind: 'own'; readonly userId: string }
  | { readonly kind: 'some'; readonly managerId: string; readonly memberships: readonly ReachMembership[] };

/** What one user holds: the union of their rights, and the hires those rights apply to. */
export interface UserAccess {
  userId: string;
  role: UserRole;
  kind: UserKind;
  isActive: boolean;
  rights: ReadonlySet<string>;
  reach: HireReachRule;
  /** Their custom roles, by id, with names: why they hold what they hold. */
  customRoles: readonly { id: string; name: string }[];
  /**
   * Whether they see hires through the manager's additional access alone: active staff who manage
   * a hire without holding `onb.new_hires.view` otherwise. Then `rights` hold that right and `reach`
   * is the hires they manage, while `taskReach` stays what their own tasks reached before.
   */
  managerAccess: boolean;
  /** The hires whose tasks assigned to them they reach: `reach`, except for the manager's additional access. */
  taskReach: HireReachRule;
}

/** The right the manager's additional access gives, over the hires managed only. */
export const MANAGER_ACCESS_RIGHT = 'onb.new_hires.view';

const EVERY_HIRE_ROLES: readonly UserRole[] = ['SUPER_ADMIN', 'COMPANY_ADMIN'];

/**
 * Computes the access of a company's users (all of them, or those named): their role's grants and
 * their custom roles' rights, united, and their reach. A handful of indexed reads whatever the
 * number of users, so a preview can compute everyone's before and after.
 */
export async function loadUserAccess(db: CriteriaDb, companyId: string, userIds?: readonly string[]): Promise<Map<string, UserAccess>> {
  if (userIds !== undefined && userIds.length === 0) return new Map();
  let usersQuery = db.selectFrom('users').select(['id', 'role', 'kind', 'is_active']).where('company_id', '=', companyId);
  if (userIds !== undefined) usersQuery = usersQuery.where('id', 'in', [...userIds]);
  const users = await usersQuery.execute();
  if (users.length === 0) return new Map();

  const [grants, roleReaches, memberships, managers] = await Promise.all([
    db.selectFrom('role_grants').select(['role', 'permission']).where('company_id', '=', companyId).execute(),
    db.selectFrom('administrative_roles').select(['role', 'reach']).where('company_id', '=', companyId).execute(),
    memberRows(db, companyId, userIds),
    managerIds(db, companyId, userIds),
  ]);
  const grantsOf = groupBy(
    grants,
    (grant) => grant.role,
    (grant) => grant.permission,
  );
  const reachOf = new Map<string, RoleReach>(roleReaches.map((row) => [row.role, row.reach]));
  const memberIds = [...new Set(memberships.map((row) => row.member_id))];
  const [criteria, exceptions, roleRights] = await Promise.all([
    loadTargetCriteria(db, companyId, ACCESS_MEMBER_TARGET, memberIds),
    memberIds.length === 0
      ? []
      : db
          .selectFrom('custom_role_member_hires')
          .select(['member_id', 'hire_id', 'effect'])
          .where('company_id', '=', companyId)
          .where('member_id', 'in', memberIds)
          .execute(),
    memberships.length === 0
      ? []
      : db
          .selectFrom('custom_role_rights')
          .select(['role_id', 'permission'])
          .where('company_id', '=', companyId)
          .where('role_id', 'in', [...new Set(memberships.map((row) => row.role_id))])
          .execute(),
  ]);
  const rightsOfRole = groupBy(
    roleRights,
    (row) => row.role_id,
    (row) => row.permission,
  );
  const included = groupBy(
    exceptions.filter((row) => row.effect === 'include'),
    (row) => row.member_id,
    (row) => row.hire_id,
  );
  const excluded = groupBy(
    exceptions.filter((row) => row.effect === 'exclude'),
    (row) => row.member_id,
    (row) => row.hire_id,
  );
  const membershipsOf = groupBy(
    memberships,
    (row) => row.user_id,
    (row): ReachMembership => ({
      memberId: row.member_id,
      roleId: row.role_id,
      roleName: row.role_name,
      criteria: criteria.get(row.member_id) ?? [],
      includeHireIds: included.get(row.member_id) ?? [],
      excludeHireIds: excluded.get(row.member_id) ?? [],
    }),
  );

  const access = new Map<string, UserAccess>();
  for (const user of users) {
    const own = user.kind === 'staff' ? (membershipsOf.get(user.id) ?? []) : [];
    const rights = new Set([...(grantsOf.get(user.role) ?? []), ...own.flatMap((membership) => rightsOfRole.get(membership.roleId) ?? [])]);
    const reach = reachRule(user, reachOf, own);
    const managerAccess = user.kind === 'staff' && Boolean(user.is_active) && managers.has(user.id) && !rights.has(MANAGER_ACCESS_RIGHT);
    if (managerAccess) rights.add(MANAGER_ACCESS_RIGHT);
    access.set(user.id, {
      userId: user.id,
      role: user.role,
      kind: user.kind,
      isActive: Boolean(user.is_active),
      rights,
      reach: managerAccess ? { kind: 'some', managerId: user.id, memberships: [] } : reach,
      customRoles: own.map((membership) => ({ id: membership.roleId, name: membership.roleName })),
      managerAccess,
      taskReach: reach,
    });
  }
  return access;
}

function reachRule(
  user: { id: string; role: UserRole; kind: UserKind },
  reachOf: ReadonlyMap<string, RoleReach>,
  memberships: readonly ReachMembership[],
): HireReachRule {
  if (user.kind === 'new_hire') return { kind: 'own', userId: user.id };
  if (EVERY_HIRE_ROLES.includes(user.role)) return { kind: 'every' };
  const roleReach = reachOf.get(user.role as AdministrativeRole) ?? 'every';
  if (roleReach === 'every') return { kind: 'every' };
  return { kind: 'some', managerId: user.id, memberships };
}

/** Which of the users manage at least one hire of the company. */
async function managerIds(db: CriteriaDb, companyId: string, userIds: readonly string[] | undefined): Promise<Set<string>> {
  let query = db.selectFrom('new_hires').select('manager_id').distinct().where('company_id', '=', companyId).where('manager_id', 'is not', null);
  if (userIds !== undefined) query = query.where('manager_id', 'in', [...userIds]);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.manager_id).filter((id): id is string => id !== null));
}

function memberRows(db: CriteriaDb, companyId: string, userIds: readonly string[] | undefined) {
  let query = db
    .selectFrom('custom_role_members as m')
    .innerJoin('custom_roles as r', (join) => join.onRef('r.id', '=', 'm.role_id').onRef('r.company_id', '=', 'm.company_id'))
    .select(['m.id as member_id', 'm.role_id', 'm.user_id', 'r.name as role_name'])
    .where('m.company_id', '=', companyId)
    .orderBy('r.name_key');
  if (userIds !== undefined) query = query.where('m.user_id', 'in', [...userIds]);
  return query.execute();
}

function groupBy<Row, Value>(rows: readonly Row[], keyOf: (row: Row) => string, valueOf: (row: Row) => Value): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const values = groups.get(key) ?? [];
    values.push(valueOf(row));
    groups.set(key, values);
  }
  return groups;
}
