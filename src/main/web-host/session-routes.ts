import { WEB_EVENTS_PATH } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { SessionState } from '@shared/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppCore } from '../core/types';
import type { WebCallHandlers } from './bridge-routes';
import { SESSION_COOKIE, type BrowserSession, type BrowserSessions } from './browser-sessions';
import { isBrowserToken, newBrowserToken } from './browser-token';
import type { EventStreams } from './event-stream';
import { REMEMBER_COOKIE, REMEMBER_MAX_AGE_SECONDS, type RememberedBrowsers } from './remembered-browsers';
import { SECURITY_HEADERS } from './security-headers';
import type { SessionlessAnswers } from './sessionless-answers';

/** A remember-me session's cookie outlives the browser; any other ends with it. */
const REMEMBERED_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionRouteDependencies {
  sessions: BrowserSessions;
  sessionless: SessionlessAnswers;
  remembered: RememberedBrowsers;
  streams: EventStreams;
}

/** Host-only (no Domain), HttpOnly, SameSite=Strict; plain http, as the host listens on loopback only. */
function cookieOptions(maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: false,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** The browser's remember-me id, when it sends one the host could have given. */
function rememberCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REMEMBER_COOKIE];
  return isBrowserToken(value) ? value : undefined;
}

/**
 * The session and core of each request, the calls that start, read and end a session (and discard
 * its offline copy), and the event stream. Only sign-in creates a session: every other request
 * without one is answered by `sessionless`.
 */
export function createSessionRoutes(dependencies: SessionRouteDependencies) {
  const { sessions, sessionless, remembered, streams } = dependencies;

  const find = (request: FastifyRequest): Promise<BrowserSession | null> => sessions.find(request.cookies[SESSION_COOKIE], rememberCookieOf(request));

  async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<BrowserSession | null> {
    reply.header('cache-control', 'no-store');
    return find(request);
  }

  async function coreOf(request: FastifyRequest, reply: FastifyReply): Promise<AppCore> {
    return (await sessionOf(request, reply))?.core ?? sessionless.core;
  }

  const calls: Pick<WebCallHandlers, 'session.get' | 'session.signIn' | 'session.signOut' | 'offline.clear'> = {
    'session.get': async (_input, { request, reply }): Promise<SessionState> => {
      const session = await sessionOf(request, reply);
      return session ? session.core.session.get() : sessionless.state(rememberCookieOf(request));
    },

    'session.signIn': async (signIn, { request, reply }) => {
      const heldRememberId = rememberCookieOf(request);
      const previous = await find(request);
      // Like the session id, a remember-me id is new at each sign-in that asks for one: never one the browser brought.
      const rememberId = signIn.loggedIn ? newBrowserToken() : heldRememberId;
      const { result, session } = await sessions.signIn(signIn, { replacing: previous, rememberId });
      if (!session) return result;

      reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(signIn.loggedIn ? REMEMBERED_SESSION_MAX_AGE_SECONDS : undefined));
      if (signIn.loggedIn && rememberId !== undefined) {
        reply.setCookie(REMEMBER_COOKIE, rememberId, cookieOptions(REMEMBER_MAX_AGE_SECONDS));
        remembered.forget(heldRememberId);
      } else if (request.cookies[REMEMBER_COOKIE] !== undefined) {
        // The core has forgotten this browser's email, as the desktop's does at a sign-in without remember-me.
        reply.clearCookie(REMEMBER_COOKIE, cookieOptions());
      }
      streams.closeSessionless();
      if (previous) {
        streams.closeFor(previous.core);
        await sessions.retire(previous);
      }
      return result;
    },

    'session.signOut': async (_input, { request, reply }): Promise<CallResult<{ message: string }>> => {
      const session = await sessionOf(request, reply);
      if (!session) return { ok: true, data: { message: GATEWAY_MESSAGES.loggedOut } };
      const result = await session.core.session.signOut();
      reply.setCookie(SESSION_COOKIE, session.id, cookieOptions());
      return result;
    },

    // The host's copy belongs to whoever signed in last; a browser without a session has nothing of its own there to discard.
    'offline.clear': async (_input, { request, reply }) => {
      const session = await sessionOf(request, reply);
      return session ? session.core.offline.clear() : { ok: true as const, data: { cleared: true as const } };
    },
  };

  function registerEvents(app: FastifyInstance): void {
    app.get(WEB_EVENTS_PATH, async (request, reply) => {
      const session = await find(request);
      reply.hijack();
      if (session) {
        streams.open(reply.raw, session.core, { ...SECURITY_HEADERS });
        reply.raw.on('close', () => sessions.touch(session));
      } else {
        streams.open(reply.raw, sessionless.streamSource(rememberCookieOf(request)), { ...SECURITY_HEADERS }, 'sessionless');
      }
    });
  }

  return { coreOf, calls, registerEvents };
}
