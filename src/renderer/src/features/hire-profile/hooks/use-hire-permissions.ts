import { onboardingPermission } from '@shared/permissions';
import { useSession } from '@renderer/lib/session/session-context';
import { useLoginAs } from '@renderer/lib/session/use-read-only';

export interface HireChangeRights {
  /** True when the buttons that change a hire may be used. */
  canChange: boolean;
  /** Why they may not, in words; null when they may. */
  reason: string | null;
  /** Whether the page should say so itself; the shell already announces the login-as state. */
  showNotice: boolean;
}

const MANAGE_NEW_HIRES = onboardingPermission('new_hires', 'manage');

/**
 * Spec section 4: while an administrator acts as another user, every button that changes
 * something is disabled; so it is for people who may view new hires but not manage them.
 */
export function useHireChangeRights(): HireChangeRights {
  const { state } = useSession();
  const loginAs = useLoginAs();
  if (loginAs !== null) return { canChange: false, reason: `Changes are turned off while ${loginAs} is logged in as this user.`, showNotice: false };
  if (!state.user?.permissions.includes(MANAGE_NEW_HIRES)) {
    return { canChange: false, reason: 'You can look at new hires but not change them. Ask your company administrator for access.', showNotice: true };
  }
  return { canChange: true, reason: null, showNotice: false };
}
