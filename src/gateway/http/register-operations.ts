import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ERROR_CODES } from '@shared/contract/errors';
import { type Operation, type OperationAccess, normalisedPath, pathParamNames, sendsBody } from '@shared/contract/operation';
import { operations } from '@shared/contract/registry';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { PRODUCT_CODES, PRODUCT_HEADER } from '@shared/products';
import { ALLOWED_WHILE_ACTING } from '../auth/login-as-guard';
import { type AuthenticatedSession, authenticate } from '../auth/session';
import type { GatewayDatabase } from '../db/schema';
import { runOnce } from './idempotency-keys';
import type { GatewayServices } from '../services';
import { GatewayError } from './gateway-error';
import { admitCaller, declaredAccess, loadsCaller } from './operation-access';
import type { CallerCall, HandlerMap } from './operation-handler';

type AnyHandler = (input: unknown, call: CallerCall) => Promise<unknown>;

const productHeaders = z.looseObject({ [PRODUCT_HEADER]: z.enum(PRODUCT_CODES) });

function splitInput(operation: Operation, paramNames: readonly string[]) {
  if (paramNames.length === 0) {
    return { params: undefined, rest: operation.input, whole: undefined };
  }
  if (!(operation.input instanceof z.ZodObject)) {
    throw new Error(`The operation "${operation.name}" has path parameters but its input is not an object.`);
  }
  const names: Record<string, true> = Object.fromEntries(paramNames.map((name) => [name, true]));
  const input = operation.input as z.ZodObject;
  // Zod cannot pick from an object with refinements: split its plain shape, and check the whole input once its parts are in.
  const refined = (input._zod.def.checks?.length ?? 0) > 0;
  const plain = refined ? z.object(input.shape) : input;
  return { params: plain.pick(names), rest: plain.omit(names), whole: refined ? input : undefined };
}

/** The refinements of a split input, checked on the parts put together; a failure answers as a schema failure does. */
function checkWhole(whole: z.ZodType, input: Record<string, unknown>): unknown {
  const result = whole.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    if (issue.path.length > 0) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  }
  throw new GatewayError(400, { message: result.error.issues[0]?.message ?? GATEWAY_MESSAGES.invalidInput, code: ERROR_CODES.invalidInput, fieldErrors });
}

/** The access as OpenAPI shows it: in `x-access`, and in a sentence of the description. */
function accessDescription(access: OperationAccess): string {
  switch (access.kind) {
    case 'public':
      return 'Access: anyone; no session.';
    case 'session':
      return 'Access: a valid session.';
    case 'signedIn':
      return 'Access: an active user of the company.';
    case 'right':
      return `Access: a user whose role holds ${access.right}.`;
  }
}

function routeUrl(path: string): string {
  return normalisedPath(path).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers one route per onboarding operation of the contract, each answered by its handler once
 * the operation's declared access has let the call in. An operation without a declared access or
 * without a handler stops the gateway here.
 */
export function registerOperations(
  app: FastifyInstance,
  handlers: HandlerMap,
  services: GatewayServices,
  contract: Readonly<Record<string, Operation>> = operations,
): void {
  const sessions = new WeakMap<FastifyRequest, AuthenticatedSession>();
  const byName = handlers as Partial<Record<string, AnyHandler>>;

  for (const operation of Object.values(contract)) {
    if (operation.gateway !== 'onboarding') {
      continue;
    }
    const access = declaredAccess(operation);
    const handler = byName[operation.name];
    if (handler === undefined) {
      throw new Error(`The onboarding operation "${operation.name}" has no handler.`);
    }
    const { params, rest, whole } = splitInput(operation, pathParamNames(operation.path));
    const carriesBody = sendsBody(operation.method);
    const needsSession = access.kind !== 'public';
    const allowWhileActing = ALLOWED_WHILE_ACTING.has(operation.name);

    app.withTypeProvider<ZodTypeProvider>().route({
      method: operation.method,
      url: routeUrl(operation.path),
      schema: {
        operationId: operation.name,
        summary: operation.summary,
        description: accessDescription(access),
        'x-access': access,
        tags: [operation.name.split('.', 1)[0] ?? operation.name],
        headers: productHeaders,
        ...(params === undefined ? {} : { params }),
        ...(carriesBody ? { body: rest } : { querystring: rest }),
        response: { 200: operation.output },
        ...(needsSession ? { security: [{ bearerAuth: [] }] } : {}),
      },
      onRequest: needsSession
        ? async (request) => {
            sessions.set(request, await authenticate(services, request, { allowWhileActing }));
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
        const parts = { ...fields, ...(request.params as Record<string, unknown> | undefined) };
        const input = whole === undefined ? parts : checkWhole(whole, parts);
        const session = sessions.get(request);
        const run = async (db: Kysely<GatewayDatabase>) => {
          const caller = session !== undefined && loadsCaller(access) ? await admitCaller(db, session, access) : undefined;
          return handler(input, { request, reply, session, db, caller } as CallerCall);
        };
        return operation.idempotencyKey === true && session !== undefined
          ? runOnce(services.db, { operation: operation.name, session, request, reply, input }, run)
          : run(services.db);
      },
    });
  }
}
