import { type Kysely, sql } from 'kysely';
import type { GatewayDatabase } from './db/schema';

/** A company's generations (migrations 0007 and 0016): what the gateway keeps in memory is kept under them. */
export interface CompanyGenerations {
  /** Sessions and grants: a revoked family, a deactivated user, changed grants. */
  access: number;
  /** The hires the list filters and counts. */
  hires: number;
  /** Anything a page of the hires list shows. */
  shown: number;
  /** Any change to a task (migration 0016). */
  tasks: number;
}

/**
 * Read once per request, before anything kept under them is read, so that what is kept under them is
 * never older than they are. Written as SQL: building it costs several times running it.
 */
export async function readCompanyGenerations(db: Kysely<GatewayDatabase>, companyId: string): Promise<CompanyGenerations | undefined> {
  const { rows } = await sql<CompanyGenerations>`select access, hires, shown, tasks from company_generations where company_id = ${companyId}`.execute(db);
  return rows[0];
}
