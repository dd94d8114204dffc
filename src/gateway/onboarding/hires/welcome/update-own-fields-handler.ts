import { type BuiltInFieldKey, isBuiltInFieldKey } from '@shared/built-in-fields';
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@shared/contract/errors';
import { hireFieldsSchema } from '@shared/contract/onboarding-schemas';
import type { CustomFieldValue } from '@shared/custom-fields';
import { loadFieldAccessSettings } from '../../../access/field-access-settings';
import { hireFieldLevel } from '../../../access/hire-field-levels';
import { GatewayError } from '../../../http/gateway-error';
import type { OperationHandler } from '../../../http/operation-handler';
import type { GatewayDatabase } from '../../../db/schema';
import type { GatewayServices } from '../../../services';
import { checkedHireFieldValues, storedFieldValues, writeHireFieldValues } from '../../fields/hire-field-values';
import { type OnboardingCaller, badRequest, notFound } from '../../onboarding-access';
import { type HireChange, recordHireChanges } from '../hire-change-record';
import { hireFieldChanges } from '../hire-field-changes';
import { type HireFields, hireFieldColumns } from '../hire-fields';
import type { HireReferences } from '../hire-references';
import { type HireRow, findHire } from '../hire-rows';
import { staleHire } from '../stale-hire';
import { welcomeExperienceOf } from './welcome-experience-view';
import { WELCOME_TEXT } from './welcome-text';
import { writeHireAtVersion } from '../hire-versioned-write';

/** The profile form's name for each built-in field: the edit's own checks (hireFieldsSchema) run on them. */
const BUILT_IN_INPUT_NAMES = {
  first_name: 'firstName',
  last_name: 'lastName',
  preferred_name: 'preferredName',
  personal_email: 'personalEmail',
  phone: 'phone',
  work_email: 'workEmail',
  job_title: 'jobTitle',
  department: 'departmentId',
  location: 'locationId',
  employment_status: 'employmentStatus',
  start_date: 'startDate',
  timezone: 'timezone',
  manager: 'managerId',
  coordinator: 'coordinatorId',
  buddy: 'buddyId',
} as const satisfies Record<BuiltInFieldKey, keyof HireFields>;

/** The hire's built-in fields as the profile edit sends them back unchanged. */
function storedHireFields(hire: HireRow): Record<string, unknown> {
  return {
    firstName: hire.first_name,
    lastName: hire.last_name,
    preferredName: hire.preferred_name,
    personalEmail: hire.personal_email,
    workEmail: hire.work_email,
    phone: hire.phone,
    jobTitle: hire.job_title,
    departmentId: hire.department_id,
    locationId: hire.location_id,
    employmentStatus: hire.employment_status,
    startDate: hire.start_date,
    timezone: hire.timezone,
    managerId: hire.manager_id,
    coordinatorId: hire.coordinator_id,
    buddyId: hire.buddy_id,
  };
}

function storedReferences(hire: HireRow): HireReferences {
  return {
    departmentId: hire.department_id,
    departmentName: hire.department_name,
    locationId: hire.location_id,
    locationName: hire.location_name,
    managerId: hire.manager_id,
    coordinatorId: hire.coordinator_id,
    buddyId: hire.buddy_id,
  };
}

/**
 * `PATCH NewHire/own-fields/{id}`: the new hire changes fields of their own record. Only their own
 * hire (another is unknown, 404); a key naming no field is refused (400) and a field they may not
 * edit for themselves is refused with 403, both naming `fields.<key>`; values are checked by the
 * profile edit's own checks, the hire's version guards the write (409), and each change is
 * recorded in the hire's change record as the profile edit records it.
 */
export function updateOwnFieldsHandler(services: GatewayServices): OperationHandler<'newHire.updateOwnFields'> {
  return async ({ id, version, fields: sent }, { caller }) => {
    const { db } = services;
    const hire = await findOwnHire(db, caller, id);
    const save = await checkedOwnFields(db, caller, hire, version, sent);
    if (save.changes.length === 0) return { message: WELCOME_TEXT.ownFieldsSaved, data: await welcomeExperienceOf(db, hire, caller) };
    await db.transaction().execute((trx) => writeOwnFields(trx, caller, hire, version, save, new Date().toISOString()));
    const saved = (await findHire(db, caller.companyId, hire.id)) ?? hire;
    return { message: WELCOME_TEXT.ownFieldsSaved, data: await welcomeExperienceOf(db, saved, caller) };
  };
}

