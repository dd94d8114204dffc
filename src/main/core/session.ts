import {
  endLoginAs as endLoginAsOperation,
  loginAs as loginAsOperation,
  refreshToken as refreshTokenOperation,
  signIn as signInOperation,
} from '@shared/contract/auth';
import type { CheckedCallOptions } from './api-call-options';
import type { CallFailure, CallResult } from '@shared/contract/errors';
import type { Operation } from '@shared/contract/operation';
import type { SessionUser } from '@shared/contract/user';
import { currentUser, logout } from '@shared/contract/users';
import { IS_FEEDBACK_COMPLETED_DEFAULT } from '@shared/constants';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { LoginAsRequest, LoginAsSuccess, SessionChangeReason, SessionState, SignInRequest, SignInSuccess } from '@shared/session';
import type { z } from 'zod';
import { failure, sessionEnded } from './call-failure';
import { createListenerSet } from './listeners';
import type { OperationExecutor } from './operation-executor';
import type { PreferencesStore, StoredPreferences, Vault } from './types';

interface ActiveSession {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
  isFeedbackCompleted: boolean;
  /** Signed in with remember-me: the refresh token is kept in the vault and survives a restart. */
  remember: boolean;
  /**
   * An administrator viewing as another user. Such a session is never written to the vault: a
   * restart must not open the app as someone else, so it opens signed out instead.
   */
  acting: boolean;
  /**
   * Opened from the offline copy while the gateway could not be reached: the user is who the copy
   * says, and no access token has been issued yet. `resume` confirms it once the gateway answers.
   */
  awaitingGateway: boolean;
}

/** Who was signed in when the offline copy was last written: lets a restart open the app offline. */
export interface OfflineSessionSource {
  read(): Promise<{ user: SessionUser; isFeedbackCompleted: boolean } | null>;
}

type FreshToken = { kind: 'token'; accessToken: string } | { kind: 'ended' } | { kind: 'failed'; error: CallFailure };

export interface SessionManagerOptions {
  executor: OperationExecutor;
  preferences: PreferencesStore;
  vault: Vault;
  /** The keychain refused a write: the session carries on in memory and the user is told. */
  onKeychainFailure(): void;
  offlineSession?: OfflineSessionSource;
}

export interface SessionManager {
  get(): SessionState;
  signIn(request: SignInRequest): Promise<CallResult<SignInSuccess>>;
  signOut(): Promise<CallResult<{ message: string }>>;
  /** An administrator starts viewing as another user: the session becomes that user's. */
  loginAs(request: LoginAsRequest): Promise<CallResult<LoginAsSuccess>>;
  /** Back from viewing as another user to the administrator's own session. */
  endLoginAs(): Promise<CallResult<LoginAsSuccess>>;
  restore(): Promise<SessionState>;
  /**
   * The gateway answers again: a session opened offline is confirmed (a new token pair, the user as
   * the gateway has them now) or, if its token is refused, ended.
   */
  resume(): Promise<void>;
  /** Whether the session is an administrator acting as another user. */
  acting(): boolean;
  onChange(listener: (state: SessionState) => void): () => void;
  /** Runs an operation for the signed-in user: a 401 triggers one shared refresh and one replay. */
  run<O extends Operation>(operation: O, input: unknown, options?: CheckedCallOptions): Promise<CallResult<z.output<O['output']>>>;
  /** Sends a call of the signed-in user with the access token, refreshing it once after a 401 and sending again. */
  authorized<T>(send: (accessToken: string) => Promise<CallResult<T>>): Promise<CallResult<T>>;
  shutdown(): Promise<void>;
}

/** The state of a session nobody is signed in to: the remember-me choice and the keychain are all it tells. */
export function signedOutState(remembered: Pick<StoredPreferences, 'rememberMe' | 'rememberedEmail'>, keychain: SessionState['keychain']): SessionState {
  return {
    status: 'signed-out',
    user: null,
    isFeedbackCompleted: IS_FEEDBACK_COMPLETED_DEFAULT,
    rememberedEmail: remembered.rememberedEmail,
    rememberMe: remembered.rememberMe,
    keychain,
  };
}

/** The gateway refused the refresh token itself, as opposed to being unreachable or failing. */
function rejectsToken(error: CallFailure): boolean {
  return error.status === 400 || error.status === 401 || error.status === 403;
}

