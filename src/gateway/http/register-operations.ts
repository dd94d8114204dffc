import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Operation, normalisedPath, pathParamNames, sendsBody } from '@shared/contract/operation';
import { operations } from '@shared/contract/registry';
import { PRODUCT_CODES, PRODUCT_HEADER } from '@shared/products';
import type { SessionClaims } from '../auth/access-tokens';
import { authenticate } from '../auth/session';
import type { GatewayServices } from '../services';
import type { HandlerMap, SessionCall } from './operation-handler';

type AnyHandler = (input: unknown, call: SessionCall) => Promise<unknown>;

const productHeaders = z.looseObject({ [PRODUCT_HEADER]: z.enum(PRODUCT_CODES) });

function splitInput(operation: Operation, paramNames: readonly string[]) {
  if (paramNames.length === 0) {
    return { params: undefined, rest: operation.input };
  }
  if (!(operation.input instanceof z.ZodObject)) {
    throw new Error(`The operation "${operation.name}" has path parameters but its input is not an object.`);
  }
  const names: Record<string, true> = Object.fromEntries(paramNames.map((name) => [name, true]));
  const input = operation.input as z.ZodObject;
  return { params: input.pick(names), rest: input.omit(names) };
}

function routeUrl(path: string): string {
  return normalisedPath(path).replace(/\{(\w+)\}/g, ':$1');
}

/** Registers one route per onboarding operation of the contract, each answered by its handler. */
export function registerOperations(app: FastifyInstance, handlers: HandlerMap, services: GatewayServices): void {
  const sessions = new WeakMap<FastifyRequest, SessionClaims>();
  const byName = handlers as Partial<Record<string, AnyHandler>>;

  for (const operation of Object.values(operations) as Operation[]) {
    if (operation.gateway !== 'onboarding') {
      continue;
    }
    const handler = byName[operation.name];
    if (handler === undefined) {
      throw new Error(`The onboarding operation "${operation.name}" has no handler.`);
    }
    const { params, rest } = splitInput(operation, pathParamNames(operation.path));
    const carriesBody = sendsBody(operation.method);
    const needsSession = operation.auth === 'session';

    app.withTypeProvider<ZodTypeProvider>().route({
      method: operation.method,
      url: routeUrl(operation.path),
      schema: {
        operationId: operation.name,
        summary: operation.summary,
        tags: [operation.name.split('.', 1)[0] ?? operation.name],
        headers: productHeaders,
        ...(params === undefined ? {} : { params }),
        ...(carriesBody ? { body: rest } : { querystring: rest }),
        response: { 200: operation.output },
        ...(needsSession ? { security: [{ bearerAuth: [] }] } : {}),
      },
      onRequest: needsSession
        ? async (request) => {
            sessions.set(request, await authenticate(services, request));
          }
        : undefined,
      preValidation: carriesBody
        ? async (request) => {
            // A call with no body at all is read as an empty object, so the schema names what is missing.
            request.body ??= {};
          }
        : undefined,
      handler: async (request, reply) => {
        const fields = (carriesBody ? request.body : request.query) as Record<string, unknown>;
        const input = { ...fields, ...(request.params as Record<string, unknown> | undefined) };
        const session = sessions.get(request);
        return handler(input, { request, reply, session } as SessionCall);
      },
    });
  }
}