/** The caller's own hire, by its id or their account's; any other is unknown (404). */
export async function findOwnHire(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, id: string): Promise<HireRow> {
  const hire = await findHire(db, caller.companyId, id, { orUserId: true });
  if (hire === undefined || hire.user_id !== caller.userId) throw notFound(WELCOME_TEXT.hireNotFound);
  return hire;
}

/** What a new hire's save of their own fields changes, checked: the columns to write, the custom values and the changes to record. */
export interface OwnFieldsSave {
  columns: ReturnType<typeof hireFieldColumns>;
  custom: Awaited<ReturnType<typeof checkedHireFieldValues>>;
  changes: HireChange[];
}

/**
 * Checks fields a new hire sends for themselves: a key naming no field is refused (400), a field
 * they may not edit for themselves 403, both naming `fields.<key>`; then the hire's version (409);
 * then each value by the profile edit's own rule (400 naming each).
 */
export async function checkedOwnFields(
  db: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  hire: HireRow,
  version: number,
  sent: Record<string, CustomFieldValue>,
): Promise<OwnFieldsSave> {
  const settings = await loadFieldAccessSettings(db, caller.companyId);
  const unknown: Record<string, string[]> = {};
  const refused: Record<string, string[]> = {};
  for (const key of Object.keys(sent)) {
    const access = settings.employee.get(key);
    if (access === undefined || access.field.archived) unknown[`fields.${key}`] = [WELCOME_TEXT.fieldUnknown];
    else if (hireFieldLevel(settings, 'self', key, false) !== 'edit') refused[`fields.${key}`] = [WELCOME_TEXT.fieldNotEditable(access.field.label)];
  }
  if (Object.keys(unknown).length > 0) throw badRequest(WELCOME_TEXT.fieldUnknown, unknown);
  const [firstRefused] = Object.values(refused);
  if (firstRefused !== undefined) {
    throw new GatewayError(403, { message: firstRefused[0] ?? WELCOME_TEXT.fieldUnknown, code: ERROR_CODES.forbidden, fieldErrors: refused });
  }
  if (Number(hire.version) !== version) throw staleHire(Number(hire.version));

  const builtIn = storedHireFields(hire);
  const customSent: Record<string, CustomFieldValue> = {};
  const errors: Record<string, string[]> = {};
  // Each field sent is checked by the profile edit's own rule; the rest stay as stored, unchecked.
  for (const [key, value] of Object.entries(sent)) {
    if (!isBuiltInFieldKey(key)) {
      customSent[key] = value;
      continue;
    }
    const parsed = hireFieldsSchema.shape[BUILT_IN_INPUT_NAMES[key]].safeParse(value);
    if (parsed.success) builtIn[BUILT_IN_INPUT_NAMES[key]] = parsed.data;
    else errors[`fields.${key}`] = parsed.error.issues.map((issue) => issue.message);
  }
  const stored = storedFieldValues(hire.custom_fields);
  const custom = await checkedHireFieldValues(db, caller, { ...stored, ...customSent }, stored, new Set(Object.keys(customSent))).catch((error: unknown) => {
    if (!(error instanceof GatewayError) || error.body.fieldErrors === undefined) throw error;
    for (const [name, messages] of Object.entries(error.body.fieldErrors)) errors[name.replace(/^customFields\./, 'fields.')] = messages;
    return undefined;
  });
  if (Object.keys(errors).length > 0 || custom === undefined) throw badRequest(Object.values(errors)[0]?.[0] ?? WELCOME_TEXT.fieldUnknown, errors);
  const references = storedReferences(hire);
  const after = { ...(builtIn as HireFields), customFields: custom.values };
  const changes = await hireFieldChanges(db, caller.companyId, hire, after, references, custom);
  return { columns: hireFieldColumns(after, references), custom, changes };
}

/** Writes a checked save at the version read, with its changes recorded; in the caller's transaction. */
export async function writeOwnFields(
  trx: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  hire: HireRow,
  version: number,
  save: OwnFieldsSave,
  at: string,
): Promise<void> {
  await writeHireAtVersion(trx, { companyId: caller.companyId, hireId: hire.id, version }, save.columns, { userId: caller.userId, at });
  await recordHireChanges(trx, { companyId: caller.companyId, hireId: hire.id, changedBy: caller.userId, changedAt: at }, save.changes);
  await writeHireFieldValues(trx, caller.companyId, hire.id, save.custom.fields, save.custom.values);
}
