import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { reviewConflicts } from './conflict-review';
import { countUnsentChanges, sendQueuedChanges } from './send-queued-changes';
import { SignOutChangesDialog } from './sign-out-changes-dialog';
import { useConnectivity } from './use-connectivity';
import { useUnsentChangeCount } from './use-queued-changes';

/** How to end the session once the user has decided. */
export interface SignOutDecision {
  /** The user chose to drop the changes not yet sent. */
  discardChanges: boolean;
}

export interface SignOutCheck {
  /**
   * Asks before the session ends, if changes are not on the gateway yet: the user sends them first
   * or drops them on purpose. Resolves with the decision, at once when nothing is waiting, or with
   * null when the user stays signed in. `reason` says what is about to sign them out, when it is
   * not the Sign out button.
   */
  confirm(reason?: string): Promise<SignOutDecision | null>;
  /** The question itself, to render once. */
  dialog: ReactElement;
}

/**
 * Signing out wipes this computer's copy, queue included, so every way of signing out on purpose
 * asks through here first.
 */
export function useSignOutCheck(): SignOutCheck {
  const queryClient = useQueryClient();
  const { online } = useConnectivity();
  const unsent = useUnsentChangeCount();
  const [asking, setAsking] = useState<{ reason: string | undefined } | null>(null);
  const [sending, setSending] = useState(false);
  const answer = useRef<((decision: SignOutDecision | null) => void) | null>(null);

  const settle = useCallback((decision: SignOutDecision | null) => {
    const resolve = answer.current;
    answer.current = null;
    setAsking(null);
    resolve?.(decision);
  }, []);
  // A question left open when the shell goes away is answered "stay".
  useEffect(() => () => answer.current?.(null), []);

  const confirm = useCallback(
    (reason?: string): Promise<SignOutDecision | null> => {
      if (countUnsentChanges(queryClient) === 0) return Promise.resolve({ discardChanges: false });
      answer.current?.(null);
      return new Promise((resolve) => {
        answer.current = resolve;
        setAsking({ reason });
      });
    },
    [queryClient],
  );

  const sendFirst = async () => {
    setSending(true);
    const left = await sendQueuedChanges(queryClient);
    setSending(false);
    if (left === 0) settle({ discardChanges: false });
    // What is left was refused for a newer version, or the gateway went away: the question stays, and the conflicts show.
    else reviewConflicts();
  };

  const dialog = (
    <SignOutChangesDialog
      open={asking !== null}
      reason={asking?.reason}
      count={unsent}
      online={online}
      sending={sending}
      onSend={() => void sendFirst()}
      onDiscard={() => settle({ discardChanges: true })}
      onCancel={() => settle(null)}
    />
  );
  return { confirm, dialog };
}
