import type { Kysely } from 'kysely';
import type { HireSummary } from '@shared/contract/onboarding-schemas';
import type { GatewayDatabase } from '../../db/schema';
import { isoTimestamp } from '../hires/hire-dates';
import { hireFullName } from '../hires/hire-names';
import { taskProgressOf } from '../hires/hire-rows';
import { loadPeople } from '../people';

/** The company's hires with what a summary row shows; callers add their filters and order. */
export function hireSummaryRows(db: Kysely<GatewayDatabase>, companyId: string) {
  return db
    .selectFrom('new_hires as h')
    .leftJoin('departments as d', 'd.id', 'h.department_id')
    .leftJoin('locations as l', 'l.id', 'h.location_id')
    .select([
      'h.id',
      'h.first_name',
      'h.last_name',
      'h.preferred_name',
      'h.personal_email',
      'h.job_title',
      'h.department_id',
      'd.name as department_name',
      'h.location_id',
      'l.name as location_name',
      'h.manager_id',
      'h.status',
      'h.start_date',
      'h.created_at',
    ])
    .where('h.company_id', '=', companyId);
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
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    fullName: hireFullName(row),
    personalEmail: row.personal_email,
    jobTitle: row.job_title,
    department: row.department_id === null || row.department_name === null ? null : { _id: row.department_id, label: row.department_name },
    location: row.location_id === null || row.location_name === null ? null : { _id: row.location_id, label: row.location_name },
    manager: row.manager_id === null ? null : (managers.get(row.manager_id) ?? null),
    status: row.status,
    startDate: row.start_date,
    taskProgress: progress.get(row.id) ?? { done: 0, total: 0 },
    createdAt: isoTimestamp(row.created_at),
  }));
}
