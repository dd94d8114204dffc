import { BRIDGE } from '@shared/bridge';
import type { PushTarget } from './core-events';
import { deepLinkPath } from './deep-links';

/** The window's webContents as the relay uses it: it tells when the page has loaded. */
export interface NavigationTarget extends PushTarget {
  on(event: 'did-finish-load', listener: () => void): unknown;
}

export interface DeepLinkNavigation {
  /** The window whose page receives the paths; a new window replaces the old one. */
  attach(target: NavigationTarget): void;
  /** Passes an hcm:// link on as an in-app path; a link that maps to no screen is dropped. */
  open(link: string): void;
}

/**
 * Hands the screen an hcm:// link asks for to the page. A link that arrives before the page has
 * loaded (the link the app was started with, or macOS's open-url before the window exists) waits
 * for it; only the latest one is kept, as the screen the user asked for last.
 */
export function createDeepLinkNavigation(): DeepLinkNavigation {
  let target: NavigationTarget | null = null;
  let loaded = false;
  let pending: string | null = null;

  const flush = (): void => {
    if (pending === null || target === null || !loaded || target.isDestroyed()) return;
    target.send(BRIDGE.navigation.onNavigate.channel, pending);
    pending = null;
  };

  return {
    attach(next) {
      target = next;
      loaded = false;
      next.on('did-finish-load', () => {
        if (target !== next) return;
        loaded = true;
        flush();
      });
    },
    open(link) {
      const path = deepLinkPath(link);
      if (path === null) return;
      pending = path;
      flush();
    },
  };
}
