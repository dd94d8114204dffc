import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { GatewayDatabase } from '../db/schema';
import { isUnattached } from './file-attachments';

/** How long an upload may stay attached to nothing. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/**
 * Removes the uploads attached to nothing that are older than a day; answers how many. Each batch
 * takes its rows first and deletes those still unattached in a statement of its own: on PostgreSQL
 * that statement sees every attachment committed meanwhile, a file being attached (whose row the
 * attaching transaction holds) is passed by rather than waited for, and processes sweeping at the
 * same time take different rows.
 */
export async function removeUnattachedUploads(db: Kysely<GatewayDatabase>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS).toISOString();
  const lock = isPostgres(db) ? sql`for update of f skip locked` : sql``;
  let removed = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        select f.id from files f where f.created_at < ${cutoff} and ${isUnattached}
        order by f.created_at limit ${SWEEP_BATCH} ${lock}`.execute(trx);
      if (rows.length === 0) return { taken: 0, deleted: 0 };
      const result = await sql`
        delete from files as f where f.id in (${sql.join(rows.map((row) => row.id))}) and ${isUnattached}`.execute(trx);
      return { taken: rows.length, deleted: Number(result.numAffectedRows ?? 0n) };
    });
    removed += batch.deleted;
    if (batch.taken < SWEEP_BATCH || batch.deleted === 0) return removed;
  }
}

/** Every gateway process sweeps as it starts and hourly after, so an unattached upload lives a day to a day and an hour. */
export function sweepUnattachedUploads(app: FastifyInstance, db: Kysely<GatewayDatabase>): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const removed = await removeUnattachedUploads(db);
      if (removed > 0) app.log.info({ removed }, 'unattached uploads removed');
    } catch (error) {
      app.log.warn({ err: error }, 'the sweep of unattached uploads failed; it runs again within the hour');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => {
      running = sweep();
    }, SWEEP_INTERVAL_MS).unref();
  });
  // Before onClose, where the database is closed.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
