import { type Kysely, type Selectable, type SqlBool, type ExpressionBuilder, sql } from 'kysely';
import type { RegisteredCompany } from '@shared/contract/company-register';
import type { CompanyRegisterTable, GatewayDatabase } from '../db/schema';
import { COMPANY_REGISTER_PAGE_SIZE, type CompanyRegister } from './company-register';
import { companyNumberKey, nameKey, nameWords } from './register-keys';

/** Above every other character in byte order, so [word, word + this) holds exactly the words starting with word. */
const AFTER_EVERY_CHARACTER = '\u{10FFFF}';

type RegisterRow = Selectable<CompanyRegisterTable>;

function present(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value;
}

function toRegisteredCompany(row: RegisterRow): RegisteredCompany {
  const address = {
    address_line_1: present(row.address_line_1),
    locality: present(row.locality),
    postal_code: present(row.postal_code),
  };
  const status = present(row.company_status);
  return {
    company_name: row.company_name,
    company_number: row.company_number,
    ...(status === undefined ? {} : { company_status: status }),
    registered_office_address: Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined)),
  };
}

/** The longest word leads the index range; ties go to the first. */
function leadingWord(words: readonly string[]): string | undefined {
  return words.reduce<string | undefined>((longest, word) => (longest === undefined || word.length > longest.length ? word : longest), undefined);
}

/**
 * The register kept in the gateway's own database (imported from Companies House's bulk file).
 * A name matches when the typed words appear in it in order, the last one as a word prefix
 * ("acme tec" finds "ACME TECHNOLOGIES LTD", "tech" finds it too); a number matches exactly.
 */
export class LocalCompanyRegister implements CompanyRegister {
  constructor(private readonly db: Kysely<GatewayDatabase>) {}

  async search(text: string, offset: number): Promise<{ items: RegisteredCompany[]; total: number }> {
    const key = nameKey(text);
    const number = companyNumberKey(text);
    const lead = leadingWord(nameWords(key));
    if (lead === undefined) {
      return { items: [], total: 0 };
    }
    const nameMatches = sql<SqlBool>`(' ' || ${sql.ref('company_register.name_key')}) like ${`% ${key}%`}`;
    // The candidates come from the word index (plus the one number typed, if any) rather than an
    // OR over the whole table, which PostgreSQL would answer with a full scan.
    const matches = (eb: ExpressionBuilder<GatewayDatabase, 'company_register'>) => {
      const byWord = eb
        .selectFrom('company_register_words')
        .select('company_register_words.company_number')
        .where('company_register_words.word', '>=', lead)
        .where('company_register_words.word', '<', lead + AFTER_EVERY_CHARACTER);
      if (number === undefined) {
        return eb.and([eb('company_register.company_number', 'in', byWord), nameMatches]);
      }
      const byNumber = eb.selectFrom('company_register').select('company_register.company_number').where('company_register.company_number', '=', number);
      return eb.and([
        eb('company_register.company_number', 'in', byWord.unionAll(byNumber)),
        eb.or([eb('company_register.company_number', '=', number), nameMatches]),
      ]);
    };

    // The window count rides on the page query, so the matches are found once; only a page past
    // the last match needs a count of its own.
    const rows = await this.db
      .selectFrom('company_register')
      .selectAll()
      .select(sql<number | string | bigint>`count(*) over ()`.as('total'))
      .where(matches)
      .orderBy('status_rank')
      .orderBy('name_key')
      .orderBy('company_number')
      .limit(COMPANY_REGISTER_PAGE_SIZE)
      .offset(offset)
      .execute();
    const first = rows[0];
    if (first !== undefined || offset === 0) {
      return { items: rows.map(toRegisteredCompany), total: first === undefined ? 0 : Number(first.total) };
    }
    const counted = await this.db
      .selectFrom('company_register')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .where(matches)
      .executeTakeFirstOrThrow();
    return { items: [], total: Number(counted.total) };
  }

  async find(companyNumber: string): Promise<RegisteredCompany | null> {
    const number = companyNumberKey(companyNumber);
    if (number === undefined) {
      return null;
    }
    const row = await this.db.selectFrom('company_register').selectAll().where('company_number', '=', number).executeTakeFirst();
    return row === undefined ? null : toRegisteredCompany(row);
  }
}
