import type { CallResult } from '@shared/contract/errors';
import { ownSessionUser, type SignInRequest, type SignInSuccess } from '@shared/session';
import { failure } from '../core/call-failure';
import { createKeychainVault } from '../core/keychain-vault';
import type { AppCore, Vault } from '../core/types';
import { createBrowserCore, type BrowserCoreOptions } from './browser-core';
import { browserTokenHash, isBrowserToken, newBrowserToken } from './browser-token';

export const SESSION_COOKIE = 'hcm_session';
export const DEFAULT_KEYCHAIN_SERVICE = 'hcm-onboarding-web';
/** Enough for every browser and profile of one desktop, with room to spare. */
export const DEFAULT_MAX_BROWSER_SESSIONS = 32;
const DEFAULT_IDLE_SIGNED_OUT_MS = 15 * 60 * 1000;
const DEFAULT_IDLE_SIGNED_IN_MS = 24 * 60 * 60 * 1000;

export function sessionsFullMessage(maxSessions: number): string {
  return `This local web host already holds ${maxSessions} signed-in browser sessions, as many as it keeps. Sign out in a browser you no longer use, then sign in again.`;
}

export interface BrowserSession {
  readonly id: string;
  readonly core: AppCore;
}

export interface SignInOutcome {
  result: CallResult<SignInSuccess>;
  /** The new session when the sign-in succeeded and the host holds it. */
  session: BrowserSession | null;
}

export interface BrowserSessions {
  /**
   * The session a cookie names, or null: a request without one is answered from constants, and
   * nothing is created for it. A session the host no longer holds is opened again from the
   * keychain when it was remembered there (after a restart, or once let go for room).
   */
  find(sessionCookie: string | undefined, rememberCookie: string | undefined): Promise<BrowserSession | null>;
  /**
   * Signs in on a new session with a new id, the only way a session comes to be held. The id a
   * browser held before (which another page on 127.0.0.1 could have planted, cookies not being
   * separated by port) never becomes a signed-in session; `replacing` is that browser's session,
   * whose place the new one takes. Refused, before the gateway is asked, when the host already holds
   * as many signed-in sessions as it keeps.
   */
  signIn(request: SignInRequest, options: { replacing: BrowserSession | null; rememberId: string | undefined }): Promise<SignInOutcome>;
  /** Ends a session that no cookie will name again: signed out at the gateway if it was signed in. */
  retire(session: BrowserSession): Promise<void>;
  /** The session was just in use (e.g. its last tab closed): its idle time starts now. */
  touch(session: BrowserSession): void;
  /** Lets go of the sessions idle too long (also run on a timer). */
  evictIdle(): Promise<void>;
  /** How many sessions the host holds now. */
  count(): number;
  closeAll(): Promise<void>;
}

export interface BrowserSessionsOptions extends BrowserCoreOptions {
  keychainService: string;
  /** The most sessions held at once. */
  maxSessions?: number;
  /** A signed-out session unseen this long is let go; its tab carries on as one holding no session. */
  idleSignedOutMs?: number;
  /**
   * A signed-in session with no tab open and unseen this long is let go, as the desktop's core is
   * when the app quits: a browser session cookie dies with the browser, and nothing else would end it.
   */
  idleSignedInMs?: number;
  /** Whether a tab of the session is open now (its event stream). */
  inUse?(session: BrowserSession): boolean;
  /** Called for each session let go while idle or for room, before its core shuts down. */
  onEvicted?(session: BrowserSession): void;
  now?(): number;
}

interface Held {
  readonly session: BrowserSession;
  lastSeen: number;
  /** Signed in with remember-me (or opened again from the keychain): its token is kept there. */
  readonly remembered: boolean;
}

export function vaultAccount(sessionId: string): string {
  return `session:${browserTokenHash(sessionId)}`;
}

