import type { OnboardingPermission } from '@shared/permissions';
import { useSession } from './session-context';
import { useLoginAs } from './use-read-only';

/** Whether what a right covers may be changed here, and why not when it may not: `what` names it ("these settings"). */
export function useRightToChange(right: OnboardingPermission, what: string): { canChange: boolean; reason: string | null } {
  const { state } = useSession();
  const loginAs = useLoginAs();
  if (loginAs !== null) return { canChange: false, reason: `Changes are turned off while ${loginAs} is logged in as this user.` };
  if (!state.user?.permissions.includes(right)) {
    return { canChange: false, reason: `You can look at ${what} but not change them. Ask your company administrator for access.` };
  }
  return { canChange: true, reason: null };
}
