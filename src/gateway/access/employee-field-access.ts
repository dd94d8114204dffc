import type { Kysely } from 'kysely';
import { ACCESS_PAGE_TEXT } from '@shared/access';
import type { EmployeeAccess, FieldAccessPreview } from '@shared/contract/access';
import { type EmployeeFieldSetting, FIELD_LEVEL_LABELS, type FieldLevel } from '@shared/field-access';
import type { CriteriaDb } from '../criteria/criteria-db';
import type { GatewayDatabase } from '../db/schema';
import { type OnboardingCaller, badRequest, staleVersion } from '../onboarding/onboarding-access';
import { recordAccessChange } from './access-record';
import { type EmployeeFieldAccess, type FieldAccessSettings, employeeDefaultOf, loadFieldAccessSettings } from './field-access-settings';

/** The page's subject in the record of access changes. */
export const EMPLOYEE_ACCESS_SUBJECT = 'Default access for employees';

export interface EmployeeAccessChange {
  fields: readonly ({ key: string } & EmployeeFieldSetting)[];
  version: number;
}

interface PlannedField {
  access: EmployeeFieldAccess;
  after: EmployeeFieldSetting;
}

/** The page as it stands: built-in fields first, then custom ones, archived custom fields last. */
export function employeeAccessView(settings: FieldAccessSettings): EmployeeAccess {
  const fields = [...settings.employee.values()]
    .sort((a, b) => Number(a.field.archived) - Number(b.field.archived))
    .map((access) => ({
      key: access.field.key,
      label: access.field.label,
      section: access.field.section,
      builtIn: access.field.builtIn,
      archived: access.field.archived,
      self: access.self,
      visibleToCompany: access.visibleToCompany,
      selfLocked: access.selfLocked,
      companyLocked: access.companyLocked,
    }));
  return { fields, version: settings.employeeVersion };
}

/**
 * The fields a change sets differently from how they stand, checked: a key naming no field of the
 * company, or a change to a locked setting, is refused with 400 naming `fields.<key>`; a version
 * other than the page's answers 409. The save and its preview both start here.
 */
function plannedChange(settings: FieldAccessSettings, change: EmployeeAccessChange): PlannedField[] {
  if (settings.employeeVersion !== change.version) throw staleVersion(ACCESS_PAGE_TEXT.staleEmployeeAccess, { currentVersion: settings.employeeVersion });
  const errors: Record<string, string[]> = {};
  const planned: PlannedField[] = [];
  for (const sent of change.fields) {
    const access = settings.employee.get(sent.key);
    if (access === undefined) {
      errors[`fields.${sent.key}`] = [ACCESS_PAGE_TEXT.fieldUnknown];
      continue;
    }
    const lock = (sent.self !== access.self ? access.selfLocked : null) ?? (sent.visibleToCompany !== access.visibleToCompany ? access.companyLocked : null);
    if (lock !== null) errors[`fields.${sent.key}`] = [ACCESS_PAGE_TEXT.fieldLocked(lock)];
    else if (sent.self !== access.self || sent.visibleToCompany !== access.visibleToCompany)
      planned.push({ access, after: { self: sent.self, visibleToCompany: sent.visibleToCompany } });
  }
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first[0] ?? ACCESS_PAGE_TEXT.fieldUnknown, errors);
  return planned;
}

/**
 * Saves the employees' field access from the version read, in `trx`: a row only where a field
 * differs from its default (a field back at its default loses its row), the page's version raised,
 * and the change recorded (which raises the access generation).
 */
export async function changeEmployeeAccess(trx: CriteriaDb, caller: OnboardingCaller, change: EmployeeAccessChange): Promise<void> {
  const planned = plannedChange(await loadFieldAccessSettings(trx, caller.companyId), change);
  const written = await trx
    .insertInto('default_access_settings')
    .values({ company_id: caller.companyId, employee_version: change.version + 1 })
    .onConflict((conflict) =>
      conflict
        .column('company_id')
        .doUpdateSet({ employee_version: change.version + 1 })
        .where('default_access_settings.employee_version', '=', change.version),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) throw staleVersion(ACCESS_PAGE_TEXT.staleEmployeeAccess, { currentVersion: change.version + 1 });
  if (planned.length === 0) return;

  const keys = planned.map(({ access }) => access.field.key);
  await trx.deleteFrom('employee_field_access').where('company_id', '=', caller.companyId).where('field_key', 'in', keys).execute();
  const rows = planned
    .filter(({ access, after }) => {
      const standard = employeeDefaultOf(access.field);
      return standard.self !== after.self || standard.visibleToCompany !== after.visibleToCompany;
    })
    .map(({ access, after }) => ({
      company_id: caller.companyId,
      field_key: access.field.key,
      self_level: after.self,
      visible_to_company: after.visibleToCompany,
    }));
  if (rows.length > 0) await trx.insertInto('employee_field_access').values(rows).execute();

  await recordAccessChange(trx, caller, {
    entityId: 'employee',
    action: 'updated',
    summary: planned.flatMap(changeSentences).join(' '),
    before: settingsInWords(planned.map(({ access }) => ({ label: access.field.label, setting: access }))),
    after: settingsInWords(planned.map(({ access, after }) => ({ label: access.field.label, setting: after }))),
  });
}

/** What saving would do, without writing: the sentences per field changed and the people whose view changes. */
export async function previewEmployeeAccess(db: Kysely<GatewayDatabase>, companyId: string, change: EmployeeAccessChange): Promise<FieldAccessPreview> {
  const planned = plannedChange(await loadFieldAccessSettings(db, companyId), change);
  const changes = planned.flatMap((field) =>
    changeSentences(field).map((sentence) => ({ key: field.access.field.key, label: field.access.field.label, sentence })),
  );
  return { changes, people: planned.length === 0 ? 0 : await countEmployeesWithAccount(db, companyId) };
}

/** New hires who sign in and see their own record and their colleagues': every hire with an account that is not withdrawn. */
async function countEmployeesWithAccount(db: Kysely<GatewayDatabase>, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('new_hires')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .where('user_id', 'is not', null)
    .where('status', '!=', 'withdrawn')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

const SELF_SENTENCES: Readonly<Record<FieldLevel, (label: string, was: FieldLevel) => string>> = {
  hidden: (label) => `New hires will no longer see “${label}” on their own record.`,
  view: (label, was) =>
    was === 'edit' ? `New hires will see “${label}” on their own record but no longer change it.` : `New hires will see “${label}” on their own record.`,
  edit: (label) => `New hires will see and change “${label}” on their own record.`,
};

function changeSentences({ access, after }: PlannedField): string[] {
  const { label } = access.field;
  return [
    ...(after.self !== access.self ? [SELF_SENTENCES[after.self](label, access.self)] : []),
    ...(after.visibleToCompany !== access.visibleToCompany
      ? [after.visibleToCompany ? `The company will see “${label}” of new hires.` : `The company will no longer see “${label}” of new hires.`]
      : []),
  ];
}

function settingsInWords(fields: readonly { label: string; setting: EmployeeFieldSetting }[]): string {
  return [
    EMPLOYEE_ACCESS_SUBJECT,
    ...fields.map(
      ({ label, setting }) =>
        `${label}: ${FIELD_LEVEL_LABELS[setting.self]} for oneself; ${setting.visibleToCompany ? 'visible' : 'not visible'} to the company`,
    ),
  ].join('\n');
}
