import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayError } from '../http/gateway-error';
import type { LimiterStore } from './limiter-store';
import type { Refusal } from './rate-limited';

export interface FailureLimitSpec {
  keyPrefix: string;
  /** Failed attempts allowed per key within the window. */
  points: number;
  durationSeconds: number;
  /** How long the key stays closed once its failures are used up; 0 keeps it closed to the window's end. */
  blockSeconds: number;
  /** A success wipes the key's failures, rather than giving back its own attempt only. */
  resetOnSuccess?: boolean;
  refuse: Refusal;
}

/** An attempt taken before a secret is checked; told how the check went. */
export interface Attempt {
  /** The secret was wrong: the attempt stays spent, and the last one left closes the key. */
  failed(): Promise<void>;
  /** The secret was right: the attempt is given back (or the key's failures wiped, where a success resets them). */
  succeeded(): Promise<void>;
}

/** One attempt taken under one limit: the count it brought the key to. */
export interface Taken {
  limit: FailureLimit;
  key: string;
  consumedPoints: number;
}

interface Refused {
  limit: FailureLimit;
  retryAfterMs: number;
}

/**
 * Failures per key, counted before the secret is checked: an attempt is taken first and given back
 * when the secret was right. However many requests arrive at once, no more secrets are checked than
 * the limit allows.
 */
export class FailureLimit {
  readonly #limiter: RateLimiterAbstract;
  /**
   * Keys closed after their last failure, counted apart from the attempts: a block written over the
   * attempt count would be undone by the give-backs of requests refused at that moment, and let
   * more checks through.
   */
  readonly #blocks: RateLimiterAbstract | undefined;

  constructor(
    store: LimiterStore,
    private readonly spec: FailureLimitSpec,
  ) {
    this.#limiter = store.limiter({ keyPrefix: spec.keyPrefix, points: spec.points, durationSeconds: spec.durationSeconds });
    this.#blocks = spec.blockSeconds > 0 ? store.limiter({ keyPrefix: `${spec.keyPrefix}-blocked`, points: 1, durationSeconds: spec.blockSeconds }) : undefined;
  }

  /** Takes one attempt of this key; throws the 429 answer when none is left. */
  take(key: string): Promise<Attempt> {
    return takeAttempts([[this, key]]);
  }

  /** Answers the wait in milliseconds when the key has no attempt left, and then takes nothing. */
  async tryTake(key: string): Promise<Taken | Refused> {
    const blocked = await this.#blocks?.get(key);
    if (blocked !== undefined && blocked !== null && blocked.consumedPoints > 1) {
      return { limit: this, retryAfterMs: blocked.msBeforeNext };
    }
    try {
      const state = await this.#limiter.consume(key);
      return { limit: this, key, consumedPoints: state.consumedPoints };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // The count stays the failures plus the checks under way, so refusals never add to it.
      await this.giveBack(key);
      return { limit: this, retryAfterMs: rejection.msBeforeNext };
    }
  }

  async failed({ key, consumedPoints }: Taken): Promise<void> {
    if (consumedPoints >= this.spec.points && this.#blocks !== undefined) {
      await this.#blocks.block(key, this.spec.blockSeconds);
    }
  }

  async succeeded({ key }: Taken): Promise<void> {
    await (this.spec.resetOnSuccess === true ? this.#limiter.delete(key) : this.giveBack(key));
  }

  async giveBack(key: string): Promise<void> {
    const after = await this.#limiter.reward(key);
    // The window ended in between and the count started afresh: a give-back must not leave it below zero.
    if (after.consumedPoints < 0) await this.#limiter.penalty(key);
  }

  refuse(retryAfterMs: number): GatewayError {
    return this.spec.refuse(retryAfterMs);
  }
}

/**
 * One attempt under each limit, or none: when any limit has none left, the attempts already taken
 * are given back and the answer names the longest wait.
 */
export async function takeAttempts(takes: readonly (readonly [FailureLimit, string])[]): Promise<Attempt> {
  const results = await Promise.all(takes.map(([limit, key]) => limit.tryTake(key)));
  const taken = results.filter((result): result is Taken => 'key' in result);
  const longest = results.filter((result): result is Refused => 'retryAfterMs' in result).sort((a, b) => b.retryAfterMs - a.retryAfterMs)[0];
  if (longest !== undefined) {
    await Promise.all(taken.map(({ limit, key }) => limit.giveBack(key)));
    throw longest.limit.refuse(longest.retryAfterMs);
  }
  return {
    failed: async () => void (await Promise.all(taken.map((each) => each.limit.failed(each)))),
    succeeded: async () => void (await Promise.all(taken.map((each) => each.limit.succeeded(each)))),
  };
}
