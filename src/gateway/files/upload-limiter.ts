import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterStore } from '../rate-limits/limiter-store';
import { rateLimitedAnswer, spend } from '../rate-limits/rate-limited';
import { FILE_MESSAGES } from './file-messages';

export const DEFAULT_UPLOADS_PER_MINUTE = 30;

/** Uploads per user per minute, in the store the gateway counts in (PostgreSQL's when it runs on it). */
export class UploadLimiter {
  readonly #limiter: RateLimiterAbstract;

  constructor(uploadsPerMinute: number, store: LimiterStore) {
    this.#limiter = store.limiter({ keyPrefix: 'file-uploads', points: Math.max(1, Math.floor(uploadsPerMinute)), durationSeconds: 60 });
  }

  /** Spends one upload of this user; throws the 429 answer once the minute's uploads are spent. */
  async admit(companyId: string, userId: string): Promise<void> {
    await spend(this.#limiter, `${companyId}:${userId}`, (retryAfterMs) => rateLimitedAnswer(retryAfterMs, FILE_MESSAGES.tooManyUploads));
  }
}
