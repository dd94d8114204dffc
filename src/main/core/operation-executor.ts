import type { CallResult } from '@shared/contract/errors';
import { fillPath, pathParamNames, sendsBody, type Operation } from '@shared/contract/operation';
import type { z } from 'zod';
import { failure, invalidAnswer, refusedInput } from './call-failure';
import type { CheckedCallOptions } from './api-call-options';
import type { GatewayClient } from './gateway-client';

export interface OperationExecutor {
  /** Validates the input, sends the call, validates the answer. Never throws. */
  execute<O extends Operation>(
    operation: O,
    input: unknown,
    accessToken?: string | null,
    options?: CheckedCallOptions,
  ): Promise<CallResult<z.output<O['output']>>>;
}

function searchParamsOf(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}

function withoutKeys(fields: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));
}

/** The one way every gateway operation is run: the operation's data decides path, query and body. */
export function createOperationExecutor(client: GatewayClient): OperationExecutor {
  return {
    async execute<O extends Operation>(
      operation: O,
      input: unknown,
      accessToken?: string | null,
      options: CheckedCallOptions = {},
    ): Promise<CallResult<z.output<O['output']>>> {
      const parsedInput = operation.input.safeParse(input ?? {});
      if (!parsedInput.success) return failure(refusedInput(parsedInput.error));

      const fields: Record<string, unknown> =
        typeof parsedInput.data === 'object' && parsedInput.data !== null ? (parsedInput.data as Record<string, unknown>) : {};
      const rest = withoutKeys(fields, pathParamNames(operation.path));
      const response = await client.send({
        gateway: operation.gateway,
        method: operation.method,
        path: fillPath(operation.path, fields),
        // A change sent with its key may be sent again: the gateway applies it once.
        idempotent: operation.idempotent || options.idempotencyKey !== undefined,
        ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
        accessToken: operation.auth === 'session' ? (accessToken ?? null) : null,
        ...(sendsBody(operation.method) ? { json: rest } : { searchParams: searchParamsOf(rest) }),
      });
      if (!response.ok) return failure(response.error);

      let body: unknown;
      try {
        body = response.bodyText === '' ? undefined : JSON.parse(response.bodyText);
      } catch {
        return failure(invalidAnswer(operation.gateway));
      }
      const parsedOutput = operation.output.safeParse(body);
      if (!parsedOutput.success) return failure(invalidAnswer(operation.gateway));
      return { ok: true, data: parsedOutput.data as z.output<O['output']> };
    },
  };
}
