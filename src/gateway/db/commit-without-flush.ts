import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { GatewayDatabase } from './schema';

/**
 * On PostgreSQL, lets the transaction's commit answer before its WAL reaches the disk
 * (`synchronous_commit = off` for this transaction only): for writes whose loss in a crash
 * in the next fraction of a second costs no more than asking again, where waiting for the
 * flush would show on the caller's clock. SQLite already commits without a flush (WAL, NORMAL).
 */
export async function commitWithoutFlush(trx: Kysely<GatewayDatabase>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`set local synchronous_commit = off`.execute(trx);
  }
}
