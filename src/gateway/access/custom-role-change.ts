import { randomUUID } from 'node:crypto';
import { ACCESS_PAGE_TEXT } from '@shared/access';
import type { Criteria, CriteriaOption } from '@shared/contract/criteria';
import { isUniqueViolation } from '../auth/signup/unique-violation';
import type { CriteriaDb } from '../criteria/criteria-db';
import { criteriaOptions } from '../criteria/criteria-options';
import { checkCriteria } from '../criteria/criteria-values';
import { deleteTargetCriteria, saveTargetCriteria } from '../criteria/target-criteria';
import { GatewayError } from '../http/gateway-error';
import { recordIdOf } from '../onboarding/hires/record-ids';
import { badRequest, notFound, type OnboardingCaller, staleVersion } from '../onboarding/onboarding-access';
import { recordAccessChange } from './access-record';
import { ACCESS_SETTINGS_TEXT } from './access-text';
import { criteriaInWords, rightsInWords } from './access-words';
import { type CustomRoleSetting, loadCustomRoleSettings } from './custom-role-view';
import { ACCESS_MEMBER_TARGET } from './user-access';

export interface CustomRoleFields {
  name: string;
  description: string;
  rights: readonly string[];
  members: readonly { userId: string; criteria: Criteria; includeHireIds: readonly string[]; excludeHireIds: readonly string[] }[];
}

/** A change of a custom role; `version` is what the caller read (a preview names none, and changes the role as it is). */
export type CustomRoleChange =
  | { kind: 'create'; fields: CustomRoleFields }
  | { kind: 'update'; id: string; version?: number; fields: CustomRoleFields }
  | { kind: 'delete'; id: string; version?: number };

const RECORDED = {
  create: { action: 'created', summary: ACCESS_PAGE_TEXT.roleCreated },
  update: { action: 'updated', summary: ACCESS_PAGE_TEXT.roleSaved },
  delete: { action: 'deleted', summary: ACCESS_PAGE_TEXT.roleDeleted },
} as const;

/**
 * Creates, changes or deletes a custom role in `trx`, recorded with the role before and after in
 * words; the save and its preview both run it. Answers the role's id and name.
 */
export async function changeCustomRole(trx: CriteriaDb, caller: OnboardingCaller, change: CustomRoleChange): Promise<{ id: string; name: string }> {
  const { companyId } = caller;
  const before = change.kind === 'create' ? null : await requireCustomRole(trx, companyId, change.id, change.version);
  if (change.kind !== 'delete') await checkCustomRole(trx, companyId, change.fields, before?.id ?? null);

  const id = before?.id ?? randomUUID();
  if (change.kind !== 'delete') await writeRole(trx, caller, id, change.fields, before);
  else if (before !== null) await deleteRole(trx, companyId, before);

  const after = change.kind === 'delete' ? null : ((await loadCustomRoleSettings(trx, companyId, id))[0] ?? null);
  const options = await criteriaOptions(trx, companyId);
  const name = after?.name ?? before?.name ?? '';
  const recorded = RECORDED[change.kind];
  await recordAccessChange(trx, caller, {
    entityId: id,
    action: recorded.action,
    summary: recorded.summary(name),
    before: before === null ? null : customRoleInWords(before, options),
    after: after === null ? null : customRoleInWords(after, options),
  });
  return { id, name };
}

/** The company's custom role at the version named (404 alike for an unknown id and another company's; 409 when stale). */
async function requireCustomRole(trx: CriteriaDb, companyId: string, roleId: string, version: number | undefined): Promise<CustomRoleSetting> {
  const id = recordIdOf(roleId);
  const role = id === null ? undefined : (await loadCustomRoleSettings(trx, companyId, id))[0];
  if (role === undefined) throw notFound(ACCESS_PAGE_TEXT.roleNotFound);
  if (version !== undefined && role.version !== version) throw staleVersion(ACCESS_PAGE_TEXT.staleRole, { currentVersion: role.version });
  return role;
}

const nameKeyOf = (name: string) => name.trim().toLowerCase();

/**
 * Refuses (400, every wrong field named) a name another role of the company has, a member who is not
 * an active staff user of the company, a hire not of the company, and criteria values it does not have.
 */
async function checkCustomRole(trx: CriteriaDb, companyId: string, fields: CustomRoleFields, roleId: string | null): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  let takenQuery = trx.selectFrom('custom_roles').select('id').where('company_id', '=', companyId).where('name_key', '=', nameKeyOf(fields.name));
  if (roleId !== null) takenQuery = takenQuery.where('id', '<>', roleId);
  if ((await takenQuery.executeTakeFirst()) !== undefined) fieldErrors.name = [ACCESS_PAGE_TEXT.roleNameTaken];

  const userIds = fields.members.map((member) => recordIdOf(member.userId)).filter((userId): userId is string => userId !== null);
  const staff = new Set(
    userIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('users')
            .select('id')
            .where('company_id', '=', companyId)
            .where('kind', '=', 'staff')
            // Someone deactivated stays a member of the roles they held, so those roles can still be edited.
            .where((where) =>
              roleId === null
                ? where('is_active', '=', true)
                : where.or([
                    where('is_active', '=', true),
                    where(
                      'id',
                      'in',
                      where.selectFrom('custom_role_members').select('user_id').where('company_id', '=', companyId).where('role_id', '=', roleId),
                    ),
                  ]),
            )
            .where('id', 'in', userIds)
            .execute()
        ).map((row) => row.id),
  );
  const hireIds = fields.members
    .flatMap((member) => [...member.includeHireIds, ...member.excludeHireIds].map(recordIdOf))
    .filter((hireId): hireId is string => hireId !== null);
  const hires = new Set(
    hireIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('new_hires')
            .select('id')
            .where('company_id', '=', companyId)
            .where('id', 'in', [...new Set(hireIds)])
            .execute()
        ).map((row) => row.id),
  );
  const isHire = (hireId: string) => hires.has(recordIdOf(hireId) ?? '');
  for (const [index, member] of fields.members.entries()) {
    if (!staff.has(recordIdOf(member.userId) ?? '')) fieldErrors[`members.${index}.userId`] = [ACCESS_PAGE_TEXT.memberUnknown];
    if (!member.includeHireIds.every(isHire)) fieldErrors[`members.${index}.includeHireIds`] = [ACCESS_PAGE_TEXT.hireUnknown];
    if (!member.excludeHireIds.every(isHire)) fieldErrors[`members.${index}.excludeHireIds`] = [ACCESS_PAGE_TEXT.hireUnknown];
    try {
      await checkCriteria(trx, companyId, member.criteria, `members.${index}.criteria`);
    } catch (error) {
      if (!(error instanceof GatewayError) || error.statusCode !== 400) throw error;
      Object.assign(fieldErrors, error.body.fieldErrors);
    }
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first !== undefined) throw badRequest(first, fieldErrors);
}

