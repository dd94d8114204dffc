import { randomUUID } from 'node:crypto';
import type { CriteriaDb } from './criteria-db';

export interface SettingChange {
  companyId: string;
  /** The settings area: `department`, `location`, `other_criteria`, `custom_field`, `plan`, `task_template`, `user`, … */
  area: string;
  entityId: string | null;
  /** `created`, `updated`, `archived`, `restored`, `merged`, `deleted`, … */
  action: string;
  /** What changed, in words a person reads ("Renamed “Sales” to “Revenue”."); never a secret or a masked value. */
  summary: string;
  changedBy: string | null;
  /** The setting as its page showed it before and after, where the page lists them (access); null before a creation and after a deletion. */
  before?: string | null;
  after?: string | null;
}

/** Writes who changed which setting, when; call it in the transaction of the change. */
export async function recordSettingChange(db: CriteriaDb, change: SettingChange): Promise<void> {
  await db
    .insertInto('setting_changes')
    .values({
      id: randomUUID(),
      company_id: change.companyId,
      area: change.area,
      entity_id: change.entityId,
      action: change.action,
      summary: change.summary,
      changed_by: change.changedBy,
      changed_at: new Date().toISOString(),
      before_value: change.before ?? null,
      after_value: change.after ?? null,
    })
    .execute();
}