/** Each browser session owns one core; its tokens stay here, the browser holds only the cookie. */
export function createBrowserSessions(options: BrowserSessionsOptions): BrowserSessions {
  /** In the order last seen, least recently first. */
  const held = new Map<string, Held>();
  const reopening = new Map<string, Promise<BrowserSession | null>>();
  /** Sign-ins under way, each sure of a place once the gateway has answered. */
  let reserved = 0;
  const now = options.now ?? Date.now;
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_BROWSER_SESSIONS;
  const idleSignedOutMs = options.idleSignedOutMs ?? DEFAULT_IDLE_SIGNED_OUT_MS;
  const idleSignedInMs = options.idleSignedInMs ?? DEFAULT_IDLE_SIGNED_IN_MS;

  function vaultFor(id: string): Promise<Vault> {
    return createKeychainVault({ service: options.keychainService, account: vaultAccount(id) });
  }

  function seen(entry: Held): void {
    entry.lastSeen = now();
    held.delete(entry.session.id);
    held.set(entry.session.id, entry);
  }

  function isSignedIn(entry: Held): boolean {
    return entry.session.core.session.get().status === 'signed-in';
  }

  /** Letting it go loses nothing: signed out, or remembered in the keychain and opened again on its next request. */
  function canMakeRoom(entry: Held): boolean {
    const state = entry.session.core.session.get();
    if (state.status === 'signed-out') return true;
    return entry.remembered && state.keychain === 'available' && ownSessionUser(state) !== null && !options.inUse?.(entry.session);
  }

  /** Signed-out sessions first, then remembered ones; least recently seen first within each. */
  function roomMakers(except: BrowserSession | null): Held[] {
    const candidates = [...held.values()].filter((entry) => entry.session !== except && canMakeRoom(entry));
    return [...candidates.filter((entry) => !isSignedIn(entry)), ...candidates.filter(isSignedIn)];
  }

  function heldAs(session: BrowserSession | null): boolean {
    return session !== null && held.get(session.id)?.session === session;
  }

  /** How many more sessions fit, counting the sign-ins under way, `replacing` and those that can be let go. */
  function room(replacing: BrowserSession | null): number {
    return maxSessions - held.size + (heldAs(replacing) ? 1 : 0) - reserved + roomMakers(replacing).length;
  }

  /** Never throws: it runs from the sweep's timer and beside the sign-in that made room. */
  async function letGo(entry: Held): Promise<void> {
    options.onEvicted?.(entry.session);
    try {
      // As at the desktop's quit: a remembered token stays in the keychain, any other is dropped.
      await entry.session.core.shutdown();
    } catch (error) {
      console.error('The local web host could not close a browser session:', error instanceof Error ? error.name : typeof error);
    }
  }

  /** Holds `entry` in place of `replacing`, letting go of as many others as the cap needs; false when they would not be enough. */
  function admit(entry: Held, replacing: BrowserSession | null): boolean {
    if (room(replacing) <= 0) return false;
    if (replacing && heldAs(replacing)) held.delete(replacing.id);
    const makers = roomMakers(null);
    while (held.size + reserved >= maxSessions) {
      const next = makers.shift();
      if (!next) return false;
      held.delete(next.session.id);
      void letGo(next);
    }
    held.set(entry.session.id, entry);
    return true;
  }

  async function retire(session: BrowserSession): Promise<void> {
    if (heldAs(session)) held.delete(session.id);
    if (session.core.session.get().status === 'signed-in') await session.core.session.signOut();
    await session.core.shutdown();
  }

  async function evictIdle(): Promise<void> {
    const signedOutCutoff = now() - idleSignedOutMs;
    const signedInCutoff = now() - idleSignedInMs;
    const idle = [...held.values()].filter((entry) =>
      isSignedIn(entry) ? entry.lastSeen <= signedInCutoff && !options.inUse?.(entry.session) : entry.lastSeen <= signedOutCutoff,
    );
    for (const entry of idle) held.delete(entry.session.id);
    await Promise.all(idle.map(letGo));
  }
  const sweep = setInterval(() => void evictIdle(), Math.max(1000, Math.min(idleSignedOutMs, 60_000)));
  sweep.unref();

  /** Only a cookie whose keychain entry still holds a token is opened again. */
  async function reopen(id: string, rememberId: string | undefined): Promise<BrowserSession | null> {
    const vault = await vaultFor(id);
    const stored = await vault.load().catch(() => null);
    if (!stored) return null;
    const session = { id, core: createBrowserCore(options, vault, rememberId) };
    await session.core.session.restore();
    if (admit({ session, lastSeen: now(), remembered: true }, null)) return session;
    await session.core.shutdown();
    return null;
  }

  return {
    async find(sessionCookie, rememberCookie) {
      if (!isBrowserToken(sessionCookie)) return null;
      const entry = held.get(sessionCookie);
      if (entry) {
        seen(entry);
        return entry.session;
      }
      let opening = reopening.get(sessionCookie);
      if (!opening) {
        if (room(null) <= 0) return null;
        opening = reopen(sessionCookie, isBrowserToken(rememberCookie) ? rememberCookie : undefined).finally(() => reopening.delete(sessionCookie));
        reopening.set(sessionCookie, opening);
      }
      return opening;
    },

    async signIn(request, { replacing, rememberId }) {
      const full: SignInOutcome = { result: failure({ status: 503, message: sessionsFullMessage(maxSessions) }), session: null };
      if (room(replacing) <= 0) return full;
      reserved += 1;
      let session: BrowserSession;
      let result: CallResult<SignInSuccess>;
      try {
        const id = newBrowserToken();
        session = { id, core: createBrowserCore(options, await vaultFor(id), rememberId) };
        result = await session.core.session.signIn(request);
      } finally {
        reserved -= 1;
      }
      if (!result.ok) {
        await session.core.shutdown();
        return { result, session: null };
      }
      if (!admit({ session, lastSeen: now(), remembered: request.loggedIn }, replacing)) {
        await retire(session);
        return full;
      }
      return { result, session };
    },

    retire,
    touch(session) {
      const entry = held.get(session.id);
      if (entry?.session === session) seen(entry);
    },
    evictIdle,
    count: () => held.size,
    async closeAll() {
      clearInterval(sweep);
      await Promise.allSettled([...reopening.values()]);
      const open = [...held.values()];
      held.clear();
      await Promise.allSettled(open.map((entry) => entry.session.core.shutdown()));
    },
  };
}
