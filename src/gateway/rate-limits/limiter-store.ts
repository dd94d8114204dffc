import type { Pool } from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';

/** The table every gateway instance on one PostgreSQL database counts in (migration 0013). */
export const RATE_LIMITS_TABLE = 'rate_limits';

const CLEAR_EXPIRED_EVERY_MS = 5 * 60 * 1000;

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

/**
 * In PostgreSQL, through the gateway's own pool (so its search_path): every instance on the
 * database counts in the same rows, each change one atomic upsert. Expired rows are counted afresh
 * by the next upsert; one sweep per store deletes them, instead of a timer per limiter.
 */
export function postgresLimiterStore(pool: Pool): LimiterStore {
  const sweep = setInterval(() => {
    // Losing a sweep costs nothing but a few stale rows until the next one.
    pool.query(`delete from ${RATE_LIMITS_TABLE} where expire < $1`, [Date.now()]).catch(() => undefined);
  }, CLEAR_EXPIRED_EVERY_MS);
  sweep.unref();
  return {
    limiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    close: () => clearInterval(sweep),
  };
}

export function createLimiterStore(pool: Pool | undefined): LimiterStore {
  return pool === undefined ? memoryLimiterStore() : postgresLimiterStore(pool);
}
