import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { CustomFieldOption, CustomFieldType, CustomFieldValue } from '@shared/custom-fields';
import { fieldDimension } from '@shared/criteria';
import type { GatewayDatabase, HireFieldValuesTable } from '../db/schema';
import type { HireCriteriaTable } from '../criteria/criteria-tables';
import { addDays } from '../onboarding/hires/hire-dates';

/** Ten custom fields of every type the list filters on, and others, with each hire's values: for the bench. */

interface GeneratedField {
  key: string;
  label: string;
  type: CustomFieldType;
  options?: string[];
}

const FIELDS: readonly GeneratedField[] = [
  { key: 't_shirt_size', label: 'T-shirt size', type: 'single_select', options: ['XS', 'S', 'M', 'L', 'XL'] },
  { key: 'laptop', label: 'Laptop', type: 'single_select', options: ['MacBook', 'ThinkPad', 'Dell', 'None'] },
  { key: 'teams', label: 'Teams', type: 'multi_select', options: ['Red', 'Blue', 'Green', 'Gold', 'Silver', 'Bronze'] },
  { key: 'remote', label: 'Remote', type: 'yes_no' },
  { key: 'equipment_ready_on', label: 'Equipment ready on', type: 'date' },
  { key: 'desk_number', label: 'Desk number', type: 'number' },
  { key: 'badge_name', label: 'Badge name', type: 'short_text' },
  { key: 'dietary_needs', label: 'Dietary needs', type: 'long_text' },
  { key: 'emergency_phone', label: 'Emergency phone', type: 'phone' },
  { key: 'passport_number', label: 'Passport number', type: 'sensitive' },
];

const optionKey = (label: string) => label.toLowerCase();

/** An even spread, independent for each field, as `pick` spreads a hire's other attributes. */
function spread(index: number, field: number, count: number): number {
  let mixed = Math.imul(index ^ Math.imul(field + 101, 0x9e3779b9), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return ((mixed ^ (mixed >>> 16)) >>> 0) % count;
}

export interface FieldValueRows {
  /** The hire's `custom_fields` JSON. */
  json: string;
  values: Insertable<HireFieldValuesTable>[];
  criteria: Insertable<HireCriteriaTable>[];
}

/** Adds the ten fields to the company and answers each hire's values, by the hire's index. */
export async function generateCustomFields(db: Kysely<GatewayDatabase>, companyId: string, today: string) {
  const now = new Date().toISOString();
  const ids = FIELDS.map(() => randomUUID());
  await db
    .insertInto('custom_fields')
    .values(
      FIELDS.map((field, number) => ({
        id: ids[number] as string,
        company_id: companyId,
        field_key: field.key,
        label: field.label,
        help_text: null,
        section: 'Other',
        type: field.type,
        options: JSON.stringify((field.options ?? []).map((label): CustomFieldOption => ({ key: optionKey(label), label, archived: false }))),
        validation: '{}',
        filled_by: 'coordinator' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  return (index: number, hireId: string, current: boolean): FieldValueRows => {
    const json: Record<string, CustomFieldValue> = {};
    const values: Insertable<HireFieldValuesTable>[] = [];
    const criteria: Insertable<HireCriteriaTable>[] = [];
    const row = (fieldId: string, text: string, number: number | null = null) =>
      values.push({ company_id: companyId, hire_id: hireId, field_id: fieldId, value_text: text, value_number: number });
    const rule = (fieldId: string, value: string) =>
      criteria.push({ company_id: companyId, hire_id: hireId, dimension: fieldDimension(fieldId), value, current });
    FIELDS.forEach((field, number) => {
      const id = ids[number] as string;
      const options = field.options ?? [];
      switch (field.type) {
        case 'single_select': {
          const key = optionKey(options[spread(index, number, options.length)] as string);
          json[id] = key;
          row(id, key);
          rule(id, key);
          return;
        }
        case 'multi_select': {
          const first = spread(index, number, options.length);
          const keys = [...new Set([first, (first + 1 + spread(index, number + 50, options.length - 1)) % options.length])].map((at) =>
            optionKey(options[at] as string),
          );
          json[id] = keys;
          for (const key of keys) {
            row(id, key);
            rule(id, key);
          }
          return;
        }
        case 'yes_no': {
          const yes = spread(index, number, 3) === 0;
          json[id] = yes;
          row(id, yes ? 'yes' : 'no');
          rule(id, yes ? 'yes' : 'no');
          return;
        }
        case 'date': {
          const day = addDays(today, spread(index, number, 730) - 365);
          json[id] = day;
          row(id, day);
          return;
        }
        case 'number': {
          const desk = 1 + spread(index, number, 500);
          json[id] = desk;
          row(id, String(desk), desk);
          return;
        }
        case 'phone':
          json[id] = `+4477009${String(900000 + spread(index, number, 99_999)).padStart(6, '0')}`;
          return;
        default:
          json[id] = `${field.label} ${index}`;
      }
    });
    return { json: JSON.stringify(json), values, criteria };
  };
}
