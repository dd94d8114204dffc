import { createHash, randomBytes } from 'node:crypto';
import { CURRENT_PRODUCT } from '@shared/products';
import { createAppCore } from '../core/app-core';
import { createKeychainVault } from '../core/keychain-vault';
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
  closeAll(): Promise<void>;
}

export interface BrowserSessionsOptions {
  gatewayUrls: GatewayUrls;
  preferences: PreferencesStore;
  keychainService: string;
}

export function vaultAccount(sessionId: string): string {
  return `session:${createHash('sha256').update(sessionId).digest('hex')}`;
}

/** Each browser session owns one core; its tokens stay here, the browser holds only the cookie. */
export function createBrowserSessions(options: BrowserSessionsOptions): BrowserSessions {
  const sessions = new Map<string, Promise<BrowserSession>>();

  function vaultFor(id: string): Promise<Vault> {
    return createKeychainVault({ service: options.keychainService, account: vaultAccount(id) });
  }

  function coreFor(vault: Vault): AppCore {
    return createAppCore({ gatewayUrls: options.gatewayUrls, product: CURRENT_PRODUCT, preferences: options.preferences, vault });
  }

  async function fresh(): Promise<{ session: BrowserSession; issued: boolean }> {
    const id = randomBytes(32).toString('base64url');
    const opening = vaultFor(id).then((vault) => ({ id, core: coreFor(vault) }));
    sessions.set(id, opening);
    return { session: await opening, issued: true };
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
      let found = sessions.get(cookie);
      if (!found) {
        const reopening = reopen(cookie);
        found = reopening.then((session) => session ?? Promise.reject(new Error('not remembered')));
        found.catch(() => sessions.delete(cookie));
        sessions.set(cookie, found);
      }
      try {
        return { session: await found, issued: false };
      } catch {
        return fresh();
      }
    },
    async closeAll() {
      const open = await Promise.allSettled([...sessions.values()]);
      sessions.clear();
      await Promise.allSettled(
        open.flatMap((result) => (result.status === 'fulfilled' ? [result.value.core.shutdown()] : [])),
      );
    },
  };
}
