import { useMutationState, type Mutation } from '@tanstack/react-query';
import { isUnsentChange } from './queued-changes';
import { useUserRecordCount } from './user-records';

/**
 * A change the user is waiting on: paused until the gateway is back, being retried, or made while
 * offline and now on its way. A change sent online and answered at once never shows.
 */
export function isWaitingChange(mutation: Mutation): boolean {
  if (!isUnsentChange(mutation)) return false;
  const { isPaused, failureCount, variables } = mutation.state;
  const madeOffline = (variables as { madeOffline?: unknown } | undefined)?.madeOffline === true;
  return isPaused || failureCount > 0 || madeOffline;
}

/** How many changes wait to be sent, for the header. */
export function useWaitingChangeCount(): number {
  return useMutationState({ filters: { predicate: isWaitingChange }, select: (mutation) => mutation.mutationId }).length;
}

/** Every change not yet on the gateway: queued, on its way, or refused and kept as the user's records (a conflict to decide, a comment's text). */
export function useUnsentChangeCount(): number {
  const unsent = useMutationState({ filters: { predicate: isUnsentChange }, select: (mutation) => mutation.mutationId }).length;
  return unsent + useUserRecordCount();
}
