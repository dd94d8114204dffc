import type { Kysely, Transaction } from 'kysely';
import type { GatewayDatabase } from './schema';

/**
 * Runs `work` in a transaction: in `db` itself when it is one already (a call sent with an
 * Idempotency-Key runs in the transaction that keeps its answer), else in a new one.
 */
export function inTransaction<T>(db: Kysely<GatewayDatabase>, work: (trx: Transaction<GatewayDatabase>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<GatewayDatabase>) : db.transaction().execute(work);
}
