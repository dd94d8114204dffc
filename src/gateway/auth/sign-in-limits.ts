import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@shared/contract/errors';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { GatewayError } from '../http/gateway-error';

/** Sign-in throttling; every figure can be tuned through GatewayOptions.rateLimits. */
export interface SignInRateLimits {
  /** Failed sign-ins allowed per account (the email as typed, known or not) within the window. */
  accountFailures: number;
  accountWindowSeconds: number;
  /** How long the account's sign-in stays closed once its failures are used up. */
  accountBlockSeconds: number;
  /** Failed sign-ins allowed per client address, across accounts, within the window. */
  addressFailures: number;
  addressWindowSeconds: number;
  addressBlockSeconds: number;
  /** Sign-in requests per client address per minute, failed or not. */
  addressRequestsPerMinute: number;
}

export const DEFAULT_SIGN_IN_RATE_LIMITS: Readonly<SignInRateLimits> = {
  accountFailures: 5,
  accountWindowSeconds: 15 * 60,
  accountBlockSeconds: 15 * 60,
  addressFailures: 50,
  addressWindowSeconds: 15 * 60,
  addressBlockSeconds: 15 * 60,
  addressRequestsPerMinute: 300,
};

interface FailureLimit {
  points: number;
  durationSeconds: number;
  blockSeconds: number;
}

export function rateLimited(retryAfterMs: number): GatewayError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new GatewayError(
    429,
    { message: GATEWAY_MESSAGES.tooManySignInAttempts(retryAfterSeconds), code: ERROR_CODES.rateLimited, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

interface FailureCounter {
  limiter: RateLimiterMemory;
  limit: FailureLimit;
}

function failureCounter(keyPrefix: string, limit: FailureLimit): FailureCounter {
  return { limiter: new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.durationSeconds }), limit };
}

/**
 * Sign-in throttling kept in this process's memory. Instances behind a load balancer each count on
 * their own; scaled out, the limiters need a shared store (rate-limiter-flexible's Redis or
 * PostgreSQL stores) to keep the same limits.
 */
export class SignInLimiter {
  readonly #requests: RateLimiterMemory;
  readonly #account: FailureCounter;
  readonly #address: FailureCounter;

  constructor(limits: SignInRateLimits) {
    this.#requests = new RateLimiterMemory({ keyPrefix: 'signin-requests', points: limits.addressRequestsPerMinute, duration: 60 });
    this.#account = failureCounter('signin-account', {
      points: limits.accountFailures,
      durationSeconds: limits.accountWindowSeconds,
      blockSeconds: limits.accountBlockSeconds,
    });
    this.#address = failureCounter('signin-address', {
      points: limits.addressFailures,
      durationSeconds: limits.addressWindowSeconds,
      blockSeconds: limits.addressBlockSeconds,
    });
  }

  /** Throws a 429 answer when this address or this account may not try now. */
  async admit(account: string, address: string): Promise<void> {
    try {
      await this.#requests.consume(address);
    } catch (rejection) {
      throw rateLimited(rejection instanceof RateLimiterRes ? rejection.msBeforeNext : 1000);
    }
    const waits = await Promise.all([blockedFor(this.#account, account), blockedFor(this.#address, address)]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw rateLimited(wait);
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([countFailure(this.#account, account), countFailure(this.#address, address)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.#account.limiter.delete(account);
  }
}

async function blockedFor(counter: FailureCounter, key: string): Promise<number> {
  const state = await counter.limiter.get(key);
  return state !== null && state.consumedPoints >= counter.limit.points ? state.msBeforeNext : 0;
}

async function countFailure(counter: FailureCounter, key: string): Promise<void> {
  try {
    const state = await counter.limiter.consume(key);
    if (state.consumedPoints >= counter.limit.points && counter.limit.blockSeconds > 0) {
      await counter.limiter.block(key, counter.limit.blockSeconds);
    }
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      throw rejection;
    }
  }
}
