import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '@gateway/server';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { createOfflineStore } from '@main/core/offline-store';
import type { AppCore, PreferencesStore } from '@main/core/types';
import type { SessionState } from '@shared/session';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/gateway';
import { memoryKeychainEntry } from './support/keychain';

const dir = mkdtempSync(join(tmpdir(), 'hcm-offline-session-'));
let port = 0;
let running: { url: string; close(): Promise<void> } | null = null;

/** The same gateway (its database file and port) started again, as after an outage. */
async function startOnSameDatabase(): Promise<string> {
  const gateway = await startGateway({
    database: { kind: 'sqlite', file: join(dir, 'gateway.sqlite') },
    jwtSecret: 'test-secret-for-the-offline-session-suite-0123456789',
    seedDemo: true,
    port,
  });
  port = Number(new URL(gateway.url).port);
  running = gateway;
  return gateway.url;
}

async function stopGateway(): Promise<void> {
  await running?.close();
  running = null;
}

let url = '';
beforeAll(async () => {
  url = await startOnSameDatabase();
});

afterAll(async () => {
  await stopGateway();
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

/** One desktop: its keychain entries, preferences and copy file survive a restart; the core does not. */
function desktop(name: string) {
  const vault = memoryKeychainEntry();
  const keySlot = memoryKeychainEntry();
  const preferences: PreferencesStore = createMemoryPreferences();
  const file = join(dir, `${name}.bin`);
  const cores: AppCore[] = [];
  return {
    vault,
    start(): { core: AppCore; states: SessionState[] } {
      const core = createAppCore({
        gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: url }),
        product: 'ONBOARDING',
        preferences,
        vault,
        offlineStore: createOfflineStore({ file, keySlot }),
      });
      cores.push(core);
      const states: SessionState[] = [];
      core.session.onChange((state) => states.push(state));
      return { core, states };
    },
    async stopAll() {
      await Promise.all(cores.splice(0).map((core) => core.shutdown()));
    },
  };
}

const signIn = (core: AppCore, email = DEMO_EMAIL) => core.session.signIn({ email, password: DEMO_PASSWORD, loggedIn: true });

describe('opening the app while the gateway is away', () => {
  it('opens signed in as the remembered user with their copy, and confirms the session once the gateway is back', async () => {
    const machine = desktop('restart');
    const first = machine.start().core;
    expect((await signIn(first)).ok).toBe(true);
    await expect(first.offline.save('{"tasks":["Order a laptop"]}')).resolves.toEqual({ ok: true, data: { saved: true } });
    await machine.stopAll();

    await stopGateway();
    const { core, states } = machine.start();
    const opened = await core.session.restore();
    expect(opened.status).toBe('signed-in');
    expect(opened.user?.email).toBe(DEMO_EMAIL);
    await expect(core.offline.load()).resolves.toEqual({ ok: true, data: '{"tasks":["Order a laptop"]}' });
    const call = await core.api.call('users.me', {});
    expect(call.ok).toBe(false);
    expect(call.ok ? null : call.error.status).toBe(0);
    expect(core.connectivity.get().status).toBe('offline');

    await startOnSameDatabase();
    expect((await core.connectivity.check()).status).toBe('online');
    await expect.poll(() => states.filter((state) => state.reason === 'restored').length).toBe(2);
    const me = await core.api.call('users.me', {});
    expect(me.ok).toBe(true);
    await machine.stopAll();
  });

  it('ends the session when the gateway, back again, refuses the remembered token, and keeps the copy for that user', async () => {
    const machine = desktop('refused');
    const first = machine.start().core;
    await signIn(first);
    await first.offline.save('kept for Casey');
    await machine.stopAll();

    await stopGateway();
    const { core, states } = machine.start();
    expect((await core.session.restore()).status).toBe('signed-in');
    await startOnSameDatabase();
    // The remembered token is used elsewhere meanwhile: the gateway sees it reused and revokes its family.
    const rotated = await fetch(`${url}/auth/refresh-token`, {
      method: 'PUT',
      headers: { product: 'ONBOARDING', 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: await machine.vault.load() }),
    });
    expect(rotated.status).toBe(200);
    await core.connectivity.check();
    await expect.poll(() => core.session.get().status).toBe('signed-out');
    expect(states.at(-1)?.reason).toBe('expired');

    await signIn(core);
    await expect(core.offline.load()).resolves.toEqual({ ok: true, data: 'kept for Casey' });
    await machine.stopAll();
  });
});

describe('whose copy it is', () => {
  it('sign-out wipes the copy; another user signing in never reads it and wipes it', async () => {
    const machine = desktop('owners');
    const { core } = machine.start();
    await signIn(core);
    await core.offline.save('casey’s copy');
    await core.session.signOut();
    await signIn(core);
    await expect(core.offline.load()).resolves.toEqual({ ok: true, data: null });

    await core.offline.save('casey again');
    await signIn(core, 'admin@acme.example');
    await expect(core.offline.load()).resolves.toEqual({ ok: true, data: null });
    await signIn(core);
    await expect(core.offline.load()).resolves.toEqual({ ok: true, data: null });
    await machine.stopAll();
  });

  it('keeps nothing while signed out, and refuses a copy that is not text', async () => {
    const machine = desktop('refusals');
    const { core } = machine.start();
    const refused = await core.offline.save('anything');
    expect(refused.ok).toBe(false);
    await signIn(core);
    const invalid = await core.offline.save({ not: 'text' });
    expect(invalid.ok ? null : invalid.error.status).toBe(400);
    await machine.stopAll();
  });
});
