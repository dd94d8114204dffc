import type { CriteriaOption } from '@shared/contract/criteria';
import { CRITERIA_DIMENSION_LABELS } from '@shared/criteria';
import { EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS } from '@shared/onboarding';
import { fieldCriteriaOptions } from '../onboarding/fields/field-criteria';
import { otherCriteriaOptions } from '../onboarding/settings/other-criteria-options';
import type { CriteriaDb } from './criteria-db';

/** Where the rule editor's dimensions and their values come from; the same lists decide which values a rule may hold. */
export type CriteriaOptionSource = (db: CriteriaDb, companyId: string) => Promise<CriteriaOption[]>;

async function places(db: CriteriaDb, companyId: string, table: 'departments' | 'locations', dimension: 'department' | 'location'): Promise<CriteriaOption> {
  const rows = await db.selectFrom(table).select(['id', 'name', 'archived_at']).where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
  return {
    dimension,
    label: CRITERIA_DIMENSION_LABELS[dimension],
    values: rows.map((row) => ({ value: row.id, label: row.name, archived: row.archived_at !== null })),
  };
}

const builtIns: CriteriaOptionSource = async (db, companyId) => [
  await places(db, companyId, 'departments', 'department'),
  await places(db, companyId, 'locations', 'location'),
  {
    dimension: 'employment_status',
    label: CRITERIA_DIMENSION_LABELS.employment_status,
    values: EMPLOYMENT_STATUSES.map((status) => ({ value: status, label: EMPLOYMENT_STATUS_LABELS[status], archived: false })),
  },
];

/**
 * Every source of criteria, in the order the rule editor shows them: the hire's built-in fields,
 * then the company's other criteria and its select and yes/no custom fields, each from their own module.
 */
export const CRITERIA_OPTION_SOURCES: readonly CriteriaOptionSource[] = [builtIns, otherCriteriaOptions, fieldCriteriaOptions];

/** Every dimension rules may use in this company, with its values. */
export async function criteriaOptions(db: CriteriaDb, companyId: string): Promise<CriteriaOption[]> {
  const lists = await Promise.all(CRITERIA_OPTION_SOURCES.map((source) => source(db, companyId)));
  return lists.flat();
}
