import { WEB_BRIDGE_ROUTES } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import type { FastifyInstance } from 'fastify';
import { failure, fieldErrorsOf, invalidInput } from '../core/call-failure';
import { openLinkRequestSchema, UNKNOWN_LINK_MESSAGE, type ExternalLinkUrls } from '../core/external-links';

/**
 * Answers the configured URL of a named public page; the web bridge opens it in a new tab, since
 * the browser is the system browser here. The page sends a name, never a URL, so nothing else can
 * be opened this way.
 */
export function registerLinkRoute(app: FastifyInstance, urls: ExternalLinkUrls): void {
  app.post(WEB_BRIDGE_ROUTES.openLink, async (request, reply): Promise<CallResult<{ url: string }>> => {
    reply.header('cache-control', 'no-store');
    const body = openLinkRequestSchema.safeParse(request.body);
    if (!body.success) {
      return failure({ ...invalidInput(fieldErrorsOf(body.error)), message: body.error.issues[0]?.message ?? UNKNOWN_LINK_MESSAGE });
    }
    return { ok: true, data: { url: urls[body.data.link] } };
  });
}
