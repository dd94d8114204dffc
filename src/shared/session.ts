import type { SessionUser } from './contract/user';

/** Why the session changed, so the renderer can react (e.g. go to sign-in with returnTo). */
export type SessionChangeReason = 'signed-in' | 'signed-out' | 'expired' | 'restored' | 'login-as-started' | 'login-as-ended';

/** What the renderer may know about the session: never a token. */
export interface SessionState {
  status: 'signed-in' | 'signed-out';
  user: SessionUser | null;
  isFeedbackCompleted: boolean;
  /** The last email signed in with remember-me on, for prefilling the form. */
  rememberedEmail: string | null;
  rememberMe: boolean;
  /** 'unavailable' when no OS keychain answered: the session then lives in memory only. */
  keychain: 'available' | 'unavailable';
  reason?: SessionChangeReason;
}

/** The signed-in user when the session is their own: null when signed out or while an administrator acts as them. */
export function ownSessionUser(state: SessionState): SessionUser | null {
  return state.status === 'signed-in' && state.user && state.user.loginAs === undefined ? state.user : null;
}

export interface SignInRequest {
  email: string;
  password: string;
  /** The spec's `loggedIn` field: remember me. */
  loggedIn: boolean;
}

export interface SignInSuccess {
  message: string;
  user: SessionUser;
  isFeedbackCompleted: boolean;
}

/** An administrator asks to view the app as another user of their company. */
export interface LoginAsRequest {
  userId: string;
}

/** Starting or ending "log in as": the session's new user, as sign-in answers it (never a token). */
export type LoginAsSuccess = SignInSuccess;

/** A one-off notice from the core to the user (e.g. the keychain is unavailable). */
export interface CoreNotice {
  id: 'keychain-unavailable' | 'offline-copy-unreadable';
  level: 'info' | 'warning';
  message: string;
}
