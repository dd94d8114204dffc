import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppCore, type AppCoreOptions } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import type { PreferencesStore, Vault } from '@main/core/types';
import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { SessionState } from '@shared/session';
import { countingFetch } from './support/counting-fetch';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';

let gateway: TestGateway;
let shortLived: TestGateway;

beforeAll(async () => {
  [gateway, shortLived] = await Promise.all([startTestGateway(), startTestGateway({ accessTokenTtlSeconds: 1 })]);
});

afterAll(async () => {
  await Promise.all([gateway?.close(), shortLived?.close()]);
});

interface Harness {
  core: ReturnType<typeof createAppCore>;
  vault: Vault;
  preferences: PreferencesStore;
  requests: ReturnType<typeof countingFetch>;
  states: SessionState[];
}

function harness(options: { on?: TestGateway; vault?: Vault; preferences?: PreferencesStore; fetch?: typeof fetch } = {}): Harness {
  const requests = countingFetch();
  const vault = options.vault ?? createMemoryVault();
  const preferences = options.preferences ?? createMemoryPreferences();
  const core = createAppCore({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: (options.on ?? gateway).url }),
    product: 'ONBOARDING',
    preferences,
    vault,
    fetch: options.fetch ?? requests.fetch,
  } satisfies AppCoreOptions);
  const states: SessionState[] = [];
  core.session.onChange((state) => states.push(state));
  return { core, vault, preferences, requests, states };
}

const demo = (loggedIn: boolean) => ({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn });

/** Lets a one-second access token expire; the gateway's clock decides, in whole seconds. */
const accessTokenExpiry = () => new Promise((resolve) => setTimeout(resolve, 2100));

async function rotateBehindTheCoresBack(url: string, refreshToken: string): Promise<number> {
  const response = await fetch(`${url}/auth/refresh-token`, {
    method: 'PUT',
    headers: { product: 'ONBOARDING', 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

describe('sign-in', () => {
  it('answers the user and the server message, never a token', async () => {
    const { core, vault, states } = harness();
    const result = await core.session.signIn(demo(true));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.data).sort()).toEqual(['isFeedbackCompleted', 'message', 'user']);
    expect(result.data.message).toBe(GATEWAY_MESSAGES.signInSuccess);
    expect(result.data.user.email).toBe(DEMO_EMAIL);
    const refreshToken = await vault.load();
    expect(refreshToken).toEqual(expect.any(String));
    for (const visible of [result, core.session.get(), states]) {
      const text = JSON.stringify(visible);
      expect(text).not.toContain(refreshToken);
      expect(text).not.toMatch(/authToken|refreshToken|eyJ/);
    }
    expect(core.session.get()).toMatchObject({ status: 'signed-in', reason: 'signed-in', user: { email: DEMO_EMAIL } });
  });

  it("keeps the gateway's message when the password is wrong", async () => {
    const { core, vault, preferences } = harness();
    const result = await core.session.signIn({ email: DEMO_EMAIL, password: 'wrong-password', loggedIn: true });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ status: 401, message: GATEWAY_MESSAGES.invalidCredentials }) });
    expect(core.session.get().status).toBe('signed-out');
    expect(await vault.load()).toBeNull();
    expect(preferences.read()).toEqual({ rememberMe: false, rememberedEmail: null });
  });

  it('with remember-me keeps the email, the flag and the refresh token in the vault', async () => {
    const { core, vault, preferences } = harness();
    await core.session.signIn(demo(true));

    expect(preferences.read()).toEqual({ rememberMe: true, rememberedEmail: DEMO_EMAIL });
    expect(await vault.load()).toMatch(/\S{20,}/);
    expect(core.session.get()).toMatchObject({ rememberMe: true, rememberedEmail: DEMO_EMAIL });
  });

  it('without remember-me forgets the email and empties the vault', async () => {
    const vault = createMemoryVault();
    await vault.save('a token of an earlier session');
    const { core, preferences } = harness({ vault, preferences: createMemoryPreferences({ rememberMe: true, rememberedEmail: DEMO_EMAIL }) });
    await core.session.signIn(demo(false));

    expect(core.session.get().status).toBe('signed-in');
    expect(preferences.read()).toEqual({ rememberMe: false, rememberedEmail: null });
    expect(await vault.load()).toBeNull();
    await core.shutdown();
    expect(await vault.load()).toBeNull();
  });
});

