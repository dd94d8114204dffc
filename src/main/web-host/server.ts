import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { routes } from '@shared/routes';
import { onCore } from '../core/bridge-calls';
import { createConnectivityMonitor, healthProbe } from '../core/connectivity';
import { externalLinksFromEnv, type ExternalLinkUrls } from '../core/external-links';
import { createKeychainVault } from '../core/keychain-vault';
import { createOfflineStore } from '../core/offline-store';
import type { GatewayUrls } from '../core/types';
import { registerBridgeRoutes, type WebCallContext } from './bridge-routes';
import { createBrowserSessions, DEFAULT_KEYCHAIN_SERVICE } from './browser-sessions';
import { createEventStreams } from './event-stream';
import { loadIndexHtml } from './index-html';
import { createConfPreferences } from './preferences-store';
import { createRememberedBrowsers } from './remembered-browsers';
import { createRequestGuard } from './request-guard';
import { SECURITY_HEADERS } from './security-headers';
import { createSessionRoutes } from './session-routes';
import { createSessionlessAnswers } from './sessionless-answers';

export const DEFAULT_WEB_PORT = 5180;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);
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
  /** The most browser sessions held at once (default DEFAULT_MAX_BROWSER_SESSIONS). */
  maxBrowserSessions?: number;
}

export interface WebHost {
  url: string;
  /** How many browser sessions the host holds now. */
  heldSessions(): number;
  close(): Promise<void>;
}

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

/** The built renderer and the same core as the desktop, on loopback, one core per signed-in browser session. */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`The local web host listens on 127.0.0.1 or localhost only; got "${host}".`);
  const rendererDir = resolve(options.rendererDir);
  const indexHtml = await loadIndexHtml(rendererDir);
  const keychainService = options.keychainService ?? DEFAULT_KEYCHAIN_SERVICE;
  const connectivity = createConnectivityMonitor({ probe: healthProbe(options.gatewayUrls.onboarding) });
  const offlineKeySlot = await createKeychainVault({ service: keychainService, account: offlineKeyAccount(options.dataDir) });
  const offlineStore = createOfflineStore({ file: resolve(options.dataDir, OFFLINE_COPY_FILE), keySlot: offlineKeySlot });
  const remembered = createRememberedBrowsers({ dataDir: resolve(options.dataDir) });
  const coreOptions = {
    gatewayUrls: options.gatewayUrls,
    preferences: createConfPreferences(resolve(options.dataDir)),
    remembered,
    offlineStore,
    connectivity,
  };
  const streams = createEventStreams();
  const sessions = createBrowserSessions({
    ...coreOptions,
    keychainService,
    ...(options.maxBrowserSessions === undefined ? {} : { maxSessions: options.maxBrowserSessions }),
    inUse: (session) => streams.isOpenFor(session.core),
    onEvicted: (session) => streams.closeFor(session.core),
  });
  const sessionless = createSessionlessAnswers({ ...coreOptions, keychain: offlineKeySlot.kind === 'keychain' ? 'available' : 'unavailable' });
  const { coreOf, calls: sessionCalls, registerEvents } = createSessionRoutes({ sessions, sessionless, remembered, streams });
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

  app.addHook(
    'onRequest',
    createRequestGuard(() => port),
  );
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

  const externalLinks = options.externalLinks ?? externalLinksFromEnv({}, options.gatewayUrls.onboarding);
  await registerBridgeRoutes(app, {
    ...onCore<WebCallContext>(
      ({ request, reply }) => coreOf(request, reply),
      (_context, core) => ({ onUploadProgress: (progress) => streams.sendUploadProgress(core, progress) }),
    ),
    ...sessionCalls,
    // The browser is the system browser here: the page is answered the configured URL of the named page and opens it in a new tab.
    'links.open': async ({ link }) => ({ ok: true, data: { url: externalLinks[link] } }),
    // The link was checked as a video link where it arrived; the tab opens it itself.
    'links.openVideo': async ({ url }) => ({ ok: true, data: { url } }),
    // A window of its own is a tab of its own here: the page is answered the path to open.
    'windows.openPreviewExperience': async ({ hireId }) => ({ ok: true, data: { path: routes.settingsPreviewExperience(hireId) } }),
  });
  registerEvents(app);

  await app.listen({ host, port });
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;

  return {
    url: `http://${host}:${port}`,
    heldSessions: () => sessions.count(),
    async close() {
      streams.closeAll();
      connectivity.stop();
      await sessions.closeAll();
      await sessionless.core.shutdown();
      await app.close();
    },
  };
}
