import { createHash, randomBytes } from 'node:crypto';
import { CURRENT_PRODUCT } from '@shared/products';
import { createAppCore } from '../core/app-core';
import type { ConnectivityMonitor } from '../core/connectivity';
import { createKeychainVault } from '../core/keychain-vault';
import type { OfflineStore } from '../core/offline-store';
import type { AppCore, GatewayUrls, PreferencesStore, Vault } from '../core/types';

export const SESSION_COOKIE = 'hcm_session';
export const DEFAULT_KEYCHAIN_SERVICE = 'hcm-onboarding-web';

/** 32 random bytes, base64url: 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface BrowserSession {
  readonly id: string;
  readonly core: AppCore;
}

export interface BrowserSessions {
  /** The session a cookie names; a remembered one is reopened from the keychain after a restart. */
  resolve(cookie: string | undefined): Promise<{ session: BrowserSession; issued: boolean }>;
  /**
   * A new session with a new id. Sign-in happens on one, so the id a browser held before signing in
   * (which another page on 127.0.0.1 could have planted, cookies not being separated by port) never
   * becomes a signed-in session.
   */
  create(): Promise<BrowserSession>;
  /** Ends a session that no cookie will name again: signed out at the gateway if it was signed in. */
  retire(session: BrowserSession): Promise<void>;
  /** Drops signed-out sessions that have been idle too long (also run on a timer). */
  evictIdle(): Promise<void>;
  closeAll(): Promise<void>;
}

export interface BrowserSessionsOptions {
  gatewayUrls: GatewayUrls;
  preferences: PreferencesStore;
  keychainService: string;
  /** One offline copy for the host, as the desktop keeps one per OS user: another user signing in wipes it. */
  offlineStore?: OfflineStore;
  /** One watch of the gateway for all the host's sessions. */
  connectivity?: ConnectivityMonitor;
  /** A signed-out session unseen this long is dropped; its tab simply gets a new one. */
  idleSignedOutMs?: number;
  /** Called for each session dropped while idle, before its core shuts down. */
  onEvicted?(session: BrowserSession): void;
  now?(): number;
}

const DEFAULT_IDLE_SIGNED_OUT_MS = 15 * 60 * 1000;

export function vaultAccount(sessionId: string): string {
  return `session:${createHash('sha256').update(sessionId).digest('hex')}`;
}

/** Each browser session owns one core; its tokens stay here, the browser holds only the cookie. */
export function createBrowserSessions(options: BrowserSessionsOptions): BrowserSessions {
  const sessions = new Map<string, Promise<BrowserSession>>();
  const lastSeen = new Map<string, number>();
  const now = options.now ?? Date.now;
  const idleSignedOutMs = options.idleSignedOutMs ?? DEFAULT_IDLE_SIGNED_OUT_MS;

  function vaultFor(id: string): Promise<Vault> {
    return createKeychainVault({ service: options.keychainService, account: vaultAccount(id) });
  }

  function coreFor(vault: Vault): AppCore {
    return createAppCore({
      gatewayUrls: options.gatewayUrls,
      product: CURRENT_PRODUCT,
      preferences: options.preferences,
      vault,
      ...(options.offlineStore ? { offlineStore: options.offlineStore } : {}),
      ...(options.connectivity ? { connectivity: options.connectivity } : {}),
    });
  }

  function create(): Promise<BrowserSession> {
    const id = randomBytes(32).toString('base64url');
    const opening = vaultFor(id).then((vault) => ({ id, core: coreFor(vault) }));
    sessions.set(id, opening);
    lastSeen.set(id, now());
    return opening;
  }

  async function retire(session: BrowserSession): Promise<void> {
    sessions.delete(session.id);
    lastSeen.delete(session.id);
    if (session.core.session.get().status === 'signed-in') await session.core.session.signOut();
    await session.core.shutdown();
  }

  /** Signed-out sessions pile up with every cookie-less request; the idle ones are let go. */
  async function evictIdle(): Promise<void> {
    const cutoff = now() - idleSignedOutMs;
    for (const [id, opening] of [...sessions]) {
      if ((lastSeen.get(id) ?? 0) > cutoff) continue;
      const session = await opening.catch(() => null);
      if (!session || session.core.session.get().status !== 'signed-out') continue;
      options.onEvicted?.(session);
      await retire(session);
    }
  }
  const sweep = setInterval(() => void evictIdle(), Math.max(1000, Math.min(idleSignedOutMs, 60_000)));
  sweep.unref();

  async function fresh(): Promise<{ session: BrowserSession; issued: boolean }> {
    return { session: await create(), issued: true };
  }

  /** Only a cookie whose keychain entry still holds a token is adopted; any other gets a new id. */
  async function reopen(id: string): Promise<BrowserSession | null> {
    const vault = await vaultFor(id);
    const stored = await vault.load().catch(() => null);
    if (!stored) return null;
    const core = coreFor(vault);
    await core.session.restore();
    return { id, core };
  }

  return {
    async resolve(cookie) {
      if (cookie === undefined || !SESSION_ID.test(cookie)) return fresh();
      if (sessions.has(cookie)) lastSeen.set(cookie, now());
      let found = sessions.get(cookie);
      if (!found) {
        const reopening = reopen(cookie);
        found = reopening.then((session) => session ?? Promise.reject(new Error('not remembered')));
        found.catch(() => sessions.delete(cookie));
        sessions.set(cookie, found);
        lastSeen.set(cookie, now());
      }
      try {
        return { session: await found, issued: false };
      } catch {
        return fresh();
      }
    },
    create,
    retire,
    evictIdle,
    async closeAll() {
      clearInterval(sweep);
      const open = await Promise.allSettled([...sessions.values()]);
      sessions.clear();
      await Promise.allSettled(
        open.flatMap((result) => (result.status === 'fulfilled' ? [result.value.core.shutdown()] : [])),
      );
    },
  };
}
