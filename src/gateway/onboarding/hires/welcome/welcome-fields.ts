import type { Kysely } from 'kysely';
import { BUILT_IN_FIELDS, type BuiltInFieldKey } from '@shared/built-in-fields';
import type { ColleagueStart, OwnField } from '@shared/contract/new-hires';
import type { PersonRef } from '@shared/contract/onboarding-schemas';
import { customFieldValueText } from '@shared/custom-field-text';
import { CUSTOM_FIELD_SECTIONS, type CustomFieldOption, type CustomFieldType, type CustomFieldValue } from '@shared/custom-fields';
import { toDisplayDate } from '@shared/date-format';
import type { FieldLevel } from '@shared/field-access';
import { EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS } from '@shared/onboarding';
import type { FieldAccessSettings } from '../../../access/field-access-settings';
import { type HireRelation, hireFieldLevel } from '../../../access/hire-field-levels';
import type { HireIdQuery } from '../../../access/hire-reach';
import type { GatewayDatabase } from '../../../db/schema';
import type { FieldDefinition } from '../../fields/field-rows';
import { storedFieldValues } from '../../fields/hire-field-values';
import type { HireRow } from '../hire-rows';

/** A field of a hire with its value, before the caller's level decides whether it is shown. */
export interface HireFieldValue {
  key: string;
  label: string;
  section: string;
  type: CustomFieldType;
  options: CustomFieldOption[];
  value: CustomFieldValue;
  text: string | null;
}

const EMPLOYMENT_OPTIONS: CustomFieldOption[] = EMPLOYMENT_STATUSES.map((key) => ({ key, label: EMPLOYMENT_STATUS_LABELS[key], archived: false }));

function builtInValue(hire: HireRow, key: BuiltInFieldKey, people: ReadonlyMap<string, PersonRef>): { value: CustomFieldValue; text: string | null } {
  const person = (id: string | null) => ({ value: id, text: id === null ? null : (people.get(id)?.fullName ?? null) });
  const plain = (value: string | null) => ({ value, text: value === null || value === '' ? null : value });
  switch (key) {
    case 'first_name':
      return plain(hire.first_name);
    case 'last_name':
      return plain(hire.last_name);
    case 'preferred_name':
      return plain(hire.preferred_name);
    case 'personal_email':
      return plain(hire.personal_email);
    case 'phone':
      return plain(hire.phone);
    case 'work_email':
      return plain(hire.work_email);
    case 'job_title':
      return plain(hire.job_title);
    case 'department':
      return { value: hire.department_id, text: hire.department_name };
    case 'location':
      return { value: hire.location_id, text: hire.location_name };
    case 'employment_status':
      return { value: hire.employment_status, text: EMPLOYMENT_STATUS_LABELS[hire.employment_status] };
    case 'start_date':
      return { value: hire.start_date, text: toDisplayDate(hire.start_date) };
    case 'timezone':
      return plain(hire.timezone);
    case 'manager':
      return person(hire.manager_id);
    case 'coordinator':
      return person(hire.coordinator_id);
    case 'buddy':
      return person(hire.buddy_id);
  }
}

/**
 * Every field of a hire with its value, built-in first then custom, ordered by section
 * (Personal, Job, Other); archived custom fields are left out. A sensitive value is never written
 * out as text here: it reads as set or not. Without a hire (a preview for criteria values), every
 * field is empty.
 */
export function hireFieldValues(hire: HireRow | null, fields: readonly FieldDefinition[], people: ReadonlyMap<string, PersonRef>): HireFieldValue[] {
  const stored = hire === null ? {} : storedFieldValues(hire.custom_fields);
  const builtIn = BUILT_IN_FIELDS.map((field) => ({
    key: field.key,
    label: field.label,
    section: field.section,
    type: field.type,
    options: field.key === 'employment_status' ? EMPLOYMENT_OPTIONS : [],
    ...(hire === null ? { value: null, text: null } : builtInValue(hire, field.key, people)),
  }));
  const custom = fields
    .filter((field) => !field.archived)
    .map((field) => {
      const value = stored[field.id] ?? null;
      const sensitive = field.type === 'sensitive';
      const person = field.type === 'user' && typeof value === 'string' ? people.get(value)?.fullName : undefined;
      return {
        key: field.id,
        label: field.label,
        section: field.row.section,
        type: field.type,
        options: [...field.options],
        value: sensitive ? null : value,
        text: person ?? customFieldValueText(field, value, sensitive && value !== null),
      };
    });
  const sectionOrder = (section: string) => {
    const index = (CUSTOM_FIELD_SECTIONS as readonly string[]).indexOf(section);
    return index === -1 ? CUSTOM_FIELD_SECTIONS.length : index;
  };
  return [...builtIn, ...custom].sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section));
}

