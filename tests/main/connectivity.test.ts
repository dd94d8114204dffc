import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { createConnectivityMonitor, healthProbe } from '@main/core/connectivity';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import type { ConnectivityState } from '@shared/offline';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway } from './support/gateway';

afterEach(() => {
  vi.useRealTimers();
});

describe('connectivity as the core finds it', () => {
  it('turns offline when a call gets no answer and online when one does, telling each change once', () => {
    const monitor = createConnectivityMonitor({ probe: async () => true });
    const changes: ConnectivityState['status'][] = [];
    monitor.onChange((state) => changes.push(state.status));
    monitor.report(true);
    monitor.report(false);
    monitor.report(false);
    monitor.report(true);
    expect(changes).toEqual(['offline', 'online']);
    expect(monitor.get().status).toBe('online');
    monitor.stop();
  });

  it('probes again and again while the gateway is away, backing off, and tells when it is back', async () => {
    vi.useFakeTimers();
    let answering = false;
    const probe = vi.fn(async () => answering);
    const monitor = createConnectivityMonitor({ probe, onlineIntervalMs: 60_000, offlineIntervalMs: 1_000, offlineMaxIntervalMs: 4_000 });
    monitor.report(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe).toHaveBeenCalledTimes(3);
    answering = true;
    const back = new Promise<ConnectivityState>((resolve) => monitor.onChange(resolve));
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(back).resolves.toMatchObject({ status: 'online' });
    // Online, it waits the long interval.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probe).toHaveBeenCalledTimes(4);
    monitor.stop();
  });

  it('notices a gateway that went away while nothing was being called', async () => {
    vi.useFakeTimers();
    const monitor = createConnectivityMonitor({ probe: async () => false, onlineIntervalMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(monitor.get().status).toBe('offline');
    monitor.stop();
  });

  it('check() probes now; concurrent checks share one probe', async () => {
    const probe = vi.fn(async () => false);
    const monitor = createConnectivityMonitor({ probe });
    const [first, second] = await Promise.all([monitor.check(), monitor.check()]);
    expect(first.status).toBe('offline');
    expect(second).toEqual(first);
    expect(probe).toHaveBeenCalledTimes(1);
    monitor.stop();
  });

  it('the health probe answers true for a running gateway and false once it is stopped', async () => {
    const gateway = await startTestGateway();
    const probe = healthProbe(gateway.url);
    await expect(probe()).resolves.toBe(true);
    await gateway.close();
    await expect(probe()).resolves.toBe(false);
  });
});

describe('a call the gateway does not answer', () => {
  it('turns the core offline at its first unanswered attempt, before the call has used its retries', async () => {
    const gateway = await startTestGateway();
    let answering = true;
    let unanswered = 0;
    const flakyFetch: typeof fetch = async (input, init) => {
      if (answering) return fetch(input, init);
      unanswered += 1;
      throw new TypeError('fetch failed');
    };
    const core = createAppCore({
      gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
      product: 'ONBOARDING',
      preferences: createMemoryPreferences(),
      vault: createMemoryVault(),
      fetch: flakyFetch,
    });
    try {
      expect((await core.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false })).ok).toBe(true);
      answering = false;
      const wentOffline = new Promise<{ status: string; attemptsSoFar: number }>((resolve) =>
        core.connectivity.onChange((state) => resolve({ status: state.status, attemptsSoFar: unanswered })),
      );
      const call = await core.api.call('users.me', {});
      expect(call.ok ? null : call.error.status).toBe(0);
      // A read is tried three times; the header says offline after the first, not after the last.
      expect(unanswered).toBe(3);
      await expect(wentOffline).resolves.toEqual({ status: 'offline', attemptsSoFar: 1 });
    } finally {
      await core.shutdown();
      await gateway.close();
    }
  });
});
