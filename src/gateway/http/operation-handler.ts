import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OperationName, OperationOutput, Operations } from '@shared/contract/registry';
import type { AuthenticatedSession } from '../auth/session';

export interface PublicCall {
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface SessionCall extends PublicCall {
  session: AuthenticatedSession;
}

export type CallFor<N extends OperationName> = Operations[N]['auth'] extends 'session' ? SessionCall : PublicCall;

export type OperationHandler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  call: CallFor<N>,
) => Promise<OperationOutput<N>>;

/** Handlers by operation name; an onboarding operation without one stops the gateway at startup. */
export type HandlerMap = { [N in OperationName]?: OperationHandler<N> };
