import { onboardingPermission } from '@shared/permissions';
import { useRightToChange } from '@renderer/lib/session/use-right-to-change';

/** Whether the custom fields may be changed here, and why not when they may not. */
export function useFieldsRights(): { canChange: boolean; reason: string | null } {
  return useRightToChange(onboardingPermission('fields', 'manage'), 'these fields');
}
