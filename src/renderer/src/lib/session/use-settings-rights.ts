import { onboardingPermission } from '@shared/permissions';
import { useRightToChange } from '@renderer/lib/session/use-right-to-change';

/** Whether the settings may be changed here, and why not when they may not. */
export function useSettingsRights(): { canChange: boolean; reason: string | null } {
  return useRightToChange(onboardingPermission('settings', 'manage'), 'these settings');
}
