import { onboardingPermission } from '@shared/permissions';
import { useSession } from '@renderer/lib/session/session-context';

const MANAGE_HIRES = onboardingPermission('new_hires', 'manage');

/** Whether the signed-in user may add hires and change them (onb.new_hires.manage). */
export function useCanManageHires(): boolean {
  const { state } = useSession();
  return state.user?.permissions.includes(MANAGE_HIRES) ?? false;
}
