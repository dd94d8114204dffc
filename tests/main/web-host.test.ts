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
import { BRIDGE, WEB_EVENTS_PATH } from '@shared/bridge';
import { ERROR_CODES, type CallResult } from '@shared/contract/errors';
import type { SessionState, SignInSuccess } from '@shared/session';
import type { IncomingHttpHeaders } from 'node:http';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';
import { cookiesOf, raw, sessionCookieOf, type RawResponse } from './support/http';
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
  rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

interface Host {
  url: string;
  origin: string;
  heldSessions(): number;
  close(): Promise<void>;
}

async function startHost(setup: { dataDir?: string; keychainService?: string; gatewayUrl?: string; maxBrowserSessions?: number } = {}): Promise<Host> {
  const host = await startWebHost({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: setup.gatewayUrl ?? gateway.url }),
    rendererDir,
    dataDir: setup.dataDir ?? mkdtempSync(join(workDir, 'data-')),
    port: 0,
    keychainService: setup.keychainService ?? `hcm-onboarding-web-test-${randomUUID()}`,
    ...(setup.maxBrowserSessions === undefined ? {} : { maxBrowserSessions: setup.maxBrowserSessions }),
  });
  const handle = { url: host.url, origin: host.url, heldSessions: () => host.heldSessions(), close: () => host.close() };
  openHosts.push(handle);
  return handle;
}

/** A browser: keeps the cookies it is given (and lets go of those set to expire), and sends its own Origin on changes. */
function browser(host: Host, cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  const remember = (response: RawResponse) => {
    for (const [name, cookie] of Object.entries(cookiesOf(response))) {
      if (cookie.value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie.attributes)) jar.delete(name);
      else jar.set(name, cookie.value);
    }
    return response;
  };
  const cookieHeader = (): string | undefined => [...jar].map(([name, value]) => `${name}=${value}`).join('; ') || undefined;
  const headers = (): Record<string, string> => {
    const line = cookieHeader();
    return line ? { cookie: line } : {};
  };
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) =>
    remember(await raw(host.url, path, { body, headers: { ...headers(), origin: host.origin, ...extra } }));
  return {
    cookie: () => jar.get('hcm_session'),
    cookies: (): Record<string, string> => Object.fromEntries(jar),
    cookieHeader,
    get: async (path: string) => remember(await raw(host.url, path, { headers: headers() })),
    post,
    signIn: (loggedIn: boolean) => post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn }),
    session: async () => (await raw(host.url, BRIDGE.session.get.web.path, { headers: headers() })).json<SessionState>(),
  };
}

