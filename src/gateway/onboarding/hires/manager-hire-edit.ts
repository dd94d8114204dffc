import { ERROR_CODES } from '@shared/contract/errors';
import { HIDDEN_FIELD_TEXT, HIRE_PROPERTY_OF, type ManagerFieldView } from '../../access/hire-field-filter';
import { storedFieldValues } from '../fields/hire-field-values';
import { GatewayError } from '../../http/gateway-error';
import type { HireChange } from './hire-change-record';
import type { HireFields } from './hire-fields';
import type { LeftOutField, UpdateHireFields } from '@shared/contract/new-hires';
import type { HireRow } from './hire-rows';

const CUSTOM_CHANGE_PREFIX = 'customFields.';
const KEY_OF_PROPERTY = new Map(Object.entries(HIRE_PROPERTY_OF).map(([key, property]) => [property, key]));

/** The stored values of the hire's fields a company may hide from managers, by the answer's property. */
function storedHideableFields(before: HireRow): Partial<Record<string, unknown>> {
  return {
    personalEmail: before.personal_email,
    phone: before.phone,
    workEmail: before.work_email,
    jobTitle: before.job_title,
    employmentStatus: before.employment_status,
    timezone: before.timezone,
    coordinator: before.coordinator_id,
    buddy: before.buddy_id,
  };
}

/**
 * The required fields an update may leave out (a reader never got them) filled with their stored
 * values: left out, a field is kept as it is.
 */
export function withLeftOutFieldsKept(fields: Omit<UpdateHireFields, 'id' | 'version' | 'criteriaTasks'>, before: HireRow): HireFields {
  const stored = storedHideableFields(before);
  const keptOf = <Key extends LeftOutField>(key: Key) => fields[key] ?? (stored[key] as HireFields[Key]);
  return {
    ...fields,
    personalEmail: keptOf('personalEmail'),
    jobTitle: keptOf('jobTitle'),
    employmentStatus: keptOf('employmentStatus'),
    timezone: keptOf('timezone'),
  };
}

/**
 * What a manager's save sends for fields hidden from them is not theirs to say: the stored value
 * stands, whatever they send, so a save neither changes a hidden field nor tells by its refusal
 * whether a guess was right.
 */
export function withHiddenFieldsKept<Fields extends HireFields>(fields: Fields, before: HireRow, view: ManagerFieldView): Fields {
  const stored = storedHideableFields(before);
  const kept: Record<string, unknown> = { ...fields };
  for (const property of view.hiddenProperties) {
    if (!Object.hasOwn(stored, property)) continue;
    kept[property === 'coordinator' || property === 'buddy' ? `${property}Id` : property] = stored[property];
  }
  const storedCustom = storedFieldValues(before.custom_fields);
  const sentCustom = Object.entries(fields.customFields ?? {}).filter(([id]) => !view.hiddenCustomFields.has(id));
  const keptCustom = Object.entries(storedCustom).filter(([id]) => view.hiddenCustomFields.has(id));
  return { ...kept, customFields: Object.fromEntries([...sentCustom, ...keptCustom]) } as Fields;
}

/** Refuses (403, naming each) a manager's change to any field not at `edit` for them; the other criteria are no field of theirs. */
export function refuseFieldsNotEditable(changes: readonly HireChange[], view: ManagerFieldView): void {
  const fieldErrors: Record<string, string[]> = {};
  const named: string[] = [];
  for (const change of changes) {
    const key = change.field.startsWith(CUSTOM_CHANGE_PREFIX) ? change.field.slice(CUSTOM_CHANGE_PREFIX.length) : KEY_OF_PROPERTY.get(change.field);
    if (key !== undefined && view.levelOf(key) === 'edit') continue;
    const label = key === undefined ? change.field : view.labelOf(key);
    fieldErrors[`fields.${key ?? change.field}`] = [HIDDEN_FIELD_TEXT.notEditable(label)];
    named.push(label);
  }
  if (named.length === 0) return;
  const message = named.length === 1 ? HIDDEN_FIELD_TEXT.notEditable(named[0] ?? '') : HIDDEN_FIELD_TEXT.notEditableMany(named);
  throw new GatewayError(403, { message, code: ERROR_CODES.forbidden, fieldErrors });
}
