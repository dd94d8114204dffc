import type { Expression, Kysely, SqlBool } from 'kysely';
import type { HireSummary } from '@shared/contract/onboarding-schemas';
import type { GatewayDatabase } from '../../../db/schema';
import { HIRE_SUMMARY_COLUMNS, toHireSummary } from '../hire-output';
import { taskProgressOf } from '../hire-rows';
import { loadPeople } from '../../people';

/** The company's hires within the caller's reach (`ReachedHires.within('h.id')`), with what a summary row shows; callers add their filters and order. */
export function hireSummaryRows(db: Kysely<GatewayDatabase>, companyId: string, reached: Expression<SqlBool> | null) {
  const rows = db
    .selectFrom('new_hires as h')
    .leftJoin('departments as d', 'd.id', 'h.department_id')
    .leftJoin('locations as l', 'l.id', 'h.location_id')
    .select(HIRE_SUMMARY_COLUMNS)
    .where('h.company_id', '=', companyId);
  return reached === null ? rows : rows.where(reached);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof hireSummaryRows>['execute']>>[number];

/** Summary rows with their managers and task progress, loaded in one query each. */
export async function presentHireSummaries(db: Kysely<GatewayDatabase>, companyId: string, rows: readonly SummaryRow[]): Promise<HireSummary[]> {
  const managers = await loadPeople(
    db,
    companyId,
    rows.map((row) => row.manager_id),
  );
  const progress = await taskProgressOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toHireSummary(row, managers, progress.get(row.id)));
}
