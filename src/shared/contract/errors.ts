import { z } from 'zod';

/** Every non-2xx gateway answer: a human sentence in `message`, optional details beside it. */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** How a failed call reaches the renderer: the gateway's status and its message. */
export interface CallFailure {
  /** HTTP status, or 0 when the gateway could not be reached at all. */
  status: number;
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: CallFailure };

export const ERROR_CODES = {
  unreachable: 'GATEWAY_UNREACHABLE',
  timeout: 'GATEWAY_TIMEOUT',
  sessionEnded: 'SESSION_ENDED',
  invalidInput: 'INVALID_INPUT',
  invalidAnswer: 'INVALID_ANSWER',
  rateLimited: 'RATE_LIMITED',
  forbidden: 'FORBIDDEN',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInUse: 'IDEMPOTENCY_KEY_IN_USE',
} as const;
