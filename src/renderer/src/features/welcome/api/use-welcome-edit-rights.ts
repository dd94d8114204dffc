import { onboardingPermission } from '@shared/permissions';
import { useSession } from '@renderer/lib/session/session-context';
import { useLoginAs } from '@renderer/lib/session/use-read-only';

const MANAGE_NEW_HIRES = onboardingPermission('new_hires', 'manage');

/** Whether the coordinator may change a hire's welcome, and why not when they may not. */
export function useWelcomeEditRights(): { canEdit: boolean; reason: string | null } {
  const { state } = useSession();
  const loginAs = useLoginAs();
  // The screen's ReadOnlyScope already says why while logged in as someone else.
  if (loginAs !== null) return { canEdit: false, reason: null };
  if (!state.user?.permissions.includes(MANAGE_NEW_HIRES)) {
    return { canEdit: false, reason: 'You can preview this welcome but not change it. Ask your company administrator for access.' };
  }
  return { canEdit: true, reason: null };
}
