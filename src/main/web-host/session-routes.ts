import { WEB_BRIDGE_ROUTES } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { SessionState } from '@shared/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure, fieldErrorsOf, invalidInput } from '../core/call-failure';
import type { AppCore } from '../core/types';
import { SESSION_COOKIE, type BrowserSession, type BrowserSessions } from './browser-sessions';
import { isBrowserToken, newBrowserToken } from './browser-token';
import type { EventStreams } from './event-stream';
import { REMEMBER_COOKIE, REMEMBER_MAX_AGE_SECONDS, type RememberedBrowsers } from './remembered-browsers';
import { SECURITY_HEADERS } from './security-headers';
import type { SessionlessAnswers } from './sessionless-answers';

/** A remember-me session's cookie outlives the browser; any other ends with it. */
const REMEMBERED_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const signInBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).max(320, { error: 'Email is too long' }),
  password: z.string({ error: 'Password is required' }).max(256, { error: 'Password is too long' }),
  loggedIn: z.boolean({ error: 'loggedIn must be true or false' }),
});

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
 * The session and core of each request, and the routes that start, read and end a session. Only
 * sign-in creates a session: every other request without one is answered by `sessionless`.
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

  function register(app: FastifyInstance): void {
    app.get(WEB_BRIDGE_ROUTES.session, async (request, reply): Promise<SessionState> => {
      const session = await sessionOf(request, reply);
      return session ? session.core.session.get() : sessionless.state(rememberCookieOf(request));
    });

    app.post(WEB_BRIDGE_ROUTES.signIn, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = signInBodySchema.safeParse(request.body);
      if (!body.success) return failure(invalidInput(fieldErrorsOf(body.error)));
      const heldRememberId = rememberCookieOf(request);
      const previous = await find(request);
      // Like the session id, a remember-me id is new at each sign-in that asks for one: never one the browser brought.
      const rememberId = body.data.loggedIn ? newBrowserToken() : heldRememberId;
      const { result, session } = await sessions.signIn(body.data, { replacing: previous, rememberId });
      if (!session) return result;

      reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(body.data.loggedIn ? REMEMBERED_SESSION_MAX_AGE_SECONDS : undefined));
      if (body.data.loggedIn && rememberId !== undefined) {
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
    });

    app.post(WEB_BRIDGE_ROUTES.signOut, async (request, reply): Promise<CallResult<{ message: string }>> => {
      const session = await sessionOf(request, reply);
      if (!session) return { ok: true, data: { message: GATEWAY_MESSAGES.loggedOut } };
      const result = await session.core.session.signOut();
      reply.setCookie(SESSION_COOKIE, session.id, cookieOptions());
      return result;
    });

    app.get(WEB_BRIDGE_ROUTES.events, async (request, reply) => {
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

  return { sessionOf, coreOf, register };
}