export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { executor, preferences, vault } = options;
  const listeners = createListenerSet<SessionState>();
  let active: ActiveSession | null = null;
  let reason: SessionChangeReason | undefined;
  let keychainWorking = vault.kind === 'keychain';
  /** Bumped whenever the session is replaced or ended, so late answers cannot revive an old one. */
  let generation = 0;
  let refreshing: Promise<FreshToken> | null = null;
  let restoring: Promise<SessionState> | null = null;
  /** A remembered token the gateway could not be asked about yet: kept for the next start. */
  let keepStoredToken = false;

  function state(): SessionState {
    return {
      ...signedOutState(preferences.read(), keychainWorking ? 'available' : 'unavailable'),
      ...(active ? { status: 'signed-in' as const, user: active.user, isFeedbackCompleted: active.isFeedbackCompleted } : {}),
      ...(reason === undefined ? {} : { reason }),
    };
  }

  function changed(next: SessionChangeReason): void {
    reason = next;
    listeners.emit(state());
  }

  async function keepInVault(refreshToken: string): Promise<void> {
    try {
      await vault.save(refreshToken);
    } catch {
      keychainWorking = false;
      options.onKeychainFailure();
    }
  }

  async function clearVault(): Promise<void> {
    keepStoredToken = false;
    try {
      await vault.clear();
    } catch {
      keychainWorking = false;
      options.onKeychainFailure();
    }
  }

  async function endSession(why: 'expired' | 'signed-out'): Promise<void> {
    generation += 1;
    active = null;
    refreshing = null;
    await clearVault();
    changed(why);
  }

  async function refresh(current: ActiveSession): Promise<FreshToken> {
    const startedIn = generation;
    const result = await executor.execute(refreshTokenOperation, { refreshToken: current.refreshToken });
    if (startedIn !== generation || active !== current) {
      return active ? { kind: 'token', accessToken: active.accessToken } : { kind: 'ended' };
    }
    if (result.ok) {
      active = { ...current, accessToken: result.data.authToken, refreshToken: result.data.refreshToken };
      if (current.remember && !current.acting) await keepInVault(result.data.refreshToken);
      return { kind: 'token', accessToken: result.data.authToken };
    }
    if (!rejectsToken(result.error)) return { kind: 'failed', error: result.error };
    await endSession('expired');
    return { kind: 'ended' };
  }

  /** Single flight: every caller that met a 401 with the same stale token shares one refresh. */
  function freshAccessToken(staleToken: string): Promise<FreshToken> {
    if (!active) return Promise.resolve({ kind: 'ended' });
    if (active.accessToken !== staleToken) return Promise.resolve({ kind: 'token', accessToken: active.accessToken });
    if (!refreshing) {
      const flight = refresh(active).finally(() => {
        if (refreshing === flight) refreshing = null;
      });
      refreshing = flight;
    }
    return refreshing;
  }

  async function authorized<T>(send: (accessToken: string) => Promise<CallResult<T>>): Promise<CallResult<T>> {
    const current = active;
    if (!current) return failure(sessionEnded());
    const first = await send(current.accessToken);
    if (first.ok || first.error.status !== 401) return first;
    const fresh = await freshAccessToken(current.accessToken);
    if (fresh.kind === 'ended') return failure(sessionEnded());
    if (fresh.kind === 'failed') return failure(fresh.error);
    return send(fresh.accessToken);
  }

  async function run<O extends Operation>(operation: O, input: unknown, options: CheckedCallOptions = {}): Promise<CallResult<z.output<O['output']>>> {
    if (operation.auth === 'public') return executor.execute(operation, input, null, options);
    return authorized((accessToken) => executor.execute(operation, input, accessToken, options));
  }

  async function signIn(request: SignInRequest): Promise<CallResult<SignInSuccess>> {
    const result = await executor.execute(signInOperation, { email: request.email, password: request.password });
    if (!result.ok) return result;
    const { authToken, refreshToken, user, isFeedbackCompleted } = result.data.data;
    const remember = request.loggedIn === true;
    generation += 1;
    refreshing = null;
    active = { accessToken: authToken, refreshToken, user, isFeedbackCompleted, remember, acting: false, awaitingGateway: false };
    preferences.write(remember ? { rememberMe: true, rememberedEmail: user.email } : { rememberMe: false, rememberedEmail: null });
    if (remember) await keepInVault(refreshToken);
    else await clearVault();
    changed('signed-in');
    return { ok: true, data: { message: result.data.message, user, isFeedbackCompleted } };
  }

  async function signOut(): Promise<CallResult<{ message: string }>> {
    const current = active;
    let message: string = GATEWAY_MESSAGES.loggedOut;
    if (current) {
      generation += 1;
      active = null;
      refreshing = null;
      // Best effort: the local session ends even when the gateway cannot be told.
      let outcome = await executor.execute(logout, { refreshToken: current.refreshToken }, current.accessToken);
      if (!outcome.ok && outcome.error.status === 401) {
        const rotated = await executor.execute(refreshTokenOperation, { refreshToken: current.refreshToken });
        if (rotated.ok) outcome = await executor.execute(logout, { refreshToken: rotated.data.refreshToken }, rotated.data.authToken);
      }
      if (outcome.ok) message = outcome.data.message;
    }
    await clearVault();
    changed('signed-out');
    return { ok: true, data: { message } };
  }

  /**
   * Starts or ends acting: the gateway answers a new token pair and user, which replace the session.
   * The administrator's remember-me choice carries over; only a session of their own is kept in the vault.
   */
  async function switchSession(
    operation: typeof loginAsOperation | typeof endLoginAsOperation,
    input: unknown,
    acting: boolean,
    why: SessionChangeReason,
  ): Promise<CallResult<LoginAsSuccess>> {
    const current = active;
    if (!current) return failure(sessionEnded());
    const startedIn = generation;
    const result = await authorized((accessToken) => executor.execute(operation, input, accessToken));
    if (!result.ok) return result;
    const { authToken, refreshToken, user, isFeedbackCompleted } = result.data.data;
    if (startedIn !== generation || !active) {
      // Signed out or in again meanwhile: the new session is nobody's, so it is ended at once.
      await executor.execute(logout, { refreshToken }, authToken);
      return failure(sessionEnded());
    }
    generation += 1;
    refreshing = null;
    active = { accessToken: authToken, refreshToken, user, isFeedbackCompleted, remember: current.remember, acting, awaitingGateway: false };
    if (acting) await clearVault();
    else if (current.remember) await keepInVault(refreshToken);
    changed(why);
    return { ok: true, data: { message: result.data.message, user, isFeedbackCompleted } };
  }

  async function restoreOnce(): Promise<SessionState> {
    if (active) return state();
    let stored: string | null;
    try {
      stored = await vault.load();
    } catch {
      stored = null;
    }
    if (!stored) return state();
    const startedIn = generation;
    const rotated = await executor.execute(refreshTokenOperation, { refreshToken: stored });
    if (startedIn !== generation) return state();
    if (!rotated.ok) {
      if (rejectsToken(rotated.error)) {
        await clearVault();
        return state();
      }
      keepStoredToken = true;
      return openOffline(stored, startedIn);
    }
    const { authToken, refreshToken } = rotated.data;
    await keepInVault(refreshToken);
    const me = await executor.execute(currentUser, {}, authToken);
    if (startedIn !== generation) return state();
    if (!me.ok) {
      if (rejectsToken(me.error)) await clearVault();
      else keepStoredToken = true;
      return state();
    }
    active = {
      accessToken: authToken,
      refreshToken,
      user: me.data.data.user,
      isFeedbackCompleted: me.data.data.isFeedbackCompleted,
      remember: true,
      acting: false,
      awaitingGateway: false,
    };
    changed('restored');
    return state();
  }

  /** The gateway is away at start: the user the offline copy names is signed in, unconfirmed. */
  async function openOffline(refreshToken: string, startedIn: number): Promise<SessionState> {
    const copy = await options.offlineSession?.read().catch(() => null);
    if (!copy || startedIn !== generation || active) return state();
    active = {
      accessToken: '',
      refreshToken,
      user: copy.user,
      isFeedbackCompleted: copy.isFeedbackCompleted,
      remember: true,
      acting: false,
      awaitingGateway: true,
    };
    changed('restored');
    return state();
  }

  async function resume(): Promise<void> {
    const current = active;
    if (!current?.awaitingGateway) return;
    // A call may already have refreshed the empty token on its 401; then that token is used.
    const fresh: FreshToken = current.accessToken === '' ? await freshAccessToken('') : { kind: 'token', accessToken: current.accessToken };
    if (fresh.kind !== 'token' || !active?.awaitingGateway) return;
    const me = await executor.execute(currentUser, {}, fresh.accessToken);
    if (!me.ok || !active?.awaitingGateway) return;
    active = { ...active, user: me.data.data.user, isFeedbackCompleted: me.data.data.isFeedbackCompleted, awaitingGateway: false };
    changed('restored');
  }

  return {
    get: state,
    signIn,
    signOut,
    loginAs: (request) => switchSession(loginAsOperation, { userId: request.userId }, true, 'login-as-started'),
    endLoginAs: () => switchSession(endLoginAsOperation, {}, false, 'login-as-ended'),
    restore() {
      restoring ??= restoreOnce().finally(() => {
        restoring = null;
      });
      return restoring;
    },
    resume,
    acting: () => active?.acting === true,
    onChange: (listener) => listeners.add(listener),
    run,
    authorized,
    async shutdown() {
      if ((active?.remember === true && !active.acting) || (!active && keepStoredToken)) return;
      await clearVault();
    },
  };
}
