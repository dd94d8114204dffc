import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import { nameKey, nameWords, statusRank } from './register-keys';

/** One company as an import source gives it; the number already in register form. */
export interface RegisterEntry {
  companyNumber: string;
  companyName: string;
  companyStatus: string | null;
  addressLine1: string | null;
  locality: string | null;
  postalCode: string | null;
}

/** Keeps every statement well under SQLite's and PostgreSQL's bound-parameter limits. */
const WORD_ROWS_PER_STATEMENT = 2000;

/**
 * Inserts or replaces the entries and their search words in one transaction. A number given twice
 * keeps its last entry (PostgreSQL refuses to update one row twice in a statement).
 */
export async function upsertRegisterEntries(db: Kysely<GatewayDatabase>, entries: readonly RegisterEntry[]): Promise<void> {
  const byNumber = new Map(entries.map((entry) => [entry.companyNumber, entry]));
  if (byNumber.size === 0) {
    return;
  }
  const updatedAt = new Date().toISOString();
  const rows = [...byNumber.values()].map((entry) => ({
    company_number: entry.companyNumber,
    company_name: entry.companyName,
    name_key: nameKey(entry.companyName),
    company_status: entry.companyStatus,
    status_rank: statusRank(entry.companyStatus),
    address_line_1: entry.addressLine1,
    locality: entry.locality,
    postal_code: entry.postalCode,
    updated_at: updatedAt,
  }));
  const words = rows.flatMap((row) => nameWords(row.name_key).map((word) => ({ word, company_number: row.company_number })));
  const numbers = [...byNumber.keys()];

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company_register')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('company_number').doUpdateSet((eb) => ({
          company_name: eb.ref('excluded.company_name'),
          name_key: eb.ref('excluded.name_key'),
          company_status: eb.ref('excluded.company_status'),
          status_rank: eb.ref('excluded.status_rank'),
          address_line_1: eb.ref('excluded.address_line_1'),
          locality: eb.ref('excluded.locality'),
          postal_code: eb.ref('excluded.postal_code'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    await trx.deleteFrom('company_register_words').where('company_number', 'in', numbers).execute();
    for (let start = 0; start < words.length; start += WORD_ROWS_PER_STATEMENT) {
      await trx
        .insertInto('company_register_words')
        .values(words.slice(start, start + WORD_ROWS_PER_STATEMENT))
        .execute();
    }
  });
}
