import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@shared/contract/errors';
import { GatewayError } from '../http/gateway-error';
import { FILE_MESSAGES } from './file-messages';

export const DEFAULT_UPLOADS_PER_MINUTE = 30;

/**
 * Uploads per user per minute, counted in this process's memory (the same caveat as the sign-in
 * limits when the gateway is scaled out).
 */
export class UploadLimiter {
  readonly #limiter: RateLimiterMemory;

  constructor(uploadsPerMinute: number) {
    this.#limiter = new RateLimiterMemory({ keyPrefix: 'file-uploads', points: Math.max(1, Math.floor(uploadsPerMinute)), duration: 60 });
  }

  /** Spends one upload of this user; throws the 429 answer once the minute's uploads are spent. */
  async admit(companyId: string, userId: string): Promise<void> {
    try {
      await this.#limiter.consume(`${companyId}:${userId}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new GatewayError(
        429,
        { message: FILE_MESSAGES.tooManyUploads(retryAfterSeconds), code: ERROR_CODES.rateLimited, retryAfterSeconds },
        { 'retry-after': String(retryAfterSeconds) },
      );
    }
  }
}
