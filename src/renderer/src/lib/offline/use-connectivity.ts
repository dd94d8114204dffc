import { useCallback, useState, useSyncExternalStore } from 'react';
import { checkConnectivity, currentConnectivity, subscribeConnectivity } from './connectivity';

export interface Connectivity {
  /** Until the core has said otherwise, the gateway is taken to be reachable. */
  online: boolean;
  /** When the status last changed, as the core says; null before it has said. */
  since: string | null;
  /** True while "Try again" waits for the core's answer. */
  checking: boolean;
  check(): Promise<void>;
}

/** Whether the gateway can be reached, for the header and the offline banner. */
export function useConnectivity(): Connectivity {
  const state = useSyncExternalStore(subscribeConnectivity, currentConnectivity);
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      await checkConnectivity();
    } catch {
      // The state stays as it was; the banner stays up with its button.
    } finally {
      setChecking(false);
    }
  }, []);
  return { online: state?.status !== 'offline', since: state?.since ?? null, checking, check };
}
