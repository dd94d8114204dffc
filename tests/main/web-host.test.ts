import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createKeychainVault } from '@main/core/keychain-vault';
import { vaultAccount } from '@main/web-host/browser-sessions';
import { startWebHost } from '@main/web-host/server';
import { WEB_BRIDGE_ROUTES } from '@shared/bridge';
import { ERROR_CODES, type CallResult } from '@shared/contract/errors';
import type { SessionState, SignInSuccess } from '@shared/session';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';
import { raw, sessionCookieOf, type RawResponse } from './support/http';
import { NO_SECRET_SERVICE_REASON, secretServiceAnswers } from './support/keychain';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const hasSecretService = await secretServiceAnswers();

let gateway: TestGateway;
let workDir: string;
let rendererDir: string;
const openHosts: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  workDir = mkdtempSync(join(tmpdir(), 'hcm-web-host-'));
  rendererDir = join(workDir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>HCM Onboarding</title>\n    <script type="module" crossorigin src="./assets/app.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), "document.getElementById('root').textContent = 'ready';\n");
  writeFileSync(join(rendererDir, 'web-bridge.js'), 'window.hcmFixture = true;\n');
  writeFileSync(join(rendererDir, 'assets', 'tasks-Cz3Diln0.js'), 'export default 1;\n');
});

afterEach(async () => {
  await Promise.all(openHosts.splice(0).map((host) => host.close()));
});

afterAll(async () => {
  await gateway?.close();
  rmSync(workDir, { recursive: true, force: true });
});

interface Host {
  url: string;
  origin: string;
  close(): Promise<void>;
}

async function startHost(setup: { dataDir?: string; keychainService?: string; gatewayUrl?: string } = {}): Promise<Host> {
  const host = await startWebHost({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: setup.gatewayUrl ?? gateway.url }),
    rendererDir,
    dataDir: setup.dataDir ?? mkdtempSync(join(workDir, 'data-')),
    port: 0,
    keychainService: setup.keychainService ?? `hcm-onboarding-web-test-${randomUUID()}`,
  });
  const handle = { url: host.url, origin: host.url, close: () => host.close() };
  openHosts.push(handle);
  return handle;
}

/** A browser tab: keeps the cookie it is given and sends its own Origin on changes. */
function browser(host: Host, cookie?: string) {
  let current = cookie;
  const remember = (response: RawResponse) => {
    const set = sessionCookieOf(response);
    if (set) current = set.value;
    return response;
  };
  const headers = () => ({ ...(current ? { cookie: `hcm_session=${current}` } : {}) });
  return {
    cookie: () => current,
    get: async (path: string) => remember(await raw(host.url, path, { headers: headers() })),
    post: async (path: string, body: unknown, extra: Record<string, string> = {}) =>
      remember(await raw(host.url, path, { body, headers: { ...headers(), origin: host.origin, ...extra } })),
  };
}

/** A tab's EventSource, read event by event: [event, status, reason]. */
function openEventStream(host: Host, cookie: string) {
  const queue: [string, string, string | undefined][] = [];
  const waiting: ((entry: [string, string, string | undefined]) => void)[] = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const stream = request(`${host.url}${WEB_BRIDGE_ROUTES.events}`, { headers: { cookie: `hcm_session=${cookie}` } });
  stream.on('response', (response) => {
    let buffer = '';
    response.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (!event || !data) continue;
        const state = JSON.parse(data) as SessionState;
        const entry: [string, string, string | undefined] = [event, state.status, state.reason];
        const waiter = waiting.shift();
        if (waiter) waiter(entry);
        else queue.push(entry);
      }
    });
    response.on('end', () => markEnded());
  });
  stream.end();
  return {
    next: () => new Promise<[string, string, string | undefined]>((resolve) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    }),
    /** The next event of one kind; the others before it are passed over. */
    async nextOf(kind: string): Promise<[string, string, string | undefined]> {
      for (;;) {
        const entry = await this.next();
        if (entry[0] === kind) return entry;
      }
    },
    ended,
    close: () => stream.destroy(),
  };
}

