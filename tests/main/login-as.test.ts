import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import type { PreferencesStore, Vault } from '@main/core/types';
import { startWebHost } from '@main/web-host/server';
import { BRIDGE } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import { LOGIN_AS_MESSAGES } from '@shared/login-as';
import type { LoginAsSuccess, SessionState, SignInSuccess } from '@shared/session';
import { DEMO_EMAIL as COORDINATOR, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';
import { raw, sessionCookieOf } from './support/http';

const ADMIN = 'admin@acme.example';
const VIEWING_AS_CASEY = 'You are viewing as Casey Coordinator. Changes are turned off until you return to your own account.';

let gateway: TestGateway;
let shortLived: TestGateway;
let coordinatorId: string;

/** The coordinator's id on a gateway (each test gateway has its own database). */
async function coordinatorIdOn(on: TestGateway): Promise<string> {
  const probe = harness({ on });
  await probe.core.session.signIn({ email: COORDINATOR, password: DEMO_PASSWORD, loggedIn: false });
  const id = probe.core.session.get().user!.id;
  await probe.core.session.signOut();
  return id;
}

beforeAll(async () => {
  // Two seconds, not one: a token's expiry is in whole seconds, so one issued late in a second with a
  // one-second life can be stale on arrival, and the refreshed token would be refused too.
  [gateway, shortLived] = await Promise.all([startTestGateway(), startTestGateway({ accessTokenTtlSeconds: 2 })]);
  coordinatorId = await coordinatorIdOn(gateway);
});

afterAll(async () => {
  await Promise.all([gateway?.close(), shortLived?.close()]);
});

function harness(options: { on?: TestGateway; vault?: Vault; preferences?: PreferencesStore } = {}) {
  const vault = options.vault ?? createMemoryVault();
  const preferences = options.preferences ?? createMemoryPreferences();
  const core = createAppCore({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: (options.on ?? gateway).url }),
    product: 'ONBOARDING',
    preferences,
    vault,
  });
  const states: SessionState[] = [];
  core.session.onChange((state) => states.push(state));
  return { core, vault, preferences, states };
}

const admin = (loggedIn: boolean) => ({ email: ADMIN, password: DEMO_PASSWORD, loggedIn });

