import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';

export interface LimiterSpec {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Where the gateway's rate limiters count. */
export interface LimiterStore {
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  close(): void;
}

/** In this process's memory: right for the embedded gateway, which is always one process. */
export function memoryLimiterStore(): LimiterStore {
  return {
    limiter: ({ keyPrefix, points, durationSeconds }) => new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
    close() {},
  };
}
