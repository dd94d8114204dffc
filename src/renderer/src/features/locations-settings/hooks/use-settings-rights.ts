import { type OnboardingPermission, onboardingPermission } from '@shared/permissions';
import { useSession } from '@renderer/lib/session/session-context';
import { useLoginAs } from '@renderer/lib/session/use-read-only';

/** Whether what a right covers may be changed here, and why not when it may not. */
export function useRightToChange(right: OnboardingPermission, what: string): { canChange: boolean; reason: string | null } {
  const { state } = useSession();
  const loginAs = useLoginAs();
  if (loginAs !== null) return { canChange: false, reason: `Changes are turned off while ${loginAs} is logged in as this user.` };
  if (!state.user?.permissions.includes(right)) {
    return { canChange: false, reason: `You can look at ${what} but not change them. Ask your company administrator for access.` };
  }
  return { canChange: true, reason: null };
}

/** Whether the settings may be changed here, and why not when they may not. */
export function useSettingsRights(): { canChange: boolean; reason: string | null } {
  return useRightToChange(onboardingPermission('settings', 'manage'), 'these settings');
}
