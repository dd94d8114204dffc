import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import { isSingleLineText } from '@shared/text-rules';
import type { GatewayDatabase } from '../db/schema';
import { companyNumberKey } from './register-keys';
import { type RegisterEntry, upsertRegisterEntries } from './register-store';

export interface ImportProgress {
  /** Data rows read so far, imported or not. */
  rows: number;
  /** Rows written to the register so far. */
  imported: number;
  /** Malformed rows passed over so far: unreadable CSV, wrong column count, no name or no valid number, control characters. */
  skipped: number;
  elapsedMs: number;
}

export interface ImportOptions {
  /** Rows per transaction; default 1000. */
  batchSize?: number;
}

/** Column names of Companies House's "BasicCompanyData" file, as they read once trimmed. */
const COLUMNS = {
  name: 'CompanyName',
  number: 'CompanyNumber',
  status: 'CompanyStatus',
  addressLine1: 'RegAddress.AddressLine1',
  postTown: 'RegAddress.PostTown',
  postCode: 'RegAddress.PostCode',
} as const;
const REQUIRED_COLUMNS = [COLUMNS.name, COLUMNS.number];
const DEFAULT_BATCH_SIZE = 1000;

type CsvRecord = Record<string, string | undefined>;

/** A field's text on one line: a line break or tab inside a quoted field reads as a space. */
function text(value: string | undefined): string | null {
  const trimmed = value?.replace(/[\t\r\n]+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function toEntry(record: CsvRecord): RegisterEntry | undefined {
  const companyName = text(record[COLUMNS.name]);
  const companyNumber = companyNumberKey(record[COLUMNS.number] ?? '');
  if (companyName === null || companyNumber === undefined) {
    return undefined;
  }
  const entry = {
    companyNumber,
    companyName,
    companyStatus: text(record[COLUMNS.status]),
    addressLine1: text(record[COLUMNS.addressLine1]),
    locality: text(record[COLUMNS.postTown]),
    postalCode: text(record[COLUMNS.postCode]),
  };
  // Any other control character means a damaged row: the register holds text by the gateway's one rule, and PostgreSQL cannot store NUL at all.
  return Object.values(entry).every((value) => value === null || isSingleLineText(value)) ? entry : undefined;
}

function headerNames(header: string[]): string[] {
  const names = header.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new Error(`This is not a Companies House BasicCompanyData CSV file: it has no ${missing.join(' or ')} column.`);
  }
  return names;
}

/**
 * Streams Companies House's bulk "BasicCompanyData" CSV into the local register: columns found by
 * their (trimmed) header names, rows upserted by company number in one transaction per batch, so
 * a re-import updates companies in place. Malformed rows are counted and passed over; a file
 * without the name and number columns is refused.
 */
export async function importCompanyRegister(
  db: Kysely<GatewayDatabase>,
  stream: Readable,
  onProgress?: (progress: ImportProgress) => void,
  options: ImportOptions = {},
): Promise<ImportProgress> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const started = performance.now();
  const progress: ImportProgress = { rows: 0, imported: 0, skipped: 0, elapsedMs: 0 };
  const parser = parse({
    columns: headerNames,
    bom: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: () => {
      progress.rows += 1;
      progress.skipped += 1;
      return undefined;
    },
  });
  stream.on('error', (error) => parser.destroy(error));
  stream.pipe(parser);

  let batch: RegisterEntry[] = [];
  const flush = async () => {
    await upsertRegisterEntries(db, batch);
    progress.imported += batch.length;
    batch = [];
    progress.elapsedMs = performance.now() - started;
    onProgress?.({ ...progress });
  };

  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      progress.rows += 1;
      const entry = toEntry(record);
      if (entry === undefined) {
        progress.skipped += 1;
        continue;
      }
      batch.push(entry);
      if (batch.length >= batchSize) {
        await flush();
      }
    }
  } catch (error) {
    stream.unpipe(parser);
    stream.destroy();
    throw error;
  }
  await flush();
  return { ...progress };
}
