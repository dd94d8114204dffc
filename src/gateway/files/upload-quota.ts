import { type Kysely, sql } from 'kysely';
import type { StoredFile } from '@shared/files';
import { isPostgres } from '../db/dialect';
import { inTransaction } from '../db/in-transaction';
import type { GatewayDatabase } from '../db/schema';
import { isUnattached } from './file-attachments';
import { type NewFile, createDatabaseFileStore } from './file-store';

/**
 * What each user's uploads attached to nothing may hold at once. A document kept with a hire or a
 * logo belongs to the company and no longer counts; an upload left unattached is removed after a
 * day. 200 MB is twenty of the largest uploads, or hundreds of typical scans and photos: far more
 * than anyone has waiting to be attached, and it bounds what one account can add in a day.
 */
export const DEFAULT_UNATTACHED_BYTES_PER_USER = 200 * 1024 * 1024;

export type QuotaOutcome = { stored: StoredFile } | { refused: { heldBytes: number } };

/**
 * Stores the file unless the uploader's unattached uploads would then hold more than `limitBytes`.
 * Counted and stored in one transaction, one upload of the user at a time (an advisory lock on
 * PostgreSQL, where several uploads and processes run at once; SQLite runs one at a time), so
 * concurrent uploads cannot all pass the count.
 */
export async function storeWithinQuota(db: Kysely<GatewayDatabase>, file: NewFile, limitBytes: number): Promise<QuotaOutcome> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`unattached-uploads:${file.uploadedBy}`}, 0))`.execute(trx);
    }
    const { rows } = await sql<{ held: number | string | null }>`
      select coalesce(sum(f.size), 0) as held from files f
      where f.company_id = ${file.companyId} and f.uploaded_by = ${file.uploadedBy} and ${isUnattached}`.execute(trx);
    const heldBytes = Number(rows[0]?.held ?? 0);
    if (heldBytes + file.bytes.byteLength > limitBytes) return { refused: { heldBytes } };
    return { stored: await createDatabaseFileStore(trx).save(file) };
  });
}
