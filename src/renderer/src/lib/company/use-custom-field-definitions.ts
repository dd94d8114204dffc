import { useQuery } from '@tanstack/react-query';
import type { CustomField } from '@shared/contract/fields';
import { type CustomFieldValue, MASKED_VALUE } from '@shared/custom-fields';
import { toDisplayDate } from '@shared/date-format';
import { onboardingPermission } from '@shared/permissions';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { useSession } from '@renderer/lib/session/session-context';

/** The company's custom fields and built-in fields, for those who may read them (`onb.fields.view`); never asked otherwise. */
export function useCustomFieldDefinitions() {
  const { state } = useSession();
  const allowed = state.user?.permissions.includes(onboardingPermission('fields', 'view')) ?? false;
  return useQuery({ ...operationQuery('fields.list', {}), select: (answer) => answer.data, enabled: allowed });
}

/** A value as people read it: option labels, Yes or No, a date as the app writes dates; a masked one as set. */
export function customFieldText(field: CustomField | undefined, value: CustomFieldValue | undefined, masked = false): string | null {
  if (masked) return `${MASKED_VALUE} Set`;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  const label = (key: string) => field?.options.find((option) => option.key === key)?.label ?? key;
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.type === 'single_select') return label(String(value));
  if (field?.type === 'date') return toDisplayDate(String(value));
  return String(value);
}
