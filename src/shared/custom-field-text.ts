import { type CustomFieldOption, type CustomFieldType, type CustomFieldValue, MASKED_VALUE } from './custom-fields';
import { toDisplayDate } from './date-format';

/** A value as people read it: option labels, Yes or No, a date as the app writes dates; a masked one as set; null when not set. */
export function customFieldValueText(
  field: { type: CustomFieldType; options: readonly Pick<CustomFieldOption, 'key' | 'label'>[] } | undefined,
  value: CustomFieldValue | undefined,
  masked = false,
): string | null {
  if (masked) return `${MASKED_VALUE} Set`;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  const label = (key: string) => field?.options.find((option) => option.key === key)?.label ?? key;
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.type === 'single_select') return label(String(value));
  if (field?.type === 'date') return toDisplayDate(String(value));
  return String(value);
}
