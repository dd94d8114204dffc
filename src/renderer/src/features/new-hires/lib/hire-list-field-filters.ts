import type { CustomField } from '@shared/contract/fields';
import type { ListHiresInput } from '@shared/contract/new-hires';
import type { CustomFieldType } from '@shared/custom-fields';
import type { FilterDefinition, FilterOption, FilterValue } from '@renderer/components/filter-bar/filter-definitions';
import { activeThenArchived, fieldListLabel } from './hire-list-field-labels';

/** The custom field types the list filters by: any of a select's or yes/no's values, or a date or number range. */
const FILTERED_TYPES: readonly CustomFieldType[] = ['single_select', 'multi_select', 'yes_no', 'date', 'number'];
const RANGE_TYPES: readonly CustomFieldType[] = ['date', 'number'];
const YES_NO: readonly FilterOption[] = [
  { _id: 'yes', label: 'Yes' },
  { _id: 'no', label: 'No' },
];

/** URL parameters named after the field's key, which never changes, so a link outlives renames. */
const valueKey = (field: CustomField) => `f.${field.key}`;
const fromKey = (field: CustomField) => `f.${field.key}.from`;
const toKey = (field: CustomField) => `f.${field.key}.to`;

/** The fields the bar filters by: the active ones, then the archived ones (hires keep their values). */
export const filteredFields = (fields: readonly CustomField[]) => activeThenArchived(fields.filter((field) => FILTERED_TYPES.includes(field.type)));

/** The bar's filters for the company's select, multi select, yes/no, date and number fields, after the built-in ones. */
export function fieldFilterDefinitions(fields: readonly CustomField[]): FilterDefinition[] {
  return filteredFields(fields).flatMap((field): FilterDefinition[] => {
    const label = fieldListLabel(field);
    if (field.type === 'date' || field.type === 'number') {
      return [
        { key: fromKey(field), type: field.type, label: `${label} from` },
        { key: toKey(field), type: field.type, label: `${label} to`, notBefore: fromKey(field) },
      ];
    }
    return [
      {
        key: valueKey(field),
        type: 'multiselect',
        label,
        options:
          field.type === 'yes_no' ? YES_NO : field.options.filter((option) => !option.archived).map((option) => ({ _id: option.key, label: option.label })),
      },
    ];
  });
}

/** Whether a field's date or number range the URL holds runs backwards: the bar says so at the field, and no page is asked for. */
export function fieldRangeReversed(fields: readonly CustomField[], values: Readonly<Record<string, FilterValue>>): boolean {
  return filteredFields(fields).some((field) => {
    const from = values[fromKey(field)];
    const to = values[toKey(field)];
    if (typeof from !== 'string' || typeof to !== 'string') return false;
    return field.type === 'number' ? Number(from) > Number(to) : from > to;
  });
}

/** newHire.list's field filters for the values the bar holds; none when nothing is filtered. */
export function fieldFilterInput(
  fields: readonly CustomField[],
  values: Readonly<Record<string, FilterValue>>,
): Pick<ListHiresInput, 'fieldValue' | 'fieldFrom' | 'fieldTo'> {
  const fieldValue: string[] = [];
  const fieldFrom: string[] = [];
  const fieldTo: string[] = [];
  for (const field of filteredFields(fields)) {
    if (RANGE_TYPES.includes(field.type)) {
      const from = values[fromKey(field)];
      const to = values[toKey(field)];
      if (typeof from === 'string') fieldFrom.push(`${field._id}:${from}`);
      if (typeof to === 'string') fieldTo.push(`${field._id}:${to}`);
      continue;
    }
    const chosen = values[valueKey(field)];
    if (Array.isArray(chosen)) for (const value of chosen) if (typeof value === 'string') fieldValue.push(`${field._id}:${value}`);
  }
  return {
    ...(fieldValue.length === 0 ? {} : { fieldValue }),
    ...(fieldFrom.length === 0 ? {} : { fieldFrom }),
    ...(fieldTo.length === 0 ? {} : { fieldTo }),
  };
}
