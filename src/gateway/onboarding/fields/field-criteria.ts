import { CRITERIA_FIELD_TYPES } from '@shared/custom-fields';
import { fieldDimension } from '@shared/criteria';
import type { CriteriaOptionSource } from '../../criteria/criteria-options';
import { setHireCriteria } from '../../criteria/hire-criteria';
import type { CriteriaDb } from '../../criteria/criteria-db';
import { type FieldDefinition, companyFields } from './field-rows';
import type { HireFieldValues } from './hire-field-values';

/** The values rules match a field on: a select's option keys, `yes` / `no`. */
function criteriaValuesOf(field: FieldDefinition, values: HireFieldValues): string[] {
  const value = values[field.id];
  if (Array.isArray(value)) return value;
  if (typeof value === 'boolean') return [value ? 'yes' : 'no'];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The select, multi select and yes/no fields as rule criteria: an archived field's values, and archived options, marked archived. */
export const fieldCriteriaOptions: CriteriaOptionSource = async (db, companyId) => {
  const fields = (await companyFields(db, companyId)).filter((field) => CRITERIA_FIELD_TYPES.includes(field.type));
  return fields.map((field) => ({
    dimension: fieldDimension(field.id),
    label: field.label,
    values:
      field.type === 'yes_no'
        ? [
            { value: 'yes', label: 'Yes', archived: field.archived },
            { value: 'no', label: 'No', archived: field.archived },
          ]
        : field.options.map((option) => ({ value: option.key, label: option.label, archived: field.archived || option.archived })),
  }));
};

/** Writes a hire's values of the fields rules match on, in the transaction that writes the hire. */
export async function setHireFieldCriteria(
  db: CriteriaDb,
  companyId: string,
  hireId: string,
  fields: readonly FieldDefinition[],
  values: HireFieldValues,
): Promise<void> {
  for (const field of fields.filter((each) => CRITERIA_FIELD_TYPES.includes(each.type))) {
    await setHireCriteria(db, companyId, hireId, fieldDimension(field.id), criteriaValuesOf(field, values));
  }
}
