import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { OperationName, OperationOutput, Operations } from '@shared/contract/registry';
import type { AuthenticatedSession } from '../auth/session';
import type { GatewayDatabase } from '../db/schema';
import type { OnboardingCaller } from '../onboarding/onboarding-access';

export interface PublicCall {
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Where the call reads and writes. For a call sent with an Idempotency-Key, the transaction that
   * also keeps its answer: a keyed operation's handler goes through it alone, since anything it
   * wrote elsewhere would not commit with the answer (and, on SQLite, would wait for it forever).
   */
  db: Kysely<GatewayDatabase>;
}

export interface SessionCall extends PublicCall {
  session: AuthenticatedSession;
}

/** A call of an operation whose access loads the caller (`signedIn`, `right`): who calls, with their grants, already checked. */
export interface CallerCall extends SessionCall {
  caller: OnboardingCaller;
}

type AccessKindOf<N extends OperationName> = Operations[N]['access']['kind'];

export type CallFor<N extends OperationName> = AccessKindOf<N> extends 'public' ? PublicCall : AccessKindOf<N> extends 'session' ? SessionCall : CallerCall;

export type OperationHandler<N extends OperationName> = (input: z.output<Operations[N]['input']>, call: CallFor<N>) => Promise<OperationOutput<N>>;

/** Handlers by operation name; an onboarding operation without one stops the gateway at startup. */
export type HandlerMap = { [N in OperationName]?: OperationHandler<N> };

/** The operations the onboarding gateway answers. */
export type OnboardingOperationName = { [N in OperationName]: Operations[N]['gateway'] extends 'onboarding' ? N : never }[OperationName];

/** The operation names of one name space: `users` → `users.me` | `users.logout` | … */
export type NamespaceOperationName<Namespace extends string> = Extract<OnboardingOperationName, `${Namespace}.${string}`>;

/**
 * One name space's handlers, in the gateway folder of that name space: exactly one for each of its
 * operations, so a missing handler, or one for an operation of another name space, does not compile.
 */
export type NamespaceHandlers<Namespace extends string> = { [N in NamespaceOperationName<Namespace>]: OperationHandler<N> };

/** Every onboarding operation's handler. */
export type AllHandlers = { [N in OnboardingOperationName]: OperationHandler<N> };
