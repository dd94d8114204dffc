import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { GatewayDatabase } from '../db/schema';
import { recordIdOf } from '../onboarding/hires/record-ids';
import type { OnboardingCaller } from '../onboarding/onboarding-access';
import { isCompanyWide, isReadableBy } from './file-attachments';

export interface ReadableFile {
  id: string;
  content_type: string;
  size: number;
}

export interface ReadableFileOptions {
  /**
   * About to be attached: the row is held until the transaction ends. On PostgreSQL the sweep of
   * unattached uploads then passes it by, or, having taken it first, removed it before this read.
   */
  forAttaching?: boolean;
}

/**
 * A file of the caller's company that the caller may read (file-attachments.ts), or undefined:
 * unknown ids, malformed ones, other companies' files and files the caller may not see alike.
 */
export async function readableFile(
  db: Kysely<GatewayDatabase>,
  caller: OnboardingCaller,
  id: string,
  options: ReadableFileOptions = {},
): Promise<ReadableFile | undefined> {
  const fileId = recordIdOf(id);
  if (fileId === null) return undefined;
  const lock = options.forAttaching === true && isPostgres(db) ? sql`for key share of f` : sql``;
  const { rows } = await sql<ReadableFile>`
    select f.id, f.content_type, f.size from files f
    where f.company_id = ${caller.companyId} and f.id = ${fileId} and ${isReadableBy(db, caller)}
    ${lock}`.execute(db);
  const row = rows[0];
  return row === undefined ? undefined : { ...row, size: Number(row.size) };
}

/** The company's file is named by something every user of the company reads (its brand, its welcome pages). */
export async function isCompanyWideFile(db: Kysely<GatewayDatabase>, companyId: string, fileId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`select f.id from files f where f.company_id = ${companyId} and f.id = ${fileId} and ${isCompanyWide}`.execute(db);
  return rows.length > 0;
}
