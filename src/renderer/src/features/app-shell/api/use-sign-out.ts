import { useMutation } from '@tanstack/react-query';
import { BridgeError, hcm } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';

/** Ends the session through the core (which keeps only the remember-me entry) and reads it back. */
export function useSignOut() {
  const { refresh } = useSession();
  return useMutation<{ message: string }, Error>({
    mutationFn: async () => {
      const result = await hcm().session.signOut();
      await refresh();
      if (!result.ok) throw new BridgeError(result.error);
      return result.data;
    },
  });
}
