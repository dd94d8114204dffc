import type { Kysely, Updateable } from 'kysely';
import type { GatewayDatabase, NewHiresTable } from '../../db/schema';
import { hireWriteMissed } from './stale-hire';

/**
 * Writes a hire's columns from the version the caller read, raising it and naming who and when;
 * 404 when the hire is gone, 409 when someone saved first (`hireWriteMissed`).
 */
export async function writeHireAtVersion(
  db: Kysely<GatewayDatabase>,
  hire: { companyId: string; hireId: string; version: number },
  columns: Updateable<NewHiresTable>,
  by: { userId: string; at: string },
): Promise<void> {
  const result = await db
    .updateTable('new_hires')
    .set((set) => ({ ...columns, updated_by: by.userId, updated_at: by.at, version: set('version', '+', 1) }))
    .where('company_id', '=', hire.companyId)
    .where('id', '=', hire.hireId)
    .where('version', '=', hire.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw await hireWriteMissed(db, hire.companyId, hire.hireId);
}
