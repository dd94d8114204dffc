import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BridgeError, hcm } from '@renderer/lib/bridge';
import { discardQueuedChanges } from '@renderer/lib/offline/send-queued-changes';
import { useSession } from '@renderer/lib/session/session-context';

export interface SignOutOptions {
  /** The user chose to drop the changes not yet sent. */
  discardChanges?: boolean;
}

/**
 * Ends the session through the core (which keeps only the remember-me entry and wipes this
 * computer's offline copy) and reads it back; nothing of the user's stays in memory either.
 */
export function useSignOut() {
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, Error, SignOutOptions | undefined>({
    mutationFn: async (options) => {
      if (options?.discardChanges) discardQueuedChanges(queryClient);
      const result = await hcm().session.signOut();
      await refresh();
      if (!result.ok) throw new BridgeError(result.error);
      queryClient.getQueryCache().clear();
      return result.data;
    },
  });
}
