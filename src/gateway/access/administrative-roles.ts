import {
  ACCESS_PAGE_TEXT,
  ADMINISTRATIVE_ROLES,
  ADMINISTRATIVE_ROLE_LABELS,
  type AdministrativeRole,
  FIXED_ADMINISTRATIVE_RIGHTS,
  GRANTABLE_RIGHTS,
  type RoleReach,
} from '@shared/access';
import type { AdministrativeRoleAccess } from '@shared/contract/access';
import type { CriteriaDb } from '../criteria/criteria-db';
import { badRequest, type OnboardingCaller, staleVersion } from '../onboarding/onboarding-access';
import { ACCESS_SETTINGS_TEXT } from './access-text';
import { recordAccessChange } from './access-record';
import { reachInWords, rightInWords, rightsInWords } from './access-words';

const COMPANY_ADMIN: AdministrativeRole = 'COMPANY_ADMIN';

export interface AdministrativeSetting {
  role: AdministrativeRole;
  /** The grantable rights its grants hold, sorted. */
  rights: string[];
  reach: RoleReach;
  version: number;
}

/** The administrative roles' rights (their grants among the grantable rights) and reach; a role without a row reaches every hire at version 1. */
export async function loadAdministrativeSettings(db: CriteriaDb, companyId: string): Promise<AdministrativeSetting[]> {
  const [grants, rows] = await Promise.all([
    db
      .selectFrom('role_grants')
      .select(['role', 'permission'])
      .where('company_id', '=', companyId)
      .where('role', 'in', [...ADMINISTRATIVE_ROLES])
      .where('permission', 'in', [...GRANTABLE_RIGHTS])
      .execute(),
    db.selectFrom('administrative_roles').select(['role', 'reach', 'version']).where('company_id', '=', companyId).execute(),
  ]);
  return ADMINISTRATIVE_ROLES.map((role) => {
    const row = rows.find((each) => each.role === role);
    return {
      role,
      rights: grants
        .filter((grant) => grant.role === role)
        .map((grant) => grant.permission)
        .sort(),
      reach: role === COMPANY_ADMIN ? 'every' : (row?.reach ?? 'every'),
      version: Number(row?.version ?? 1),
    };
  });
}

/** The four administrative roles as /settings/permissions/administrative-edit-access shows them. */
export async function loadAdministrativeRoles(db: CriteriaDb, companyId: string): Promise<AdministrativeRoleAccess[]> {
  const [settings, holders] = await Promise.all([
    loadAdministrativeSettings(db, companyId),
    db
      .selectFrom('users')
      .select(['role', (select) => select.fn.countAll<number | string>().as('count')])
      .where('company_id', '=', companyId)
      .where('kind', '=', 'staff')
      .where('is_active', '=', true)
      .groupBy('role')
      .execute(),
  ]);
  return settings.map((setting) => ({
    ...setting,
    fixedRights: [...FIXED_ADMINISTRATIVE_RIGHTS[setting.role]].sort(),
    reachFixed: setting.role === COMPANY_ADMIN,
    holders: Number(holders.find((row) => row.role === setting.role)?.count ?? 0),
  }));
}

export interface AdministrativeChange {
  role: AdministrativeRole;
  rights: readonly string[];
  reach: RoleReach;
  version: number;
}

/**
 * Sets an administrative role's rights and reach from the version the caller read, in `trx`: the
 * company administrator's are fixed (400); the role's fixed rights are kept whatever is sent; of
 * its grants only the grantable rights are replaced (others, such as other products' rights, stay);
 * the reach and version are written, and the change recorded. The save and its preview both run it.
 */
export async function changeAdministrativeRole(trx: CriteriaDb, caller: OnboardingCaller, change: AdministrativeChange): Promise<void> {
  if (change.role === COMPANY_ADMIN) throw badRequest(ACCESS_PAGE_TEXT.companyAdminFixed, { role: [ACCESS_PAGE_TEXT.companyAdminFixed] });
  const before = (await loadAdministrativeSettings(trx, caller.companyId)).find((setting) => setting.role === change.role);
  if (before === undefined) throw new Error(`${change.role} is no administrative role`);
  if (before.version !== change.version) throw staleVersion(ACCESS_SETTINGS_TEXT.staleAdministrative, { currentVersion: before.version });

  const rights = [...new Set([...change.rights, ...FIXED_ADMINISTRATIVE_RIGHTS[change.role]])].sort();
  const removed = before.rights.filter((right) => !rights.includes(right));
  const added = rights.filter((right) => !before.rights.includes(right));
  if (removed.length > 0) {
    await trx.deleteFrom('role_grants').where('company_id', '=', caller.companyId).where('role', '=', change.role).where('permission', 'in', removed).execute();
  }
  if (added.length > 0) {
    await trx
      .insertInto('role_grants')
      .values(added.map((permission) => ({ company_id: caller.companyId, role: change.role, permission })))
      .execute();
  }
  const written = await trx
    .insertInto('administrative_roles')
    .values({ company_id: caller.companyId, role: change.role, reach: change.reach, version: change.version + 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['company_id', 'role'])
        .doUpdateSet({ reach: change.reach, version: change.version + 1 })
        .where('administrative_roles.version', '=', change.version),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) throw staleVersion(ACCESS_SETTINGS_TEXT.staleAdministrative, { currentVersion: change.version + 1 });

  const after = { ...before, rights, reach: change.reach };
  await recordAccessChange(trx, caller, {
    entityId: change.role,
    action: 'updated',
    summary: administrativeSummary(before, after, added, removed),
    before: administrativeInWords(before),
    after: administrativeInWords(after),
  });
}

function administrativeInWords(setting: Pick<AdministrativeSetting, 'role' | 'rights' | 'reach'>): string {
  return [
    ACCESS_SETTINGS_TEXT.administrativeSubject(ADMINISTRATIVE_ROLE_LABELS[setting.role]),
    `Rights: ${rightsInWords(setting.rights)}`,
    `Reach: ${reachInWords(setting.reach)}`,
  ].join('\n');
}

function administrativeSummary(before: AdministrativeSetting, after: AdministrativeSetting, added: string[], removed: string[]): string {
  const parts = [
    ...(added.length > 0 ? [`gives ${added.map(rightInWords).join(', ')}`] : []),
    ...(removed.length > 0 ? [`takes away ${removed.map(rightInWords).join(', ')}`] : []),
    ...(before.reach !== after.reach ? [`now reaches: ${reachInWords(after.reach)}`] : []),
  ];
  const label = ADMINISTRATIVE_ROLE_LABELS[after.role];
  return parts.length === 0 ? `${label}: saved unchanged.` : `${label}: ${parts.join('; ')}.`;
}
