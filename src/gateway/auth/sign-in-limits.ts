import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_MESSAGES } from '@shared/messages';
import type { GatewayError } from '../http/gateway-error';
import { type Attempt, FailureLimit, takeAttempts } from '../rate-limits/failure-limit';
import type { LimiterStore } from '../rate-limits/limiter-store';
import { rateLimitedAnswer, spend } from '../rate-limits/rate-limited';

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

function rateLimited(retryAfterMs: number): GatewayError {
  return rateLimitedAnswer(retryAfterMs, GATEWAY_MESSAGES.tooManySignInAttempts);
}

/** Sign-in throttling, in the store the gateway counts in (PostgreSQL's when it runs on it). */
export class SignInLimiter {
  readonly #requests: RateLimiterAbstract;
  readonly #account: FailureLimit;
  readonly #address: FailureLimit;

  constructor(limits: SignInRateLimits, store: LimiterStore) {
    this.#requests = store.limiter({ keyPrefix: 'signin-requests', points: limits.addressRequestsPerMinute, durationSeconds: 60 });
    this.#account = new FailureLimit(store, {
      keyPrefix: 'signin-account',
      points: limits.accountFailures,
      durationSeconds: limits.accountWindowSeconds,
      blockSeconds: limits.accountBlockSeconds,
      resetOnSuccess: true,
      refuse: rateLimited,
    });
    this.#address = new FailureLimit(store, {
      keyPrefix: 'signin-address',
      points: limits.addressFailures,
      durationSeconds: limits.addressWindowSeconds,
      blockSeconds: limits.addressBlockSeconds,
      refuse: rateLimited,
    });
  }

  /** Takes an attempt of the account and of the address before the password is checked; throws the 429 answer when either has none left. */
  async attempt(account: string, address: string): Promise<Attempt> {
    await spend(this.#requests, address, rateLimited);
    return takeAttempts([
      [this.#account, account],
      [this.#address, address],
    ]);
  }
}