async function writeRole(trx: CriteriaDb, caller: OnboardingCaller, id: string, fields: CustomRoleFields, before: CustomRoleSetting | null): Promise<void> {
  const { companyId } = caller;
  const now = new Date().toISOString();
  const columns = { name: fields.name, name_key: nameKeyOf(fields.name), description: fields.description, updated_by: caller.userId, updated_at: now };
  try {
    if (before === null) {
      await trx
        .insertInto('custom_roles')
        .values({ id, company_id: companyId, ...columns, created_by: caller.userId, created_at: now })
        .execute();
    } else {
      const written = await trx
        .updateTable('custom_roles')
        .set({ ...columns, version: before.version + 1 })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('version', '=', before.version)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) === 0) throw staleVersion(ACCESS_PAGE_TEXT.staleRole, { currentVersion: before.version + 1 });
    }
  } catch (error) {
    // Two roles given the same name at once: the index answers for the one saved second.
    if (isUniqueViolation(error)) throw badRequest(ACCESS_PAGE_TEXT.roleNameTaken, { name: [ACCESS_PAGE_TEXT.roleNameTaken] });
    throw error;
  }

  await trx.deleteFrom('custom_role_rights').where('company_id', '=', companyId).where('role_id', '=', id).execute();
  if (fields.rights.length > 0) {
    await trx
      .insertInto('custom_role_rights')
      .values(fields.rights.map((permission) => ({ company_id: companyId, role_id: id, permission })))
      .execute();
  }

  // A member who stays keeps their membership (and so their rule target); one who leaves takes theirs along.
  const kept = new Map((before?.members ?? []).map((member) => [member.userId, member.memberId]));
  const staying = new Set(fields.members.map((member) => recordIdOf(member.userId) ?? member.userId));
  for (const [userId, memberId] of kept) {
    if (staying.has(userId)) continue;
    await deleteTargetCriteria(trx, companyId, { kind: ACCESS_MEMBER_TARGET, id: memberId });
    await trx.deleteFrom('custom_role_members').where('company_id', '=', companyId).where('id', '=', memberId).execute();
  }
  for (const member of fields.members) {
    const userId = recordIdOf(member.userId) ?? member.userId;
    let memberId = kept.get(userId);
    if (memberId === undefined) {
      memberId = randomUUID();
      await trx.insertInto('custom_role_members').values({ id: memberId, company_id: companyId, role_id: id, user_id: userId }).execute();
    }
    await saveTargetCriteria(trx, companyId, { kind: ACCESS_MEMBER_TARGET, id: memberId }, member.criteria);
    await trx.deleteFrom('custom_role_member_hires').where('company_id', '=', companyId).where('member_id', '=', memberId).execute();
    const exceptions = [
      ...member.includeHireIds.map((hireId) => ({ hire_id: recordIdOf(hireId) ?? hireId, effect: 'include' as const })),
      ...member.excludeHireIds.map((hireId) => ({ hire_id: recordIdOf(hireId) ?? hireId, effect: 'exclude' as const })),
    ];
    if (exceptions.length > 0) {
      await trx
        .insertInto('custom_role_member_hires')
        .values(exceptions.map((exception) => ({ company_id: companyId, member_id: memberId, ...exception })))
        .execute();
    }
  }
}

async function deleteRole(trx: CriteriaDb, companyId: string, role: CustomRoleSetting): Promise<void> {
  for (const member of role.members) await deleteTargetCriteria(trx, companyId, { kind: ACCESS_MEMBER_TARGET, id: member.memberId });
  // Rights, members and their exceptions go with the role.
  await trx.deleteFrom('custom_roles').where('company_id', '=', companyId).where('id', '=', role.id).execute();
}

/** The role as the custom access page shows it, first line naming it, for the record of changes. */
function customRoleInWords(role: CustomRoleSetting, options: readonly CriteriaOption[]): string {
  const names = (hires: readonly { fullName: string }[]) => hires.map((hire) => hire.fullName).join(', ');
  const members = role.members.map((member) => {
    const parts = [criteriaInWords(member.criteria, options)];
    if (member.includeHires.length > 0) parts.push(`added: ${names(member.includeHires)}`);
    if (member.excludeHires.length > 0) parts.push(`left out: ${names(member.excludeHires)}`);
    return `Member ${member.fullName}: ${parts.join('; ')}`;
  });
  return [
    ACCESS_SETTINGS_TEXT.customRoleSubject(role.name),
    ...(role.description === '' ? [] : [`Description: ${role.description}`]),
    `Rights: ${rightsInWords(role.rights)}`,
    ...(members.length === 0 ? ['Members: none'] : members),
  ].join('\n');
}
