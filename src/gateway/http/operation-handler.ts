import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { OperationName, OperationOutput, Operations } from '@shared/contract/registry';
import type { AuthenticatedSession } from '../auth/session';
import type { GatewayDatabase } from '../db/schema';

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

export type CallFor<N extends OperationName> = Operations[N]['auth'] extends 'session' ? SessionCall : PublicCall;

export type OperationHandler<N extends OperationName> = (input: z.output<Operations[N]['input']>, call: CallFor<N>) => Promise<OperationOutput<N>>;

/** Handlers by operation name; an onboarding operation without one stops the gateway at startup. */
export type HandlerMap = { [N in OperationName]?: OperationHandler<N> };
