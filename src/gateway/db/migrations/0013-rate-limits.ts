import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { RATE_LIMITS_TABLE } from '../../rate-limits/limiter-store';
import type { DatabaseKind } from '../schema';

/**
 * `rate_limits` on PostgreSQL: rate-limiter-flexible's table (key, points, expire in epoch
 * milliseconds, in this column order), where every gateway instance on the database counts its
 * limits. The key is text rather than the library's varchar(255): a prefix and an email as typed
 * can be longer. The embedded SQLite gateway is always one process and counts in memory.
 */
export function rateLimits(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind !== 'postgres') return;
      await db.schema
        .createTable(RATE_LIMITS_TABLE)
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable(RATE_LIMITS_TABLE).ifExists().execute();
    },
  };
}
