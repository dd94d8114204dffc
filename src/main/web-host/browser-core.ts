import { CURRENT_PRODUCT } from '@shared/products';
import { createAppCore } from '../core/app-core';
import type { ConnectivityMonitor } from '../core/connectivity';
import type { OfflineStore } from '../core/offline-store';
import type { AppCore, GatewayUrls, PreferencesStore, Vault } from '../core/types';
import { preferencesForBrowser, type RememberedBrowsers } from './remembered-browsers';

export interface BrowserCoreOptions {
  gatewayUrls: GatewayUrls;
  /** The host's own preferences; remember-me is each browser's, in `remembered`. */
  preferences: PreferencesStore;
  remembered: RememberedBrowsers;
  /** One offline copy for the host, as the desktop keeps one per OS user: another user signing in wipes it. */
  offlineStore?: OfflineStore;
  /** One watch of the gateway for all the host's cores. */
  connectivity?: ConnectivityMonitor;
  fetch?: typeof fetch;
}

/** The desktop's core, for one browser: its remember-me is the one kept under `rememberId`. */
export function createBrowserCore(options: BrowserCoreOptions, vault: Vault, rememberId: string | undefined): AppCore {
  return createAppCore({
    gatewayUrls: options.gatewayUrls,
    product: CURRENT_PRODUCT,
    preferences: preferencesForBrowser(options.preferences, options.remembered, rememberId),
    vault,
    ...(options.offlineStore ? { offlineStore: options.offlineStore } : {}),
    ...(options.connectivity ? { connectivity: options.connectivity } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
