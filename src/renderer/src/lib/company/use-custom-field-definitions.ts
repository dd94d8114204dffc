import { useQuery } from '@tanstack/react-query';
import type { CustomField } from '@shared/contract/fields';
import { customFieldValueText } from '@shared/custom-field-text';
import type { CustomFieldValue } from '@shared/custom-fields';
import { onboardingPermission } from '@shared/permissions';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { useSession } from '@renderer/lib/session/session-context';

/** The company's custom fields and built-in fields, for those who may read them (`onb.fields.view`); never asked otherwise. */
export function useCustomFieldDefinitions() {
  const { state } = useSession();
  const allowed = state.user?.permissions.includes(onboardingPermission('fields', 'view')) ?? false;
  return useQuery({ ...operationQuery('fields.list', {}), select: (answer) => answer.data, enabled: allowed });
}

/** A value as people read it (customFieldValueText): option labels, Yes or No, a date as the app writes dates; a masked one as set. */
export function customFieldText(field: CustomField | undefined, value: CustomFieldValue | undefined, masked = false): string | null {
  return customFieldValueText(field, value, masked);
}
