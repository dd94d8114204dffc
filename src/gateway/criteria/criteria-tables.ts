import type { ColumnType } from 'kysely';

/** The rule engine's tables (migration 0020, docs/gateway.md Rules). */

/** Something rules may point at: a task template, a plan, later a page, an email, a document. */
export interface CriteriaTargetsTable {
  company_id: string;
  target_kind: string;
  target_id: string;
  /** How many dimensions its criteria set: a hire matches when it meets as many. */
  dimension_count: ColumnType<number, number | undefined, number>;
}

/** One value of one dimension a target asks for; a target matches a hire that has one value of each dimension it sets. */
export interface CriteriaLinksTable {
  company_id: string;
  target_kind: string;
  target_id: string;
  dimension: string;
  value: string;
}

/** One value a hire has in one dimension (department, location, employment status by trigger; the rest by their own code). */
export interface HireCriteriaTable {
  company_id: string;
  hire_id: string;
  dimension: string;
  value: string;
  /** Whether the hire is pending, preboarding or onboarding (kept by trigger). */
  current: ColumnType<boolean | number, boolean, boolean>;
}

/** Who changed which setting, when. */
export interface SettingChangesTable {
  id: string;
  company_id: string;
  area: string;
  entity_id: string | null;
  action: string;
  summary: string;
  changed_by: string | null;
  changed_at: ColumnType<Date | string, string, string>;
  /** The setting as its page showed it before and after the change (migration 0025); null where not kept. */
  before_value: ColumnType<string | null, string | null | undefined, string | null>;
  after_value: ColumnType<string | null, string | null | undefined, string | null>;
}
