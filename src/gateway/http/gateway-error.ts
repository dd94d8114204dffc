import type { ErrorBody } from '@shared/contract/errors';

/** A failure with an answer meant for the caller: its status, its body and any headers. */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
    this.name = 'GatewayError';
  }
}
