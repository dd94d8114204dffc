import { useMutation } from '@tanstack/react-query';
import type { LoginAsSuccess } from '@shared/session';
import { BridgeError, hcm } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';

/** Starts viewing as another user through the core (which holds the tokens) and reads the session back. */
export function useStartLoginAs() {
  const { refresh } = useSession();
  return useMutation<LoginAsSuccess, Error, string>({
    mutationFn: async (userId) => {
      const result = await hcm().session.loginAs({ userId });
      // A refusal may come with the session ended (it expired meanwhile): show what the core now holds.
      await refresh();
      if (!result.ok) throw new BridgeError(result.error);
      return result.data;
    },
  });
}

/** Returns from viewing as another user to the administrator's own session. */
export function useEndLoginAs() {
  const { refresh } = useSession();
  return useMutation<LoginAsSuccess, Error>({
    mutationFn: async () => {
      const result = await hcm().session.endLoginAs();
      await refresh();
      if (!result.ok) throw new BridgeError(result.error);
      return result.data;
    },
  });
}
