import { bridgeSpec } from '@shared/bridge';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bridgeCallNames, bridgeDispatch, type BridgeCallHandlers } from '../core/bridge-calls';
import { registerUploadRoute } from './upload-route';

/** What a call's handler has of the request it arrived on. */
export interface WebCallContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type WebCallHandlers = BridgeCallHandlers<WebCallContext>;

/**
 * One route for each call of the bridge, at the method and path its table entry names: the JSON
 * body (none for a GET) is checked against the call's schema, then handed to its handler. Every
 * answer is `no-store`. A call whose body is a file's bytes gets the streamed upload route instead.
 * The host's request guard (Host, Origin) runs before all of them.
 */
export async function registerBridgeRoutes(app: FastifyInstance, handlers: WebCallHandlers): Promise<void> {
  const dispatch = bridgeDispatch(handlers);
  for (const name of bridgeCallNames()) {
    const { web } = bridgeSpec(name);
    if (name === 'files.upload') {
      await registerUploadRoute(app, web, (payload, context) => dispatch(name, payload, context));
      continue;
    }
    app.route({
      method: web.method,
      url: web.path,
      ...(web.bodyLimit === undefined ? {} : { bodyLimit: web.bodyLimit }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return dispatch(name, web.method === 'GET' ? undefined : request.body, { request, reply });
      },
    });
  }
}
