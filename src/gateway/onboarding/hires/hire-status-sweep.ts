import { type Kysely, sql } from 'kysely';
import { HIRE_STATUS_LABELS } from '@shared/onboarding';
import { inTransaction } from '../../db/in-transaction';
import type { GatewayDatabase } from '../../db/schema';
import { recordHireChanges } from './hire-change-record';
import { latestDate } from './hire-dates';
import { hasStarted } from './hire-moves';

/** Preboarding hires sharing a start date and timezone: they start together. */
export interface StartGroup {
  start_date: string;
  timezone: string;
}

/**
 * Preboarding becomes onboarding on the start date in the hire's timezone. Reads run this first:
 * the index on (company_id, status, start_date) finds the preboarding hires whose start date has
 * come somewhere on Earth, grouped by start date and timezone, and each group is checked against
 * its own timezone; on most reads no group is due and nothing is written. Answers how many moved.
 */
export async function startDueOnboarding(db: Kysely<GatewayDatabase>, companyId: string, now: Date, hireId?: string): Promise<number> {
  return startGroupsDue(db, companyId, await startCandidates(db, companyId, now, hireId), now, hireId);
}

/**
 * The groups whose start date has come somewhere on Earth. They change only when a hire's status
 * or start date does (the company's `hires` generation) or that latest date moves on, so a caller
 * may keep them under both.
 */
export async function startCandidates(db: Kysely<GatewayDatabase>, companyId: string, now: Date, hireId?: string): Promise<StartGroup[]> {
  // Run before every read of hires: written as SQL, which costs a fraction of building it.
  const { rows } = await sql<StartGroup>`
    select start_date, timezone from new_hires
    where company_id = ${companyId} and status = 'preboarding' and start_date <= ${latestDate(now)}
      ${hireId === undefined ? sql`` : sql`and id = ${hireId}`}
    group by start_date, timezone`.execute(db);
  return rows;
}

/** Moves the hires of the candidate groups that have started in their own timezone; answers how many. */
export async function startGroupsDue(
  db: Kysely<GatewayDatabase>,
  companyId: string,
  candidates: readonly StartGroup[],
  now: Date,
  hireId?: string,
): Promise<number> {
  const due = candidates.filter((group) => hasStarted({ startDate: group.start_date, timezone: group.timezone }, now));
  if (due.length === 0) return 0;

  const changedAt = now.toISOString();
  return inTransaction(db, async (trx) => {
    let moved = 0;
    for (const group of due) {
      let update = trx
        .updateTable('new_hires')
        .set((set) => ({ status: 'onboarding', version: set('version', '+', 1), updated_at: changedAt, updated_by: null }))
        .where('company_id', '=', companyId)
        .where('status', '=', 'preboarding')
        .where('start_date', '=', group.start_date)
        .where('timezone', '=', group.timezone);
      if (hireId !== undefined) update = update.where('id', '=', hireId);
      const started = await update.returning('id').execute();
      for (const hire of started) {
        await recordHireChanges(trx, { companyId, hireId: hire.id, changedBy: null, changedAt }, [
          { field: 'status', oldValue: HIRE_STATUS_LABELS.preboarding, newValue: HIRE_STATUS_LABELS.onboarding },
        ]);
      }
      moved += started.length;
    }
    return moved;
  });
}
