import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@shared/contract/errors';
import { GatewayError } from '../http/gateway-error';
import { LIFECYCLE_MESSAGES } from './lifecycle-messages';

/** Throttling of sign-up's follow-ups and the password lifecycle; tuned through GatewayOptions.lifecycleRateLimits. */
export interface LifecycleRateLimits {
  /** Forgot-password requests per email as typed (known or not) within the window. */
  forgotPasswordPerEmail: number;
  /** Forgot-password requests per client address within the window. */
  forgotPasswordPerAddress: number;
  forgotPasswordWindowSeconds: number;
  /** Wrong codes and temporary passwords per client address (confirm-forgot, verify-otp, set-new). */
  codeFailuresPerAddress: number;
  codeFailuresWindowSeconds: number;
  codeFailuresBlockSeconds: number;
  /** Wrong temporary or current passwords per account (set-new-password, change-password). */
  passwordFailuresPerAccount: number;
  passwordFailuresWindowSeconds: number;
  passwordFailuresBlockSeconds: number;
  /** Sign-up requests per client address within the window. */
  signupsPerAddress: number;
  signupWindowSeconds: number;
  /** One verification code resend per account per this many seconds. */
  resendIntervalSeconds: number;
}

export const DEFAULT_LIFECYCLE_RATE_LIMITS: Readonly<LifecycleRateLimits> = {
  forgotPasswordPerEmail: 5,
  forgotPasswordPerAddress: 20,
  forgotPasswordWindowSeconds: 60 * 60,
  codeFailuresPerAddress: 20,
  codeFailuresWindowSeconds: 15 * 60,
  codeFailuresBlockSeconds: 15 * 60,
  passwordFailuresPerAccount: 5,
  passwordFailuresWindowSeconds: 15 * 60,
  passwordFailuresBlockSeconds: 15 * 60,
  signupsPerAddress: 20,
  signupWindowSeconds: 60 * 60,
  resendIntervalSeconds: 59,
};

function retryAfter(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

export function tooManyAttempts(retryAfterMs: number): GatewayError {
  const retryAfterSeconds = retryAfter(retryAfterMs);
  return new GatewayError(
    429,
    { message: LIFECYCLE_MESSAGES.tooManyAttempts(retryAfterSeconds), code: ERROR_CODES.rateLimited, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

function resendTooSoon(retryAfterMs: number): GatewayError {
  const retryAfterSeconds = retryAfter(retryAfterMs);
  return new GatewayError(
    429,
    { message: LIFECYCLE_MESSAGES.resendTooSoon(retryAfterSeconds), code: ERROR_CODES.rateLimited, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Counts requests: each one spends a point, and none is let through once the points are spent. */
async function spend(limiter: RateLimiterMemory, key: string, refuse: (ms: number) => GatewayError): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw refuse(rejection.msBeforeNext);
    }
    throw rejection;
  }
}

/** Counts failures only: closed for blockSeconds once they reach the limit. */
export class FailureCounter {
  readonly #limiter: RateLimiterMemory;

  constructor(
    keyPrefix: string,
    private readonly points: number,
    durationSeconds: number,
    private readonly blockSeconds: number,
  ) {
    this.#limiter = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  }

  async admit(key: string): Promise<void> {
    const state = await this.#limiter.get(key);
    if (state !== null && state.consumedPoints >= this.points) {
      throw tooManyAttempts(state.msBeforeNext);
    }
  }

  async fail(key: string): Promise<void> {
    try {
      const state = await this.#limiter.consume(key);
      if (state.consumedPoints >= this.points && this.blockSeconds > 0) {
        await this.#limiter.block(key, this.blockSeconds);
      }
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        throw rejection;
      }
    }
  }
}

/**
 * Kept in this process's memory, like the sign-in limits: instances behind a load balancer each
 * count on their own unless the limiters are given a shared store.
 */
export class LifecycleLimiter {
  readonly #forgotByEmail: RateLimiterMemory;
  readonly #forgotByAddress: RateLimiterMemory;
  readonly #signups: RateLimiterMemory;
  readonly #resends: RateLimiterMemory;
  readonly codeFailures: FailureCounter;
  readonly passwordFailures: FailureCounter;

  constructor(limits: LifecycleRateLimits) {
    const forgot = { duration: limits.forgotPasswordWindowSeconds };
    this.#forgotByEmail = new RateLimiterMemory({ keyPrefix: 'forgot-email', points: limits.forgotPasswordPerEmail, ...forgot });
    this.#forgotByAddress = new RateLimiterMemory({ keyPrefix: 'forgot-address', points: limits.forgotPasswordPerAddress, ...forgot });
    this.#signups = new RateLimiterMemory({ keyPrefix: 'signup-address', points: limits.signupsPerAddress, duration: limits.signupWindowSeconds });
    this.#resends = new RateLimiterMemory({ keyPrefix: 'otp-resend', points: 1, duration: limits.resendIntervalSeconds });
    this.codeFailures = new FailureCounter(
      'code-failures-address',
      limits.codeFailuresPerAddress,
      limits.codeFailuresWindowSeconds,
      limits.codeFailuresBlockSeconds,
    );
    this.passwordFailures = new FailureCounter(
      'password-failures-account',
      limits.passwordFailuresPerAccount,
      limits.passwordFailuresWindowSeconds,
      limits.passwordFailuresBlockSeconds,
    );
  }

  async admitForgotPassword(email: string, address: string): Promise<void> {
    await spend(this.#forgotByAddress, address, tooManyAttempts);
    await spend(this.#forgotByEmail, email, tooManyAttempts);
  }

  async admitSignup(address: string): Promise<void> {
    await spend(this.#signups, address, tooManyAttempts);
  }

  /** Keyed by the email as typed, so an unknown account is limited exactly like a known one. */
  async admitResend(email: string): Promise<void> {
    await spend(this.#resends, email, resendTooSoon);
  }
}
