import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { CustomField } from '@shared/contract/fields';
import { customFieldOptionSchema, customFieldValidationSchema } from '@shared/contract/fields';
import type { CustomFieldOption, CustomFieldRule, CustomFieldValidation } from '@shared/custom-fields';
import type { CustomFieldsTable, GatewayDatabase } from '../../db/schema';
import { isoTimestamp } from '../hires/hire-dates';
import { recordIdOf } from '../hires/record-ids';

export type FieldRow = Selectable<CustomFieldsTable>;

/** A field as the gateway checks values against it: its row with options and validation read. */
export interface FieldDefinition extends CustomFieldRule {
  id: string;
  key: string;
  label: string;
  filledBy: FieldRow['filled_by'];
  archived: boolean;
  row: FieldRow;
}

function parsed<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

export function fieldDefinition(row: FieldRow): FieldDefinition {
  return {
    id: row.id,
    key: row.field_key,
    label: row.label,
    type: row.type,
    options: parsed<CustomFieldOption[]>(row.options, z.array(customFieldOptionSchema), []),
    validation: parsed<CustomFieldValidation>(row.validation, customFieldValidationSchema, {}),
    filledBy: row.filled_by,
    archived: row.archived_at !== null,
    row,
  };
}

/** The company's fields, archived ones included, in the order the screens list them. */
export async function companyFields(db: Kysely<GatewayDatabase>, companyId: string): Promise<FieldDefinition[]> {
  const rows = await db.selectFrom('custom_fields').selectAll().where('company_id', '=', companyId).orderBy('section').orderBy('label').orderBy('id').execute();
  return rows.map(fieldDefinition);
}

export async function findField(db: Kysely<GatewayDatabase>, companyId: string, id: string): Promise<FieldDefinition | undefined> {
  const stored = recordIdOf(id);
  if (stored === null) return undefined;
  const row = await db.selectFrom('custom_fields').selectAll().where('company_id', '=', companyId).where('id', '=', stored).executeTakeFirst();
  return row === undefined ? undefined : fieldDefinition(row);
}

export function toCustomField(field: FieldDefinition, usage: CustomField['usage']): CustomField {
  return {
    _id: field.id,
    key: field.key,
    label: field.label,
    helpText: field.row.help_text,
    section: field.row.section,
    type: field.type,
    options: [...field.options],
    validation: field.validation,
    filledBy: field.filledBy,
    archived: field.archived,
    usage,
    version: Number(field.row.version),
    updatedAt: isoTimestamp(field.row.updated_at),
  };
}