/** A tab's EventSource, read event by event: [event, status, reason]. */
function openEventStream(host: Host, cookieHeader: string | undefined) {
  const queue: [string, string, string | undefined][] = [];
  const waiting: ((entry: [string, string, string | undefined]) => void)[] = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  let markAnswered: (headers: IncomingHttpHeaders) => void = () => undefined;
  const answered = new Promise<IncomingHttpHeaders>((resolve) => (markAnswered = resolve));
  const stream = request(`${host.url}${WEB_EVENTS_PATH}`, { headers: cookieHeader ? { cookie: cookieHeader } : {} });
  stream.on('response', (response) => {
    markAnswered(response.headers);
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
    next: () =>
      new Promise<[string, string, string | undefined]>((resolve) => {
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
    /** The stream's response headers. */
    answered,
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
    const rebound = await raw(host.url, BRIDGE.session.get.web.path, { headers: { host: `attacker.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(rebound.json<{ message: string }>().message).toMatch(/answers only at its own address/);

    const localhost = await raw(host.url, BRIDGE.session.get.web.path, { headers: { host: `localhost:${port}` } });
    expect(localhost.status).toBe(200);
  });

  it('refuses a change without its own Origin', async () => {
    const host = await startHost();
    const body = { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false };
    const attempts: Record<string, string>[] = [{}, { origin: 'http://attacker.example' }, { origin: 'null' }];
    for (const headers of attempts) {
      const refused = await raw(host.url, BRIDGE.session.signIn.web.path, { body, headers });
      expect(refused.status).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/must come from this app's own page/);
      expect(sessionCookieOf(refused)).toBeNull();
    }
  });
});

describe('browser sessions', () => {
  it('issues an httpOnly SameSite=Strict session cookie at sign-in', async () => {
    const host = await startHost();
    const response = await browser(host).signIn(false);
    const cookie = sessionCookieOf(response);

    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes.split('; ').sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
    expect(response.json()).toMatchObject({ ok: true });
  });

  it('answers cookie-less reads as signed out, holding no session and setting no cookie', async () => {
    const host = await startHost();
    const reads = [BRIDGE.session.get.web.path, BRIDGE.connectivity.get.web.path, BRIDGE.notifications.get.web.path];
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(reads.flatMap((path) => Array.from({ length: 10 }, () => raw(host.url, path))));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    }
    const session = await raw(host.url, BRIDGE.session.get.web.path);
    expect(session.json()).toEqual({
      status: 'signed-out',
      user: null,
      isFeedbackCompleted: false,
      rememberedEmail: null,
      rememberMe: false,
      keychain: expect.stringMatching(/^(available|unavailable)$/),
    });

    const tab = browser(host);
    const calls = [
      await tab.post(BRIDGE.api.call.web.path, { name: 'auth.forgotPassword', input: { email: 'nobody@acme.example' } }),
      await tab.post(BRIDGE.api.call.web.path, { name: 'users.me', input: {} }),
      await tab.post(BRIDGE.offline.load.web.path, {}),
      await tab.post(BRIDGE.session.signOut.web.path, {}),
      await tab.post(BRIDGE.session.loginAs.web.path, { userId: 'someone' }),
    ];
    expect(calls.map((call) => call.json())).toMatchObject([
      { ok: true },
      { ok: false, error: { status: 401, code: ERROR_CODES.sessionEnded } },
      { ok: true, data: null },
      { ok: true },
      { ok: false, error: { status: 401 } },
    ]);
    const stream = openEventStream(host, undefined);
    expect(await stream.next()).toEqual(['session', 'signed-out', undefined]);
    expect((await stream.answered)['set-cookie']).toBeUndefined();
    stream.close();

    expect(calls.map((call) => call.headers['set-cookie'])).toEqual(calls.map(() => undefined));
    expect(tab.cookies()).toEqual({});
    expect(host.heldSessions()).toBe(0);
  });

  it('signs in without giving the page a token, then calls through the same session', async () => {
    const host = await startHost();
    const tab = browser(host);
    await tab.get(BRIDGE.session.get.web.path);

    const signIn = await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    const result = signIn.json<CallResult<SignInSuccess>>();
    expect(result).toMatchObject({ ok: true, data: { user: { email: DEMO_EMAIL } } });
    expect(signIn.body).not.toMatch(/authToken|refreshToken|eyJ/);
    expect(sessionCookieOf(signIn)?.attributes).not.toMatch(/Max-Age/);

    const me = await tab.post(BRIDGE.api.call.web.path, { name: 'users.me', input: {} });
    expect(me.json()).toMatchObject({ ok: true, data: { data: { user: { email: DEMO_EMAIL } } } });

    const logout = await tab.post(BRIDGE.api.call.web.path, { name: 'users.logout', input: {} });
    expect(logout.json()).toMatchObject({
      ok: false,
      error: { status: 400, code: ERROR_CODES.invalidInput, message: 'This operation cannot be called from the window.' },
    });
    expect((await tab.get(BRIDGE.session.get.web.path)).json()).toMatchObject({ status: 'signed-in' });
  });

  it('hands a change’s idempotency key to the gateway, so sending it twice adds one comment', async () => {
    const host = await startHost();
    const tab = browser(host);
    await tab.get(BRIDGE.session.get.web.path);
    await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    const tasks = (await tab.post(BRIDGE.api.call.web.path, { name: 'tasks.assigned', input: { limit: 1 } })).json<
      CallResult<{ data: { items: { _id: string }[] } }>
    >();
    if (!tasks.ok) throw new Error(tasks.error.message);
    const taskId = tasks.data.data.items[0]?._id as string;
    const body = `Sent once from the web host ${randomUUID()}`;
    const send = () =>
      tab.post(BRIDGE.api.call.web.path, {
        name: 'tasks.addComment',
        input: { taskId, body },
        options: { idempotencyKey: `web-host-${body}`.replace(/\s/g, '-') },
      });
    const first = (await send()).json<CallResult<{ data: { _id: string } }>>();
    const second = (await send()).json<CallResult<{ data: { _id: string } }>>();
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    const comments = (await tab.post(BRIDGE.api.call.web.path, { name: 'tasks.comments', input: { taskId } })).json<CallResult<{ data: { body: string }[] }>>();
    expect(comments.ok && comments.data.data.filter((comment) => comment.body === body)).toHaveLength(1);
    const refused = await tab.post(BRIDGE.api.call.web.path, { name: 'users.me', input: {}, options: { idempotencyKey: 'me-1' } });
    expect(refused.json()).toMatchObject({
      ok: false,
      error: { status: 400, fieldErrors: { idempotencyKey: ['This operation does not take an idempotency key.'] } },
    });
  });

  it('gives the browser a new session id at sign-in, so an id held before never becomes signed in', async () => {
    const host = await startHost();
    const planted = 'P'.repeat(43);
    const tab = browser(host, { hcm_session: planted });

    const wrong = await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: 'Wrong@2026', loggedIn: false });
    expect(wrong.json()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(tab.cookie()).toBe(planted);
    expect(host.heldSessions()).toBe(0);

    await tab.signIn(false);
    expect(tab.cookie()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tab.cookie()).not.toBe(planted);
    expect(await tab.session()).toMatchObject({ status: 'signed-in' });

    expect(await browser(host, { hcm_session: planted }).session()).toMatchObject({ status: 'signed-out', user: null });
    expect(host.heldSessions()).toBe(1);
  });

  it('answers field errors for a malformed sign-in', async () => {
    const host = await startHost();
    const tab = browser(host);
    const response = await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, loggedIn: 'yes' });
    expect(response.json()).toMatchObject({
      ok: false,
      error: { status: 400, code: ERROR_CODES.invalidInput, fieldErrors: { password: ['Password is required.'], loggedIn: [expect.any(String)] } },
    });
  });

  it('streams session changes to the tab, and ends the streams of tabs without a session at sign-in', async () => {
    const host = await startHost();
    const tab = browser(host);

    const before = openEventStream(host, tab.cookieHeader());
    expect(await before.next()).toEqual(['session', 'signed-out', undefined]);
    expect(await before.nextOf('connectivity')).toEqual(['connectivity', 'online', undefined]);
    await tab.signIn(false);
    await before.ended;

    const after = openEventStream(host, tab.cookieHeader());
    expect(await after.nextOf('session')).toEqual(['session', 'signed-in', 'signed-in']);
    await tab.post(BRIDGE.session.signOut.web.path, {});
    expect(await after.nextOf('session')).toEqual(['session', 'signed-out', 'signed-out']);
    after.close();
  });

  it('remembers the email for the browser that chose remember-me, and for no other', async () => {
    const host = await startHost();
    const remembering = browser(host);
    const signIn = await remembering.signIn(true);
    const rememberCookie = cookiesOf(signIn).hcm_remember;
    expect(rememberCookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rememberCookie?.attributes.split('; ').sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Strict']);
    await remembering.post(BRIDGE.session.signOut.web.path, {});

    const remembered = { status: 'signed-out', rememberMe: true, rememberedEmail: DEMO_EMAIL };
    const forgotten = { status: 'signed-out', rememberMe: false, rememberedEmail: null };
    expect(await remembering.session()).toMatchObject(remembered);
    expect(await browser(host).session()).toMatchObject(forgotten);
    const strangerStream = openEventStream(host, undefined);
    expect(await strangerStream.next()).toEqual(['session', 'signed-out', undefined]);
    strangerStream.close();
    expect(JSON.stringify((await raw(host.url, BRIDGE.session.get.web.path)).json())).not.toContain(DEMO_EMAIL);
    expect(await browser(host, { hcm_remember: 'R'.repeat(43) }).session()).toMatchObject(forgotten);
    // The remember cookie alone is enough: the session it went with may be long gone.
    expect(await browser(host, { hcm_remember: rememberCookie!.value }).session()).toMatchObject(remembered);

    // Signing in without remember-me forgets it, as the desktop does.
    const forgetting = await remembering.signIn(false);
    expect(cookiesOf(forgetting).hcm_remember?.value).toBe('');
    await remembering.post(BRIDGE.session.signOut.web.path, {});
    expect(await remembering.session()).toMatchObject(forgotten);
    expect(await browser(host, { hcm_remember: rememberCookie!.value }).session()).toMatchObject(forgotten);
  });

  it('gives a browser a new remember cookie at each remembering sign-in, so one held before is not kept', async () => {
    const host = await startHost();
    const planted = 'Q'.repeat(43);
    const tab = browser(host, { hcm_remember: planted });
    await tab.signIn(true);
    expect(tab.cookies().hcm_remember).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tab.cookies().hcm_remember).not.toBe(planted);
    expect(await browser(host, { hcm_remember: planted }).session()).toMatchObject({ rememberMe: false, rememberedEmail: null });
    expect(await browser(host, { hcm_remember: tab.cookies().hcm_remember! }).session()).toMatchObject({ rememberedEmail: DEMO_EMAIL });
  });
});

describe('the number of browser sessions held', () => {
  it('lets the least recently used signed-out session go first, and refuses a sign-in when all are signed in', async () => {
    const host = await startHost({ maxBrowserSessions: 3 });
    const [older, newer, first, second, third, fourth] = [browser(host), browser(host), browser(host), browser(host), browser(host), browser(host)];
    for (const tab of [older, newer]) {
      await tab.signIn(false);
      await tab.post(BRIDGE.session.signOut.web.path, {});
    }
    // A held signed-out session answers with why it is signed out; one the host let go answers from constants.
    const held = { status: 'signed-out', reason: 'signed-out' };
    expect(await older.session()).toMatchObject(held);
    expect(await first.signIn(false).then((answer) => answer.json())).toMatchObject({ ok: true });
    expect(host.heldSessions()).toBe(3);

    expect(await second.signIn(false).then((answer) => answer.json())).toMatchObject({ ok: true });
    expect(host.heldSessions()).toBe(3);
    expect(await older.session()).toMatchObject(held);
    expect((await newer.session()).reason).toBeUndefined();

    expect(await third.signIn(false).then((answer) => answer.json())).toMatchObject({ ok: true });
    expect((await older.session()).reason).toBeUndefined();
    expect(host.heldSessions()).toBe(3);

    const refused = await fourth.signIn(false);
    expect(refused.json()).toEqual({
      ok: false,
      error: {
        status: 503,
        message:
          'This local web host already holds 3 signed-in browser sessions, as many as it keeps. Sign out in a browser you no longer use, then sign in again.',
      },
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(host.heldSessions()).toBe(3);
    for (const tab of [first, second, third]) expect(await tab.session()).toMatchObject({ status: 'signed-in' });

    // A browser signing in again takes the place of its own session.
    expect(await second.signIn(false).then((answer) => answer.json())).toMatchObject({ ok: true });
    expect(host.heldSessions()).toBe(3);
  });
});

describe.skipIf(!hasSecretService)(`restarting the host (${hasSecretService ? 'Secret Service available' : NO_SECRET_SERVICE_REASON})`, () => {
  it('keeps a remember-me browser signed in, tokens only in the keychain', async () => {
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const keychainService = `hcm-onboarding-web-test-${randomUUID()}`;
    const first = await startHost({ dataDir, keychainService });
    const tab = browser(first);
    await tab.get(BRIDGE.session.get.web.path);
    const signIn = await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: true });
    expect(signIn.json()).toMatchObject({ ok: true });
    expect(sessionCookieOf(signIn)?.attributes).toContain('Max-Age=2592000');
    await first.close();

    const refreshToken = await (await createKeychainVault({ service: keychainService, account: vaultAccount(tab.cookie()!) })).load();
    expect(refreshToken).toEqual(expect.any(String));
    for (const file of readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      expect(readFileSync(join(file.parentPath, file.name), 'utf8')).not.toContain(refreshToken);
    }

    const second = await startHost({ dataDir, keychainService });
    const after = browser(second, tab.cookies());
    const state = await after.get(BRIDGE.session.get.web.path);
    expect(sessionCookieOf(state)).toBeNull();
    expect(state.json()).toMatchObject({ status: 'signed-in', reason: 'restored', user: { email: DEMO_EMAIL } });

    const signOut = await after.post(BRIDGE.session.signOut.web.path, {});
    expect(signOut.json()).toMatchObject({ ok: true });
    expect((await after.get(BRIDGE.session.get.web.path)).json()).toMatchObject({
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
    await tab.get(BRIDGE.session.get.web.path);
    await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: true });
    const copy = JSON.stringify({ tasks: ['Order a laptop for Priya Raman'] });
    expect((await tab.post(BRIDGE.offline.save.web.path, { data: copy })).json()).toEqual({ ok: true, data: { saved: true } });
    await first.close();
    for (const file of readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      expect(readFileSync(join(file.parentPath, file.name), 'utf8')).not.toContain('Priya');
    }

    // Nothing listens on the discard port: the gateway is away.
    const second = await startHost({ dataDir, keychainService, gatewayUrl: 'http://127.0.0.1:9' });
    const after = browser(second, tab.cookies());
    expect((await after.get(BRIDGE.session.get.web.path)).json()).toMatchObject({ status: 'signed-in', user: { email: DEMO_EMAIL } });
    expect((await after.post(BRIDGE.offline.load.web.path, {})).json()).toEqual({ ok: true, data: copy });
    expect((await after.get(BRIDGE.connectivity.get.web.path)).json()).toMatchObject({ status: 'offline' });

    expect((await after.post(BRIDGE.session.signOut.web.path, {})).json()).toMatchObject({ ok: true });
    expect((await after.post(BRIDGE.offline.load.web.path, {})).json()).toEqual({ ok: true, data: null });
    expect(readdirSync(dataDir)).not.toContain('offline-copy.bin');
  });

  it('lets a remembered session go for room and opens it again from the keychain on its next request', async () => {
    const host = await startHost({ maxBrowserSessions: 1 });
    const [monday, tuesday] = [browser(host), browser(host)];
    expect((await monday.signIn(true)).json()).toMatchObject({ ok: true });
    expect((await tuesday.signIn(true)).json()).toMatchObject({ ok: true });
    expect(host.heldSessions()).toBe(1);

    expect(await monday.session()).toMatchObject({ status: 'signed-in', user: { email: DEMO_EMAIL } });
    expect(host.heldSessions()).toBe(1);
    expect(await tuesday.session()).toMatchObject({ status: 'signed-in', user: { email: DEMO_EMAIL } });
    expect(host.heldSessions()).toBe(1);
  });

  it('signs a browser out at restart without remember-me', async () => {
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const keychainService = `hcm-onboarding-web-test-${randomUUID()}`;
    const first = await startHost({ dataDir, keychainService });
    const tab = browser(first);
    await tab.get(BRIDGE.session.get.web.path);
    await tab.post(BRIDGE.session.signIn.web.path, { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    const oldCookie = tab.cookie()!;
    await first.close();

    const second = await startHost({ dataDir, keychainService });
    const after = browser(second, { hcm_session: oldCookie });
    const state = await after.get(BRIDGE.session.get.web.path);
    expect(state.json()).toMatchObject({ status: 'signed-out', user: null, rememberMe: false });
    expect(sessionCookieOf(state)?.value).not.toBe(oldCookie);
  });
});