describe('the core logs an administrator in as another user', () => {
  it('switches the session to the user, naming the administrator, and never shows a token', async () => {
    const { core, states } = harness();
    await core.session.signIn(admin(false));
    const result = await core.session.loginAs({ userId: coordinatorId });

    expect(result).toEqual({
      ok: true,
      data: {
        message: 'You are now viewing as Casey Coordinator.',
        user: expect.objectContaining({ email: COORDINATOR, loginAs: 'Avery Admin' }),
        isFeedbackCompleted: false,
      },
    });
    expect(core.session.get()).toMatchObject({ status: 'signed-in', reason: 'login-as-started', user: { email: COORDINATOR, loginAs: 'Avery Admin' } });
    expect(states.at(-1)).toMatchObject({ reason: 'login-as-started' });
    expect(JSON.stringify([result, core.session.get(), states])).not.toMatch(/authToken|refreshToken|eyJ/);
  });

  it('answers reads while acting and refuses changes with the gateway’s message', async () => {
    const { core } = harness();
    await core.session.signIn(admin(false));
    await core.session.loginAs({ userId: coordinatorId });

    const me = await core.api.call('users.me', {});
    expect(me).toMatchObject({ ok: true, data: { data: { user: { email: COORDINATOR, loginAs: 'Avery Admin' } } } });
    const change = await core.api.call('auth.changePassword', { oldPassword: DEMO_PASSWORD, newPassword: 'Changed@2026', confirmPassword: 'Changed@2026' });
    expect(change).toEqual({ ok: false, error: { status: 403, code: 'VIEWING_AS_ANOTHER_USER', message: VIEWING_AS_CASEY } });
    expect(core.session.get().status).toBe('signed-in');
  });

  it('returns the administrator to their own account', async () => {
    const { core, states } = harness();
    await core.session.signIn(admin(false));
    await core.session.loginAs({ userId: coordinatorId });
    const result = await core.session.endLoginAs();

    expect(result).toMatchObject({ ok: true, data: { message: 'You are back in your own account.', user: { email: ADMIN } } });
    expect(core.session.get().user?.loginAs).toBeUndefined();
    expect(core.session.get()).toMatchObject({ status: 'signed-in', reason: 'login-as-ended', user: { email: ADMIN } });
    expect(states.map((state) => state.reason)).toEqual(['signed-in', 'login-as-started', 'login-as-ended']);
    // Back as themself, the administrator may change things again: a wrong current password is judged, not refused.
    const change = await core.api.call('auth.changePassword', {
      oldPassword: 'not-the-password',
      newPassword: 'Changed@2026',
      confirmPassword: 'Changed@2026',
    });
    expect(change).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('keeps acting across an access token refresh', async () => {
    const { core, vault } = harness({ on: shortLived });
    await core.session.signIn(admin(true));
    expect(await core.session.loginAs({ userId: await coordinatorIdOn(shortLived) })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const me = await core.api.call('users.me', {});
    expect(me).toMatchObject({ ok: true, data: { data: { user: { email: COORDINATOR, loginAs: 'Avery Admin' } } } });
    expect(await vault.load()).toBeNull();
  });

  it('signs out while acting', async () => {
    const { core, vault, preferences } = harness();
    await core.session.signIn(admin(true));
    await core.session.loginAs({ userId: coordinatorId });
    const result = await core.session.signOut();

    expect(result).toEqual({ ok: true, data: { message: 'Signed out.' } });
    expect(core.session.get()).toMatchObject({ status: 'signed-out', user: null, rememberedEmail: ADMIN });
    expect(await vault.load()).toBeNull();
    expect(preferences.read()).toEqual({ rememberMe: true, rememberedEmail: ADMIN });
  });

  it('keeps the session as it was when the gateway refuses, and checks the request first', async () => {
    const coordinator = harness();
    await coordinator.core.session.signIn({ email: COORDINATOR, password: DEMO_PASSWORD, loggedIn: false });
    const refused = await coordinator.core.session.loginAs({ userId: coordinatorId });
    expect(refused).toMatchObject({ ok: false, error: { status: 403, message: LOGIN_AS_MESSAGES.notAllowed } });
    expect(coordinator.core.session.get()).toMatchObject({ status: 'signed-in', user: { email: COORDINATOR } });

    const { core, states } = harness();
    await core.session.signIn(admin(false));
    for (const request of [{}, { userId: '' }, { userId: 42 }, null, 'x'.repeat(10)]) {
      expect(await core.session.loginAs(request), JSON.stringify(request)).toMatchObject({ ok: false, error: { status: 400 } });
    }
    expect(await core.session.loginAs({ userId: randomUUID() })).toMatchObject({ ok: false, error: { status: 404, message: LOGIN_AS_MESSAGES.userNotFound } });
    expect(await core.session.endLoginAs()).toMatchObject({ ok: false, error: { status: 400, message: LOGIN_AS_MESSAGES.notActing } });
    expect(core.session.get()).toMatchObject({ status: 'signed-in', user: { email: ADMIN } });
    expect(states.map((state) => state.reason)).toEqual(['signed-in']);
  });

  it('answers a signed-out core without calling the gateway', async () => {
    const { core } = harness();
    expect(await core.session.loginAs({ userId: coordinatorId })).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await core.session.endLoginAs()).toMatchObject({ ok: false, error: { status: 401 } });
  });
});

describe('remember-me while acting', () => {
  it('never keeps the acting session in the vault, so a restart opens signed out with the email remembered', async () => {
    const vault = createMemoryVault();
    const preferences = createMemoryPreferences();
    const first = harness({ vault, preferences });
    await first.core.session.signIn(admin(true));
    expect(await vault.load()).toEqual(expect.any(String));

    await first.core.session.loginAs({ userId: coordinatorId });
    expect(await vault.load()).toBeNull();
    await first.core.shutdown();

    const second = harness({ vault, preferences });
    expect(await second.core.session.restore()).toMatchObject({ status: 'signed-out', user: null, rememberMe: true, rememberedEmail: ADMIN });
  });

  it("keeps the administrator's own session again once they return, and a restart opens it", async () => {
    const vault = createMemoryVault();
    const preferences = createMemoryPreferences();
    const first = harness({ vault, preferences });
    await first.core.session.signIn(admin(true));
    await first.core.session.loginAs({ userId: coordinatorId });
    await first.core.session.endLoginAs();
    expect(await vault.load()).toEqual(expect.any(String));
    await first.core.shutdown();

    const second = harness({ vault, preferences });
    const restored = await second.core.session.restore();
    expect(restored).toMatchObject({ status: 'signed-in', reason: 'restored', user: { email: ADMIN } });
    expect(restored.user?.loginAs).toBeUndefined();
  });

  it('without remember-me leaves the vault empty throughout', async () => {
    const { core, vault } = harness();
    await core.session.signIn(admin(false));
    await core.session.loginAs({ userId: coordinatorId });
    await core.session.endLoginAs();
    expect(await vault.load()).toBeNull();
    await core.shutdown();
    expect(await vault.load()).toBeNull();
  });
});

describe('the web host routes', () => {
  let workDir: string;
  let rendererDir: string;
  const hosts: { close(): Promise<void> }[] = [];

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'hcm-login-as-host-'));
    rendererDir = join(workDir, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(
      join(rendererDir, 'index.html'),
      '<!doctype html>\n<html><head><title>HCM Onboarding</title></head><body><div id="root"></div></body></html>\n',
    );
  });
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
  });
  afterAll(() => {
    // Retried: a file the host's stores wrote as they closed can still be landing (seen once as ENOTEMPTY).
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  async function signedInTab() {
    const host = await startWebHost({
      gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
      rendererDir,
      dataDir: mkdtempSync(join(workDir, 'data-')),
      port: 0,
      keychainService: `hcm-onboarding-web-test-${randomUUID()}`,
    });
    hosts.push(host);
    const signIn = await raw(host.url, BRIDGE.session.signIn.web.path, { body: admin(false), headers: { origin: host.url } });
    expect(signIn.json<CallResult<SignInSuccess>>()).toMatchObject({ ok: true });
    const cookie = sessionCookieOf(signIn)!.value;
    const post = (path: string, body: unknown, origin = host.url) => raw(host.url, path, { body, headers: { cookie: `hcm_session=${cookie}`, origin } });
    const session = async () => (await raw(host.url, BRIDGE.session.get.web.path, { headers: { cookie: `hcm_session=${cookie}` } })).json<SessionState>();
    return { host, post, session };
  }

  it('starts and ends acting in the same browser session, answering no token', async () => {
    const { post, session } = await signedInTab();
    const started = await post(BRIDGE.session.loginAs.web.path, { userId: coordinatorId });
    expect(started.status).toBe(200);
    expect(sessionCookieOf(started)).toBeNull();
    expect(started.json<CallResult<LoginAsSuccess>>()).toMatchObject({ ok: true, data: { user: { email: COORDINATOR, loginAs: 'Avery Admin' } } });
    expect(started.body).not.toMatch(/authToken|refreshToken|eyJ/);
    expect(await session()).toMatchObject({ status: 'signed-in', user: { email: COORDINATOR, loginAs: 'Avery Admin' } });

    const ended = await post(BRIDGE.session.endLoginAs.web.path, {});
    expect(ended.json<CallResult<LoginAsSuccess>>()).toMatchObject({ ok: true, data: { user: { email: ADMIN } } });
    expect((await session()).user?.loginAs).toBeUndefined();
  });

  it('refuses a bad body and a request from another origin', async () => {
    const { post, session } = await signedInTab();
    const bad = await post(BRIDGE.session.loginAs.web.path, { userId: 7 });
    expect(bad.json()).toMatchObject({ ok: false, error: { status: 400, fieldErrors: { userId: [expect.any(String)] } } });
    const foreign = await post(BRIDGE.session.loginAs.web.path, { userId: coordinatorId }, 'http://evil.example');
    expect(foreign.status).toBe(403);
    const foreignEnd = await post(BRIDGE.session.endLoginAs.web.path, {}, 'http://evil.example');
    expect(foreignEnd.status).toBe(403);
    expect(await session()).toMatchObject({ status: 'signed-in', user: { email: ADMIN } });
  });
});
