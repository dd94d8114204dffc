import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { WEB_BRIDGE_ROUTES } from '@shared/bridge';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { OFFLINE_CACHE_MAX_CHARS } from '@shared/offline';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure, fieldErrorsOf, invalidInput } from '../core/call-failure';
import { createConnectivityMonitor, healthProbe } from '../core/connectivity';
import { externalLinksFromEnv, type ExternalLinkUrls } from '../core/external-links';
import { loginAsRequestSchema } from '../core/login-as-request';
import { createKeychainVault } from '../core/keychain-vault';
import { createOfflineStore } from '../core/offline-store';
import type { GatewayUrls } from '../core/types';
import { createBrowserSessions, DEFAULT_KEYCHAIN_SERVICE, SESSION_COOKIE, type BrowserSession } from './browser-sessions';
import { createEventStreams } from './event-stream';
import { registerLinkRoute } from './link-route';
import { loadIndexHtml } from './index-html';
import { createConfPreferences } from './preferences-store';
import { createRequestGuard } from './request-guard';
import { SECURITY_HEADERS } from './security-headers';
import { registerUploadRoute } from './upload-route';

export const DEFAULT_WEB_PORT = 5180;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);
const REMEMBERED_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const OFFLINE_COPY_FILE = 'offline-copy.bin';
/** The copy's key is the data folder's own: two hosts on one machine never share or wipe each other's key. */
export function offlineKeyAccount(dataDir: string): string {
  return `offline-copy-key:${createHash('sha256').update(resolve(dataDir)).digest('hex')}`;
}

export interface WebHostOptions {
  gatewayUrls: GatewayUrls;
  rendererDir: string;
  dataDir: string;
  host?: string;
  port?: number;
  keychainService?: string;
  /** The pages links.open may open; default: the onboarding gateway's own legal pages. */
  externalLinks?: ExternalLinkUrls;
}

const signInBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).max(320, { error: 'Email is too long' }),
  password: z.string({ error: 'Password is required' }).max(256, { error: 'Password is too long' }),
  loggedIn: z.boolean({ error: 'loggedIn must be true or false' }),
});

const offlineSaveBodySchema = z.object({ data: z.unknown() });

const HTTP_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be read. Send a JSON body.',
  413: 'The request is too large.',
  415: 'Send the request body as application/json.',
};

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Vite's output under assets/: name-<hash>.ext. Anything else (web-bridge.js, index.html) is asked for each time. */
function isHashedAsset(path: string): boolean {
  return /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path);
}

/** A path with a file extension asks for an asset; anything else is a route of the app. */
function isAppRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.split('/').pop() ?? '';
  return !path.startsWith('/bridge/') && !last.includes('.');
}

