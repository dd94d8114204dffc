import { useSession } from './session-context';

/**
 * Spec section 4: while an administrator is logged in as another user, buttons look disabled and
 * do nothing. Returns the administrator's name in that state, or null.
 */
export function useLoginAs(): string | null {
  const { state } = useSession();
  return state.user?.loginAs ?? null;
}

/** True while changes are turned off because an administrator acts as someone else. */
export function useReadOnly(): boolean {
  return useLoginAs() !== null;
}
