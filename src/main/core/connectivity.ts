import type { ConnectivityState } from '@shared/offline';
import { createListenerSet } from './listeners';

/**
 * Whether the gateway answers, judged by the core itself: every call's outcome counts, and a probe of
 * the gateway's /health runs on a timer (often while it is away, seldom while it answers). The OS
 * network flag alone would call a machine online whose VPN or gateway is down.
 */
export interface ConnectivityMonitor {
  get(): ConnectivityState;
  /** A call's outcome: any answer at all means reachable, no answer means not. */
  report(reachable: boolean): void;
  /** Probes now and answers the state that follows. */
  check(): Promise<ConnectivityState>;
  onChange(listener: (state: ConnectivityState) => void): () => void;
  stop(): void;
}

export interface ConnectivityOptions {
  /** Resolves true when the gateway answered; never rejects. */
  probe(): Promise<boolean>;
  /** Between probes while the gateway answers. */
  onlineIntervalMs?: number;
  /** The first wait after it went away; it doubles up to `offlineMaxIntervalMs`. */
  offlineIntervalMs?: number;
  offlineMaxIntervalMs?: number;
  now?(): number;
}

export function createConnectivityMonitor(options: ConnectivityOptions): ConnectivityMonitor {
  const now = options.now ?? Date.now;
  const onlineIntervalMs = options.onlineIntervalMs ?? 30_000;
  const offlineIntervalMs = options.offlineIntervalMs ?? 2_000;
  const offlineMaxIntervalMs = options.offlineMaxIntervalMs ?? 30_000;
  const listeners = createListenerSet<ConnectivityState>();
  let state: ConnectivityState = { status: 'online', since: new Date(now()).toISOString() };
  let wait = offlineIntervalMs;
  let timer: NodeJS.Timeout | null = null;
  let probing: Promise<ConnectivityState> | null = null;
  let stopped = false;

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const delay = state.status === 'online' ? onlineIntervalMs : wait;
    timer = setTimeout(() => void check(), delay);
    timer.unref();
  }

  function report(reachable: boolean): void {
    const status = reachable ? 'online' : 'offline';
    if (status === state.status) {
      if (!reachable) wait = Math.min(wait * 2, offlineMaxIntervalMs);
      schedule();
      return;
    }
    state = { status, since: new Date(now()).toISOString() };
    wait = offlineIntervalMs;
    schedule();
    listeners.emit({ ...state });
  }

  function check(): Promise<ConnectivityState> {
    probing ??= options
      .probe()
      .catch(() => false)
      .then((reachable) => {
        report(reachable);
        return { ...state };
      })
      .finally(() => {
        probing = null;
      });
    return probing;
  }

  schedule();
  return {
    get: () => ({ ...state }),
    report,
    check,
    onChange: (listener) => listeners.add(listener),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** A probe of the gateway's /health that gives up after `timeoutMs`. */
export function healthProbe(baseUrl: string, fetcher: typeof fetch = fetch, timeoutMs = 3_000): () => Promise<boolean> {
  return async () => {
    try {
      const response = await fetcher(`${baseUrl}/health`, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
      await response.body?.cancel().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  };
}