/** The built renderer and the same core as the desktop, on loopback, one core per browser session. */
export async function startWebHost(options: WebHostOptions): Promise<{ url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`The local web host listens on 127.0.0.1 or localhost only; got "${host}".`);
  const rendererDir = resolve(options.rendererDir);
  const indexHtml = await loadIndexHtml(rendererDir);
  const keychainService = options.keychainService ?? DEFAULT_KEYCHAIN_SERVICE;
  const connectivity = createConnectivityMonitor({ probe: healthProbe(options.gatewayUrls.onboarding) });
  const offlineStore = createOfflineStore({
    file: resolve(options.dataDir, OFFLINE_COPY_FILE),
    keySlot: await createKeychainVault({ service: keychainService, account: offlineKeyAccount(options.dataDir) }),
  });
  const sessions = createBrowserSessions({
    gatewayUrls: options.gatewayUrls,
    preferences: createConfPreferences(resolve(options.dataDir)),
    keychainService,
    offlineStore,
    connectivity,
    onEvicted: (session) => streams.closeFor(session.core),
  });
  const streams = createEventStreams();
  let port = options.port ?? DEFAULT_WEB_PORT;

  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, {
    root: rendererDir,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    // The build names every asset by its content's hash: a reload need not ask for them again.
    setHeaders: (reply, path) => {
      reply.header('cache-control', isHashedAsset(path) ? HASHED_ASSET_CACHE : 'no-cache');
    },
    cacheControl: false,
  });

  app.addHook('onRequest', createRequestGuard(() => port));
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });

  app.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error('The local web host failed a request:', error instanceof Error ? error.message : 'unknown error');
    return reply
      .code(status)
      .send({ message: HTTP_ERROR_MESSAGES[status] ?? (status === 500 ? 'The local web host could not finish this request.' : 'This request is not valid.') });
  });

  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(indexHtml);
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) return sendIndex(reply);
    return reply.code(404).send({ message: `Nothing is served at ${request.url.split('?')[0]}.` });
  });

  function cookieOptions(remember: boolean) {
    return {
      httpOnly: true,
      sameSite: 'strict' as const,
      path: '/',
      secure: false,
      ...(remember ? { maxAge: REMEMBERED_COOKIE_MAX_AGE_SECONDS } : {}),
    };
  }

  async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<BrowserSession> {
    const { session, issued } = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (issued) reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(false));
    reply.header('cache-control', 'no-store');
    return session;
  }

  app.get(WEB_BRIDGE_ROUTES.session, async (request, reply) => {
    const { core } = await sessionOf(request, reply);
    return core.session.get();
  });

  app.post(WEB_BRIDGE_ROUTES.signIn, async (request, reply) => {
    const previous = await sessionOf(request, reply);
    const body = signInBodySchema.safeParse(request.body);
    if (!body.success) return failure(invalidInput(fieldErrorsOf(body.error)));
    const next = await sessions.create();
    const result = await next.core.session.signIn(body.data);
    if (!result.ok) {
      await sessions.retire(next);
      return result;
    }
    reply.setCookie(SESSION_COOKIE, next.id, cookieOptions(body.data.loggedIn));
    streams.closeFor(previous.core);
    await sessions.retire(previous);
    return result;
  });

  app.post(WEB_BRIDGE_ROUTES.signOut, async (request, reply) => {
    const session = await sessionOf(request, reply);
    const result = await session.core.session.signOut();
    reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(false));
    return result;
  });

  // Acting as another user keeps this browser's session (and its cookie): only the core's tokens change.
  app.post(WEB_BRIDGE_ROUTES.loginAs, async (request, reply) => {
    const { core } = await sessionOf(request, reply);
    const body = loginAsRequestSchema.safeParse(request.body);
    if (!body.success) return failure(invalidInput(fieldErrorsOf(body.error)));
    return core.session.loginAs(body.data);
  });

  app.post(WEB_BRIDGE_ROUTES.endLoginAs, async (request, reply) => {
    const { core } = await sessionOf(request, reply);
    return core.session.endLoginAs();
  });

  app.post<{ Params: { name: string } }>(`${WEB_BRIDGE_ROUTES.call}/:name`, async (request, reply) => {
    const { core } = await sessionOf(request, reply);
    const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
    return core.api.call(request.params.name, request.body ?? {}, idempotencyKey === undefined ? undefined : { idempotencyKey });
  });

  app.post(WEB_BRIDGE_ROUTES.offline, async (request, reply) => (await sessionOf(request, reply)).core.offline.load());
  // The offline copy may be larger than any other body: OFFLINE_CACHE_MAX_CHARS, quoted once more as JSON.
  app.post(WEB_BRIDGE_ROUTES.offlineSave, { bodyLimit: 3 * OFFLINE_CACHE_MAX_CHARS }, async (request, reply) => {
    const { core } = await sessionOf(request, reply);
    const body = offlineSaveBodySchema.safeParse(request.body);
    if (!body.success) return failure(invalidInput(fieldErrorsOf(body.error)));
    return core.offline.save(body.data.data);
  });
  app.post(WEB_BRIDGE_ROUTES.offlineClear, async (request, reply) => (await sessionOf(request, reply)).core.offline.clear());
  app.get(WEB_BRIDGE_ROUTES.connectivity, async (request, reply) => (await sessionOf(request, reply)).core.connectivity.get());
  app.get(WEB_BRIDGE_ROUTES.notifications, async (request, reply) => (await sessionOf(request, reply)).core.notifications.get());
  app.post(WEB_BRIDGE_ROUTES.notifications, async (request, reply) => (await sessionOf(request, reply)).core.notifications.set(request.body));
  app.post(WEB_BRIDGE_ROUTES.connectivityCheck, async (request, reply) => (await sessionOf(request, reply)).core.connectivity.check());

  registerLinkRoute(app, options.externalLinks ?? externalLinksFromEnv({}, options.gatewayUrls.onboarding));
  await registerUploadRoute(app, { coreOf: async (request, reply) => (await sessionOf(request, reply)).core, streams });

  app.get(WEB_BRIDGE_ROUTES.events, async (request, reply) => {
    const { session, issued } = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    const headers: Record<string, string> = { ...SECURITY_HEADERS };
    if (issued) headers['set-cookie'] = app.serializeCookie(SESSION_COOKIE, session.id, cookieOptions(false));
    reply.hijack();
    streams.open(reply.raw, session.core, headers);
  });

  await app.listen({ host, port });
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;

  return {
    url: `http://${host}:${port}`,
    async close() {
      streams.closeAll();
      connectivity.stop();
      await sessions.closeAll();
      await app.close();
    },
  };
}