describe('restart', () => {
  it('opens a remembered session in a new core with the same vault and preferences', async () => {
    const first = harness();
    await first.core.session.signIn(demo(true));
    const tokenBefore = await first.vault.load();
    await first.core.shutdown();
    expect(await first.vault.load()).toBe(tokenBefore);

    const second = harness({ vault: first.vault, preferences: first.preferences });
    const state = await second.core.session.restore();

    expect(state).toMatchObject({ status: 'signed-in', reason: 'restored', user: { email: DEMO_EMAIL } });
    expect(second.states.map((entry) => entry.reason)).toEqual(['restored']);
    const tokenAfter = await second.vault.load();
    expect(tokenAfter).toEqual(expect.any(String));
    expect(tokenAfter).not.toBe(tokenBefore);
    const me = await second.core.api.call('users.me', {});
    expect(me).toMatchObject({ ok: true, data: { data: { user: { email: DEMO_EMAIL } } } });
  });

  it('without remember-me the next start is signed out', async () => {
    const first = harness();
    await first.core.session.signIn(demo(false));
    await first.core.shutdown();

    const second = harness({ vault: first.vault, preferences: first.preferences });
    expect(await second.core.session.restore()).toMatchObject({ status: 'signed-out' });
    expect(second.requests.requests).toEqual([]);
  });

  it('quietly stays signed out and drops a token the gateway refuses', async () => {
    const vault = createMemoryVault();
    await vault.save('a-token-the-gateway-never-issued');
    const { core, states } = harness({ vault, preferences: createMemoryPreferences({ rememberMe: true, rememberedEmail: DEMO_EMAIL }) });

    expect(await core.session.restore()).toMatchObject({ status: 'signed-out', rememberedEmail: DEMO_EMAIL });
    expect(states).toEqual([]);
    expect(await vault.load()).toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session at the gateway and keeps only the remember-me entry', async () => {
    const { core, vault, preferences, requests } = harness();
    await core.session.signIn(demo(true));
    const spentToken = (await vault.load())!;

    const result = await core.session.signOut();

    expect(result).toEqual({ ok: true, data: { message: GATEWAY_MESSAGES.loggedOut } });
    expect(requests.count('/users/logout')).toBe(1);
    expect(core.session.get()).toMatchObject({ status: 'signed-out', reason: 'signed-out', user: null, rememberMe: true, rememberedEmail: DEMO_EMAIL });
    expect(preferences.read()).toEqual({ rememberMe: true, rememberedEmail: DEMO_EMAIL });
    expect(await vault.load()).toBeNull();
    expect(await rotateBehindTheCoresBack(gateway.url, spentToken)).toBe(401);
  });

  it('signs out locally when the gateway cannot be told', async () => {
    const failingLogout: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith('/users/logout') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    };
    const { core, vault } = harness({ fetch: failingLogout });
    await core.session.signIn(demo(true));

    const result = await core.session.signOut();

    expect(result.ok).toBe(true);
    expect(core.session.get()).toMatchObject({ status: 'signed-out', reason: 'signed-out' });
    expect(await vault.load()).toBeNull();
  });
});

describe('refresh', () => {
  it('shares one refresh between concurrent calls that meet an expired access token', async () => {
    const { core, vault, requests } = harness({ on: gateway });
    await core.session.signIn(demo(true));
    const tokenBefore = await vault.load();
    // The gateway runs in this process: moving its clock past the access token's 15 minutes
    // expires that token, while the refreshed one is fresh however slowly the replays run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const results = await Promise.all(Array.from({ length: 5 }, () => core.api.call('users.me', {}))).finally(() => vi.useRealTimers());

    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true]);
    expect(requests.count('/auth/refresh-token')).toBe(1);
    expect(requests.count('/users/me')).toBe(10);
    const tokenAfter = await vault.load();
    expect(tokenAfter).toEqual(expect.any(String));
    expect(tokenAfter).not.toBe(tokenBefore);
    expect(core.session.get().status).toBe('signed-in');
  });

  it('ends the session as expired when the gateway refuses the refresh token', async () => {
    const { core, vault, preferences, states } = harness({ on: shortLived });
    await core.session.signIn(demo(true));
    // Someone else spends the token first: the core's copy is now a reused one.
    expect(await rotateBehindTheCoresBack(shortLived.url, (await vault.load())!)).toBe(200);
    await accessTokenExpiry();

    const result = await core.api.call('users.me', {});

    expect(result).toEqual({
      ok: false,
      error: { status: 401, code: ERROR_CODES.sessionEnded, message: GATEWAY_MESSAGES.sessionRequired },
    });
    expect(core.session.get()).toMatchObject({ status: 'signed-out', reason: 'expired', user: null });
    expect(states.at(-1)).toMatchObject({ status: 'signed-out', reason: 'expired' });
    expect(preferences.read()).toEqual({ rememberMe: true, rememberedEmail: DEMO_EMAIL });
    expect(await vault.load()).toBeNull();
  });
});

describe('api.call', () => {
  it.each(['auth.signIn', 'auth.refreshToken', 'users.logout', 'users.delete-everything'])('refuses %s without calling the gateway', async (name) => {
    const { core, requests } = harness();
    await core.session.signIn(demo(false));
    const before = requests.requests.length;

    const result = await core.api.call(name, { email: DEMO_EMAIL, password: DEMO_PASSWORD });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ status: 403, code: ERROR_CODES.forbidden }) });
    expect(requests.requests.length).toBe(before);
  });

  it('answers a session-ended failure when nobody is signed in', async () => {
    const { core, requests } = harness();
    const result = await core.api.call('users.me', {});
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ status: 401, code: ERROR_CODES.sessionEnded }) });
    expect(requests.requests).toEqual([]);
  });

  it('validates the input before sending anything', async () => {
    const { core, requests } = harness();
    await core.session.signIn(demo(false));
    const before = requests.requests.length;

    const result = await core.api.call('users.me', 'not an object');

    expect(result).toMatchObject({ ok: false, error: { status: 400, code: ERROR_CODES.invalidInput, fieldErrors: { _: [expect.any(String)] } } });
    expect(requests.requests.length).toBe(before);
  });
});

describe('notices', () => {
  it('tells a late subscriber once that no keychain holds the session', () => {
    const { core } = harness();
    expect(core.notices.pending()).toEqual([
      {
        id: 'keychain-unavailable',
        level: 'warning',
        message: 'No system keychain is available, so you will be signed out when the app closes. Your password and tokens are never written to disk.',
      },
    ]);
    expect(core.session.get().keychain).toBe('unavailable');
  });
});