/** The user ids a hire's fields name (its people and its user fields' values), to load their names once. */
export function hireFieldPeopleIds(hire: HireRow, fields: readonly FieldDefinition[]): string[] {
  const stored = storedFieldValues(hire.custom_fields);
  const userValues = fields.filter((field) => field.type === 'user').map((field) => stored[field.id]);
  return [hire.manager_id, hire.buddy_id, hire.coordinator_id, ...userValues].filter((id): id is string => typeof id === 'string');
}

/** The level a relation holds on a field of any hire; `self` and `colleague` never manage hires. */
export function fieldLevelFor(settings: FieldAccessSettings, relation: HireRelation): (key: string) => FieldLevel {
  return (key) => hireFieldLevel(settings, relation, key, false);
}

/** "About you": the new hire's own fields they may see, those at `edit` editable (a person field is changed by HR). */
export function ownFields(values: readonly HireFieldValue[], settings: FieldAccessSettings): OwnField[] {
  const level = fieldLevelFor(settings, 'self');
  return values
    .filter((field) => level(field.key) !== 'hidden')
    .map((field) => ({ ...field, value: Array.isArray(field.value) ? field.value.map(String) : field.value, editable: level(field.key) === 'edit' }));
}

/** What the company sees of a hire: the name, and each set field visible to the company (first and last name make the name). */
export function colleagueStart(hire: HireRow, values: readonly HireFieldValue[], settings: FieldAccessSettings): ColleagueStart {
  const level = fieldLevelFor(settings, 'colleague');
  return {
    fullName: `${hire.first_name} ${hire.last_name}`.trim(),
    fields: values
      .filter((field) => field.key !== 'first_name' && field.key !== 'last_name' && level(field.key) !== 'hidden')
      .flatMap((field) => (field.text === null ? [] : [{ key: field.key, label: field.label, text: field.text }])),
  };
}

/** Whether the company hides this built-in field from the new hire themselves. */
export function hiddenForSelf(settings: FieldAccessSettings, key: BuiltInFieldKey): boolean {
  return fieldLevelFor(settings, 'self')(key) === 'hidden';
}

/** How far apart two hires' start dates may be for them to meet on the welcome page, and how many it lists. */
export const STARTING_WITH_YOU_DAYS = 14;
export const STARTING_WITH_YOU_MAX = 12;
/** The hires a welcome page lists beside the new hire: approved and not withdrawn (docs/gateway.md "Access", Fields). */
const STARTING_WITH_YOU_STATUSES = ['preboarding', 'onboarding', 'completed'] as const;

function shiftedDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The other hires of the company starting within 14 days of `hire`, nearest start first (then by
 * name), at most 12: read as the nearest 12 on each side through the start date index, then merged.
 * `within` (the hire ids a staff reader reaches) narrows them: staff previewing the page are not
 * shown hires beyond their reach; the new hire meets anyone the company lets them see.
 */
export async function hiresStartingNear(db: Kysely<GatewayDatabase>, hire: HireRow, within: HireIdQuery | null): Promise<HireRow[]> {
  const side = (direction: 'later' | 'earlier') =>
    db
      .selectFrom('new_hires as h')
      .leftJoin('departments as d', 'd.id', 'h.department_id')
      .leftJoin('locations as l', 'l.id', 'h.location_id')
      .selectAll('h')
      .select(['d.name as department_name', 'l.name as location_name'])
      .where('h.company_id', '=', hire.company_id)
      .where('h.id', '!=', hire.id)
      .where('h.status', 'in', [...STARTING_WITH_YOU_STATUSES])
      .$if(within !== null, (query) => query.where('h.id', 'in', within as HireIdQuery))
      .where((where) =>
        direction === 'later'
          ? where.and([where('h.start_date', '>=', hire.start_date), where('h.start_date', '<=', shiftedDate(hire.start_date, STARTING_WITH_YOU_DAYS))])
          : where.and([where('h.start_date', '<', hire.start_date), where('h.start_date', '>=', shiftedDate(hire.start_date, -STARTING_WITH_YOU_DAYS))]),
      )
      .orderBy('h.start_date', direction === 'later' ? 'asc' : 'desc')
      .orderBy('h.sort_name')
      .orderBy('h.id')
      .limit(STARTING_WITH_YOU_MAX)
      .execute();
  const [later, earlier] = await Promise.all([side('later'), side('earlier')]);
  const distance = (row: HireRow) => Math.abs(Date.parse(row.start_date) - Date.parse(hire.start_date));
  return [...later, ...earlier]
    .sort((a, b) => distance(a) - distance(b) || a.start_date.localeCompare(b.start_date) || a.sort_name.localeCompare(b.sort_name) || a.id.localeCompare(b.id))
    .slice(0, STARTING_WITH_YOU_MAX);
}
