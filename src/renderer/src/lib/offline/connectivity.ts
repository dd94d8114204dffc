import { onlineManager } from '@tanstack/react-query';
import type { ConnectivityState } from '@shared/offline';
import { hasBridge, hcm } from '@renderer/lib/bridge';

let current: ConnectivityState | null = null;
const listeners = new Set<() => void>();

function apply(state: ConnectivityState): void {
  current = state;
  onlineManager.setOnline(state.status === 'online');
  for (const listener of listeners) listener();
}

/** Whether the core reaches the gateway, as it last said; null before it has said. */
export function currentConnectivity(): ConnectivityState | null {
  return current;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes react-query's idea of "online" the core's: whether the gateway answers. The browser's own
 * flag (navigator.onLine) would call a machine online whose VPN or gateway is down.
 */
export function followCoreConnectivity(): void {
  onlineManager.setEventListener(() => {
    if (!hasBridge()) return undefined;
    const connectivity = hcm().connectivity;
    let active = true;
    // A pushed state is newer than the answer to the first read.
    let pushed = false;
    const stop = connectivity.onChange((state) => {
      pushed = true;
      if (active) apply(state);
    });
    connectivity
      .get()
      .then((state) => {
        if (active && !pushed) apply(state);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop();
    };
  });
}

/** Asks the core to try the gateway now (the user pressed "Try again"). */
export async function checkConnectivity(): Promise<ConnectivityState> {
  const state = await hcm().connectivity.check();
  apply(state);
  return state;
}
