import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';

/** The database or a transaction: every engine function works inside the caller's transaction. */
export type CriteriaDb = Kysely<GatewayDatabase>;

/** A hire's values per dimension. */
export type HireCriteriaValues = ReadonlyMap<string, readonly string[]>;

/** Something rules point at: `task_template`, `plan`, and later `page`, `email`, `document`, `feedback_question`. */
export interface CriteriaTarget {
  kind: string;
  id: string;
}
