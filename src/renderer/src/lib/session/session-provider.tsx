import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { SessionState } from '@shared/session';
import { CoreUnavailable } from '@renderer/components/core-unavailable';
import { FullPageSpinner } from '@renderer/components/full-page-spinner';
import { hcm } from '@renderer/lib/bridge';
import { useToast } from '@renderer/lib/toast/toast-context';
import { SessionContext, type SessionContextValue } from './session-context';

type Load = { phase: 'loading' } | { phase: 'ready'; state: SessionState } | { phase: 'failed' };

/** Who the screens show data for: the user, and the administrator viewing as them if any. */
function identityOf(state: SessionState): string | null {
  return state.user ? `${state.user.id}|${state.user.loginAs ?? ''}` : null;
}

/** The core answers plain data: the same answer twice is the same session, and redraws nothing. */
function sameSession(a: SessionState, b: SessionState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The session as read before the first render (see app-start): the screens draw with it at once. */
  initialState?: SessionState;
}

/**
 * Holds the session as the core reports it (never a token). Cached server data belongs to the
 * signed-in user, so it is dropped whenever the session ends, and reloaded when the session
 * becomes another user's (an administrator starts or stops viewing as someone).
 */
export function SessionProvider({ children, initialState }: SessionProviderProps) {
  const [load, setLoad] = useState<Load>(() => (initialState ? { phase: 'ready', state: initialState } : { phase: 'loading' }));
  const queryClient = useQueryClient();
  const { message } = useToast();

  const apply = useCallback(
    (next: SessionState) => {
      if (next.status === 'signed-out') queryClient.clear();
      setLoad((current) => (current.phase === 'ready' && sameSession(current.state, next) ? current : { phase: 'ready', state: next }));
    },
    [queryClient],
  );

  const identity = load.phase === 'ready' ? identityOf(load.state) : null;
  const shownIdentity = useRef<string | null>(null);
  useEffect(() => {
    const previous = shownIdentity.current;
    shownIdentity.current = identity;
    if (previous === null || identity === null || previous === identity) return;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.resetQueries();
  }, [identity, queryClient]);

  const refresh = useCallback(async () => {
    const next = await hcm().session.get();
    apply(next);
    return next;
  }, [apply]);

  useEffect(() => {
    let active = true;
    // A change pushed by the core is newer than the answer to the first read.
    let pushed = false;
    const unsubscribe = hcm().session.onChange((next) => {
      if (!active) return;
      pushed = true;
      if (next.status === 'signed-out' && next.reason === 'expired') void message.warning(GATEWAY_MESSAGES.sessionRequired);
      apply(next);
    });
    // Read even with an initial state: a change told before this listened would otherwise be missed.
    hcm()
      .session.get()
      .then((state) => {
        if (active && !pushed) apply(state);
      })
      .catch(() => {
        // A session the core already told stays: only a core never heard from is unavailable.
        if (active) setLoad((current) => (current.phase === 'ready' ? current : { phase: 'failed' }));
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [apply, message]);

  const value = useMemo<SessionContextValue | null>(() => (load.phase === 'ready' ? { state: load.state, refresh } : null), [load, refresh]);

  if (load.phase === 'failed') {
    return (
      <CoreUnavailable
        onRetry={() => {
          setLoad({ phase: 'loading' });
          refresh().catch(() => setLoad({ phase: 'failed' }));
        }}
      />
    );
  }
  if (!value) return <FullPageSpinner />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
