import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const GUARD_MESSAGES = {
  host: 'This local web host answers only at its own address (127.0.0.1 or localhost with its port).',
  origin: "Requests that change something must come from this app's own page.",
} as const;

/**
 * The Host check defeats DNS rebinding (another site's name pointed at 127.0.0.1); the Origin
 * check stops other pages in the same browser from acting with the session cookie.
 */
export function createRequestGuard(port: () => number) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const host = request.headers.host ?? '';
    const allowedHosts = [`127.0.0.1:${port()}`, `localhost:${port()}`];
    if (!allowedHosts.includes(host.toLowerCase())) {
      await reply.code(403).send({ message: GUARD_MESSAGES.host });
      return;
    }
    if (STATE_CHANGING.has(request.method) && request.headers.origin !== `http://${host.toLowerCase()}`) {
      await reply.code(403).send({ message: GUARD_MESSAGES.origin });
    }
  };
}
