import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Operation, OperationAccess } from '../../src/shared/contract/operation';
import { registerOperations } from '../../src/gateway/http/register-operations';
import type { HandlerMap } from '../../src/gateway/http/operation-handler';
import type { GatewayServices } from '../../src/gateway/services';

/** An operation of the onboarding gateway, as a contract module would define it, with the access given or none. */
function probe(access?: unknown): Operation {
  // Built around the types on purpose: a contract module written without an access is what registration must refuse.
  return {
    name: 'probe.read',
    gateway: 'onboarding',
    method: 'GET',
    path: '/probe',
    summary: 'A probe.',
    input: z.object({}),
    output: z.object({ message: z.string() }),
    auth: 'session',
    idempotent: true,
    renderer: false,
    ...(access === undefined ? {} : { access: access as OperationAccess }),
  } as Operation;
}

const handlers = { 'probe.read': async () => ({ message: 'read' }) } as unknown as HandlerMap;
// Registration reads no service: they are used once a request comes.
const services = {} as GatewayServices;

function register(operation: Operation) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerOperations(app, handlers, services, { [operation.name]: operation });
  return app;
}

describe('registering the operations', () => {
  it('refuses an operation that declares no access, naming it', () => {
    expect(() => register(probe())).toThrow('The operation "probe.read" declares no access: give it one of public, session, signedIn or right.');
  });

  it('refuses an access of no known kind, and a right that is no permission of the catalogue', () => {
    expect(() => register(probe({ kind: 'everyone' }))).toThrow('The operation "probe.read" declares no access');
    expect(() => register(probe({ kind: 'right', right: 'onb.new_hires.approve' }))).toThrow(
      'The operation "probe.read" asks for "onb.new_hires.approve", which is no permission of the catalogue.',
    );
  });

  it('registers an operation that declares its access', async () => {
    const app = register(probe({ kind: 'right', right: 'onb.new_hires.view' }));
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/probe' })).toBe(true);
    await app.close();
  });
});
