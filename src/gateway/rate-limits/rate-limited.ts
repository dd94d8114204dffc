import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@shared/contract/errors';
import { GatewayError } from '../http/gateway-error';

/** Builds the 429 answer for a wait of this many milliseconds. */
export type Refusal = (retryAfterMs: number) => GatewayError;

/** A 429 with Retry-After and `{ message, code: 'RATE_LIMITED', retryAfterSeconds }`, in whole seconds. */
export function rateLimitedAnswer(retryAfterMs: number, message: (retryAfterSeconds: number) => string): GatewayError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new GatewayError(
    429,
    { message: message(retryAfterSeconds), code: ERROR_CODES.rateLimited, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Counts requests: each one spends a point, and none is let through once the points are spent. */
export async function spend(limiter: RateLimiterAbstract, key: string, refuse: Refusal): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw refuse(rejection.msBeforeNext);
    }
    throw rejection;
  }
}
