import type { SessionState } from '@shared/session';
import type { ConnectivityMonitor } from '../core/connectivity';
import { createMemoryVault } from '../core/keychain-vault';
import { KEYCHAIN_UNAVAILABLE_NOTICE } from '../core/notices';
import { signedOutState } from '../core/session';
import type { AppCore } from '../core/types';
import { createBrowserCore, type BrowserCoreOptions } from './browser-core';
import type { StreamSource } from './event-stream';

export interface SessionlessAnswersOptions extends BrowserCoreOptions {
  connectivity: ConnectivityMonitor;
  /** Whether the host's keychain answered at start, as a session's own would tell. */
  keychain: SessionState['keychain'];
}

/**
 * What the host answers a browser that holds no session (no cookie, or one it does not hold): one
 * set of answers for the whole host, built from constants, so such a request leaves nothing behind.
 */
export interface SessionlessAnswers {
  /**
   * A core that is never signed in: it runs the public operations (sign-up, the password pages,
   * email codes) and answers everything else as a signed-out core does.
   */
  readonly core: AppCore;
  /** Signed out; the remembered email only for the browser holding its remember-me cookie. */
  state(rememberCookie: string | undefined): SessionState;
  /** The same, for the tab's event stream: the session never changes; connectivity is the host's. */
  streamSource(rememberCookie: string | undefined): StreamSource;
}

export function createSessionlessAnswers(options: SessionlessAnswersOptions): SessionlessAnswers {
  const core = createBrowserCore(options, createMemoryVault(), undefined);
  const notices = options.keychain === 'available' ? [] : [KEYCHAIN_UNAVAILABLE_NOTICE];
  const never = () => () => undefined;

  function state(rememberCookie: string | undefined): SessionState {
    const email = options.remembered.emailOf(rememberCookie);
    return signedOutState({ rememberMe: email !== null, rememberedEmail: email }, options.keychain);
  }

  return {
    core,
    state,
    streamSource(rememberCookie) {
      const current = state(rememberCookie);
      return {
        session: { get: () => current, onChange: never },
        notices: { pending: () => notices.map((notice) => ({ ...notice })), onNotice: never },
        connectivity: options.connectivity,
      };
    },
  };
}
