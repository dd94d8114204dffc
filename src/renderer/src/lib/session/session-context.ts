import { createContext, useContext } from 'react';
import type { SessionState } from '@shared/session';

export interface SessionContextValue {
  state: SessionState;
  /** Reads the session again from the core; resolves once the new state is in place. */
  refresh(): Promise<SessionState>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider.');
  return value;
}
