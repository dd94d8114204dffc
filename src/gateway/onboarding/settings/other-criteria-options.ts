import type { CriteriaOption } from '@shared/contract/criteria';
import { CRITERIA_DIMENSION_LABELS } from '@shared/criteria';
import type { CriteriaDb } from '../../criteria/criteria-db';

/** The `other` dimension for rules: the company's other criteria, archived ones marked (rules keep them, editors offer them no more). */
export async function otherCriteriaOptions(db: CriteriaDb, companyId: string): Promise<CriteriaOption[]> {
  const rows = await db
    .selectFrom('other_criteria')
    .select(['id', 'name', 'archived_at'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  return [
    {
      dimension: 'other',
      label: CRITERIA_DIMENSION_LABELS.other,
      values: rows.map((row) => ({ value: row.id, label: row.name, archived: row.archived_at !== null })),
    },
  ];
}