describe('serving the renderer', () => {
  it('injects the web bridge before the app script, with a strict CSP', async () => {
    const host = await startHost();
    const page = await raw(host.url, '/');

    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const bridgeAt = page.body.indexOf('<script type="module" src="/web-bridge.js"></script>');
    expect(bridgeAt).toBeGreaterThan(0);
    expect(bridgeAt).toBeLessThan(page.body.indexOf('src="/assets/app.js"'));
    expect(page.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets the browser keep the hashed build assets, and asks again for the bridge and the page', async () => {
    const host = await startHost();
    expect((await raw(host.url, '/assets/tasks-Cz3Diln0.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw(host.url, '/web-bridge.js')).headers['cache-control']).toBe('no-cache');
    expect((await raw(host.url, '/assets/app.js')).headers['cache-control']).toBe('no-cache');
    expect((await raw(host.url, '/tasks')).headers['cache-control']).toBe('no-store');
  });

  it('answers the app for client routes and 404 for missing assets', async () => {
    const host = await startHost();
    const route = await raw(host.url, '/new-hires/42?tab=tasks');
    expect(route.status).toBe(200);
    expect(route.body).toContain('/web-bridge.js');
    // The build links its files relative to index.html; from a deep route they must still load.
    expect(route.body).toContain('src="/assets/app.js"');

    const asset = await raw(host.url, '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toContain("textContent = 'ready'");
    expect(asset.headers['content-security-policy']).toBe(EXPECTED_CSP);

    const missing = await raw(host.url, '/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ message: 'Nothing is served at /assets/missing.js.' });
  });
});

describe('request checks', () => {
  it('refuses a Host that is not its own, as after DNS rebinding', async () => {
    const host = await startHost();
    const port = new URL(host.url).port;
    const rebound = await raw(host.url, WEB_BRIDGE_ROUTES.session, { headers: { host: `attacker.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(rebound.json<{ message: string }>().message).toMatch(/answers only at its own address/);

    const localhost = await raw(host.url, WEB_BRIDGE_ROUTES.session, { headers: { host: `localhost:${port}` } });
    expect(localhost.status).toBe(200);
  });

  it('refuses a change without its own Origin', async () => {
    const host = await startHost();
    const body = { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false };
    const attempts: Record<string, string>[] = [{}, { origin: 'http://attacker.example' }, { origin: 'null' }];
    for (const headers of attempts) {
      const refused = await raw(host.url, WEB_BRIDGE_ROUTES.signIn, { body, headers });
      expect(refused.status).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/must come from this app's own page/);
      expect(sessionCookieOf(refused)).toBeNull();
    }
  });
});

describe('browser sessions', () => {
  it('issues an httpOnly SameSite=Strict session cookie', async () => {
    const host = await startHost();
    const response = await raw(host.url, WEB_BRIDGE_ROUTES.session);
    const cookie = sessionCookieOf(response);

    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes.split('; ').sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
    expect(response.json()).toMatchObject({ status: 'signed-out', user: null });
  });

  it('signs in without giving the page a token, then calls through the same session', async () => {
    const host = await startHost();
    const tab = browser(host);
    await tab.get(WEB_BRIDGE_ROUTES.session);

    const signIn = await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    const result = signIn.json<CallResult<SignInSuccess>>();
    expect(result).toMatchObject({ ok: true, data: { user: { email: DEMO_EMAIL } } });
    expect(signIn.body).not.toMatch(/authToken|refreshToken|eyJ/);
    expect(sessionCookieOf(signIn)?.attributes).not.toMatch(/Max-Age/);

    const me = await tab.post(`${WEB_BRIDGE_ROUTES.call}/users.me`, {});
    expect(me.json()).toMatchObject({ ok: true, data: { data: { user: { email: DEMO_EMAIL } } } });

    const logout = await tab.post(`${WEB_BRIDGE_ROUTES.call}/users.logout`, {});
    expect(logout.json()).toMatchObject({ ok: false, error: { status: 403, code: ERROR_CODES.forbidden } });
    expect((await tab.get(WEB_BRIDGE_ROUTES.session)).json()).toMatchObject({ status: 'signed-in' });
  });

  it('hands a change’s idempotency key to the gateway, so sending it twice adds one comment', async () => {
    const host = await startHost();
    const tab = browser(host);
    await tab.get(WEB_BRIDGE_ROUTES.session);
    await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    const tasks = (await tab.post(`${WEB_BRIDGE_ROUTES.call}/tasks.assigned`, { limit: 1 })).json<CallResult<{ data: { items: { _id: string }[] } }>>();
    if (!tasks.ok) throw new Error(tasks.error.message);
    const taskId = tasks.data.data.items[0]?._id as string;
    const body = `Sent once from the web host ${randomUUID()}`;
    const send = () => tab.post(`${WEB_BRIDGE_ROUTES.call}/tasks.addComment`, { taskId, body }, { 'idempotency-key': `web-host-${body}`.replace(/\s/g, '-') });
    const first = (await send()).json<CallResult<{ data: { _id: string } }>>();
    const second = (await send()).json<CallResult<{ data: { _id: string } }>>();
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    const comments = (await tab.post(`${WEB_BRIDGE_ROUTES.call}/tasks.comments`, { taskId })).json<CallResult<{ data: { body: string }[] }>>();
    expect(comments.ok && comments.data.data.filter((comment) => comment.body === body)).toHaveLength(1);
    const refused = await tab.post(`${WEB_BRIDGE_ROUTES.call}/users.me`, {}, { 'idempotency-key': 'me-1' });
    expect(refused.json()).toMatchObject({ ok: false, error: { status: 400, fieldErrors: { idempotencyKey: ['This operation does not take an idempotency key.'] } } });
  });

  it('gives the browser a new session id at sign-in, so an id held before never becomes signed in', async () => {
    const host = await startHost();
    const tab = browser(host);
    await tab.get(WEB_BRIDGE_ROUTES.session);
    const before = tab.cookie();

    const wrong = await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: 'Wrong@2026', loggedIn: false });
    expect(wrong.json()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(tab.cookie()).toBe(before);

    await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    expect(tab.cookie()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tab.cookie()).not.toBe(before);
    expect((await tab.get(WEB_BRIDGE_ROUTES.session)).json()).toMatchObject({ status: 'signed-in' });

    const planted = browser(host, before);
    expect((await planted.get(WEB_BRIDGE_ROUTES.session)).json()).toMatchObject({ status: 'signed-out', user: null });
    expect(planted.cookie()).not.toBe(before);
  });

  it('answers field errors for a malformed sign-in', async () => {
    const host = await startHost();
    const tab = browser(host);
    const response = await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, loggedIn: 'yes' });
    expect(response.json()).toMatchObject({
      ok: false,
      error: { status: 400, code: ERROR_CODES.invalidInput, fieldErrors: { password: ['Password is required'], loggedIn: [expect.any(String)] } },
    });
  });

  it('streams session changes to the tab, and ends the stream of the id retired at sign-in', async () => {
    const host = await startHost();
    const tab = browser(host);
    await tab.get(WEB_BRIDGE_ROUTES.session);

    const before = openEventStream(host, tab.cookie()!);
    expect(await before.next()).toEqual(['session', 'signed-out', undefined]);
    expect(await before.nextOf('connectivity')).toEqual(['connectivity', 'online', undefined]);
    await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    await before.ended;

    const after = openEventStream(host, tab.cookie()!);
    expect(await after.nextOf('session')).toEqual(['session', 'signed-in', 'signed-in']);
    await tab.post(WEB_BRIDGE_ROUTES.signOut, {});
    expect(await after.nextOf('session')).toEqual(['session', 'signed-out', 'signed-out']);
    after.close();
  });
});

describe.skipIf(!hasSecretService)(`restarting the host (${hasSecretService ? 'Secret Service available' : NO_SECRET_SERVICE_REASON})`, () => {
  it('keeps a remember-me browser signed in, tokens only in the keychain', async () => {
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const keychainService = `hcm-onboarding-web-test-${randomUUID()}`;
    const first = await startHost({ dataDir, keychainService });
    const tab = browser(first);
    await tab.get(WEB_BRIDGE_ROUTES.session);
    const signIn = await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: true });
    expect(signIn.json()).toMatchObject({ ok: true });
    expect(sessionCookieOf(signIn)?.attributes).toContain('Max-Age=2592000');
    await first.close();

    const refreshToken = await (await createKeychainVault({ service: keychainService, account: vaultAccount(tab.cookie()!) })).load();
    expect(refreshToken).toEqual(expect.any(String));
    for (const file of readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      expect(readFileSync(join(file.parentPath, file.name), 'utf8')).not.toContain(refreshToken);
    }

    const second = await startHost({ dataDir, keychainService });
    const after = browser(second, tab.cookie());
    const state = await after.get(WEB_BRIDGE_ROUTES.session);
    expect(sessionCookieOf(state)).toBeNull();
    expect(state.json()).toMatchObject({ status: 'signed-in', reason: 'restored', user: { email: DEMO_EMAIL } });

    const signOut = await after.post(WEB_BRIDGE_ROUTES.signOut, {});
    expect(signOut.json()).toMatchObject({ ok: true });
    expect((await after.get(WEB_BRIDGE_ROUTES.session)).json()).toMatchObject({
      status: 'signed-out',
      rememberMe: true,
      rememberedEmail: DEMO_EMAIL,
    });
  });

  it('opens a remembered browser with its offline copy when the gateway is away after a restart', async () => {
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const keychainService = `hcm-onboarding-web-test-${randomUUID()}`;
    const first = await startHost({ dataDir, keychainService });
    const tab = browser(first);
    await tab.get(WEB_BRIDGE_ROUTES.session);
    await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: true });
    const copy = JSON.stringify({ tasks: ['Order a laptop for Priya Raman'] });
    expect((await tab.post(WEB_BRIDGE_ROUTES.offlineSave, { data: copy })).json()).toEqual({ ok: true, data: { saved: true } });
    await first.close();
    for (const file of readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      expect(readFileSync(join(file.parentPath, file.name), 'utf8')).not.toContain('Priya');
    }

    // Nothing listens on the discard port: the gateway is away.
    const second = await startHost({ dataDir, keychainService, gatewayUrl: 'http://127.0.0.1:9' });
    const after = browser(second, tab.cookie());
    expect((await after.get(WEB_BRIDGE_ROUTES.session)).json()).toMatchObject({ status: 'signed-in', user: { email: DEMO_EMAIL } });
    expect((await after.post(WEB_BRIDGE_ROUTES.offline, {})).json()).toEqual({ ok: true, data: copy });
    expect((await after.get(WEB_BRIDGE_ROUTES.connectivity)).json()).toMatchObject({ status: 'offline' });

    expect((await after.post(WEB_BRIDGE_ROUTES.signOut, {})).json()).toMatchObject({ ok: true });
    expect((await after.post(WEB_BRIDGE_ROUTES.offline, {})).json()).toEqual({ ok: true, data: null });
    expect(readdirSync(dataDir)).not.toContain('offline-copy.bin');
  });

  it('signs a browser out at restart without remember-me', async () => {
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const keychainService = `hcm-onboarding-web-test-${randomUUID()}`;
    const first = await startHost({ dataDir, keychainService });
    const tab = browser(first);
    await tab.get(WEB_BRIDGE_ROUTES.session);
    await tab.post(WEB_BRIDGE_ROUTES.signIn, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    const oldCookie = tab.cookie();
    await first.close();

    const second = await startHost({ dataDir, keychainService });
    const after = browser(second, oldCookie);
    const state = await after.get(WEB_BRIDGE_ROUTES.session);
    expect(state.json()).toMatchObject({ status: 'signed-out', user: null, rememberMe: false });
    expect(sessionCookieOf(state)?.value).not.toBe(oldCookie);
  });
});
