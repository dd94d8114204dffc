import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';

/**
 * For an editor in a dialog or drawer whose state is its own: `close` asks first when something
 * changed; `leave` goes without asking (after a save, a removal), so the navigation that closes it
 * does not ask again.
 */
export function useGuardedLeave(dirty: boolean, onClose: () => void) {
  const guard = useUnsavedChanges(dirty);
  return {
    close: () =>
      void guard.confirmDiscard().then((leave) => {
        if (leave) void guard.leaveWithoutAsking(onClose);
      }),
    leave: () => void guard.leaveWithoutAsking(onClose),
  };
}
