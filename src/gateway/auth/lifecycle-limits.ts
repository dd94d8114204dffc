import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayError } from '../http/gateway-error';
import { FailureLimit } from '../rate-limits/failure-limit';
import type { LimiterStore } from '../rate-limits/limiter-store';
import { rateLimitedAnswer, spend } from '../rate-limits/rate-limited';
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

function tooManyAttempts(retryAfterMs: number): GatewayError {
  return rateLimitedAnswer(retryAfterMs, LIFECYCLE_MESSAGES.tooManyAttempts);
}

function resendTooSoon(retryAfterMs: number): GatewayError {
  return rateLimitedAnswer(retryAfterMs, LIFECYCLE_MESSAGES.resendTooSoon);
}

/** The lifecycle's limits, in the store the gateway counts in (PostgreSQL's when it runs on it). */
export class LifecycleLimiter {
  readonly #forgotByEmail: RateLimiterAbstract;
  readonly #forgotByAddress: RateLimiterAbstract;
  readonly #signups: RateLimiterAbstract;
  readonly #resends: RateLimiterAbstract;
  /** Wrong codes and temporary passwords, per client address. */
  readonly codeFailures: FailureLimit;
  /** Wrong temporary and current passwords, per account. */
  readonly passwordFailures: FailureLimit;

  constructor(limits: LifecycleRateLimits, store: LimiterStore) {
    const forgot = { durationSeconds: limits.forgotPasswordWindowSeconds };
    this.#forgotByEmail = store.limiter({ keyPrefix: 'forgot-email', points: limits.forgotPasswordPerEmail, ...forgot });
    this.#forgotByAddress = store.limiter({ keyPrefix: 'forgot-address', points: limits.forgotPasswordPerAddress, ...forgot });
    this.#signups = store.limiter({ keyPrefix: 'signup-address', points: limits.signupsPerAddress, durationSeconds: limits.signupWindowSeconds });
    this.#resends = store.limiter({ keyPrefix: 'otp-resend', points: 1, durationSeconds: limits.resendIntervalSeconds });
    this.codeFailures = new FailureLimit(store, {
      keyPrefix: 'code-failures-address',
      points: limits.codeFailuresPerAddress,
      durationSeconds: limits.codeFailuresWindowSeconds,
      blockSeconds: limits.codeFailuresBlockSeconds,
      refuse: tooManyAttempts,
    });
    this.passwordFailures = new FailureLimit(store, {
      keyPrefix: 'password-failures-account',
      points: limits.passwordFailuresPerAccount,
      durationSeconds: limits.passwordFailuresWindowSeconds,
      blockSeconds: limits.passwordFailuresBlockSeconds,
      refuse: tooManyAttempts,
    });
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
