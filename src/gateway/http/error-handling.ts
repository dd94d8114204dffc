import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { GatewayError } from './gateway-error';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

function fieldErrorsOf(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field !== '' && issue.message !== undefined) {
      (fieldErrors[field] ??= []).push(issue.message);
    }
  }
  return fieldErrors;
}

/** Every failure answers `{ message, ... }`; unexpected ones say nothing about their cause. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ message: GATEWAY_MESSAGES.notFound });
  });

  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({
        message: first?.message ?? GATEWAY_MESSAGES.invalidInput,
        code: ERROR_CODES.invalidInput,
        fieldErrors: fieldErrorsOf(error.validation),
      });
    }
    const status = error.statusCode ?? 500;
    if (!isResponseSerializationError(error) && status >= 400 && status < 500) {
      // Fastify's own request errors (malformed JSON, wrong content type, body too large).
      const message = error.code?.startsWith('FST_') ? error.message : GATEWAY_MESSAGES.invalidInput;
      return reply.code(status).send({ message, code: ERROR_CODES.invalidInput });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GATEWAY_MESSAGES.internal });
  });
}
