import type { Kysely } from 'kysely';
import type { HireDuplicate, HireDuplicateReason } from '@shared/contract/new-hires';
import type { OperationInput } from '@shared/contract/registry';
import { reachedAmong } from '../../access/caller-reach';
import type { GatewayDatabase } from '../../db/schema';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import type { OnboardingCaller } from '../onboarding-access';
import { hireFullName, hireSortName } from './hire-names';
import { HIRE_TEXT } from './hire-text';

/** A hire entered twice is rare; a few are enough to point at, and the newest come first. */
const MOST_DUPLICATES = 5;
/** Rows read per lookup: far more than a real company repeats one email or name on one day. */
const MOST_ROWS_READ = 50;

type DuplicateInput = OperationInput<'newHire.duplicates'>;
type Lookup = { reason: HireDuplicateReason; column: 'personal_email' | 'work_email' | 'sort_name'; value: string; startDate?: string };

/** What the input asks to compare, each on its own index: the emails as stored (lower case), the name folded as sort_name is. */
function lookupsOf({ personalEmail, workEmail, firstName, lastName, startDate }: DuplicateInput): Lookup[] {
  const lookups: Lookup[] = [];
  if (personalEmail) lookups.push({ reason: 'personalEmail', column: 'personal_email', value: personalEmail.toLowerCase() });
  if (workEmail) lookups.push({ reason: 'workEmail', column: 'work_email', value: workEmail.toLowerCase() });
  if (firstName && lastName && startDate)
    lookups.push({ reason: 'nameAndStartDate', column: 'sort_name', value: hireSortName({ firstName, lastName }), startDate });
  return lookups;
}

/** The hires the caller reaches that repeat the value: one they do not reach is not named, not even as a duplicate. */
async function findBy(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, lookup: Lookup) {
  let query = db
    .selectFrom('new_hires')
    .select(['id', 'first_name', 'last_name', 'status', 'start_date', 'created_at', 'manager_id', 'user_id'])
    .where('company_id', '=', caller.companyId)
    .where(lookup.column, '=', lookup.value);
  if (lookup.startDate !== undefined) query = query.where('start_date', '=', lookup.startDate);
  // No ORDER BY: it would tempt SQLite to walk the created_at index over every hire of the company
  // instead of looking the value up; the few rows found are put in order here.
  const rows = await query.limit(MOST_ROWS_READ).execute();
  const reached = await reachedAmong(db, caller.companyId, caller.reach, rows);
  return rows.filter((row) => reached.has(row.id));
}

type DuplicateRow = Awaited<ReturnType<typeof findBy>>[number];
const createdAt = (row: DuplicateRow) => new Date(row.created_at).getTime();

/**
 * `GET NewHire/duplicates`: the hires of the caller's company the hire being entered may repeat, by
 * the same personal email, the same work email, or the same name and start date. Withdrawn hires
 * count too (their status says so): entering one again is as likely a mistake.
 */
export function findHireDuplicatesHandler(services: GatewayServices): OperationHandler<'newHire.duplicates'> {
  return async (input, { caller }) => {
    const lookups = lookupsOf(input);
    // Side by side: on PostgreSQL each lookup takes a connection of the pool rather than waiting its turn.
    const answers = await Promise.all(lookups.map((lookup) => findBy(services.db, caller, lookup)));
    const found = new Map<string, { row: DuplicateRow; reasons: HireDuplicateReason[] }>();
    lookups.forEach((lookup, index) => {
      for (const row of answers[index] ?? []) {
        const entry = found.get(row.id) ?? { row, reasons: [] };
        entry.reasons.push(lookup.reason);
        found.set(row.id, entry);
      }
    });
    const items: HireDuplicate[] = [...found.values()]
      .sort((a, b) => createdAt(b.row) - createdAt(a.row) || a.row.id.localeCompare(b.row.id))
      .slice(0, MOST_DUPLICATES)
      .map(({ row, reasons }) => ({ _id: row.id, fullName: hireFullName(row), status: row.status, startDate: row.start_date, reasons }));
    return { message: HIRE_TEXT.duplicates, data: { items } };
  };
}
