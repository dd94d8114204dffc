import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../db/schema';
import type { OneTimeCodePurpose } from './lifecycle-tables';
import type { RefreshOwner } from './refresh-tokens';

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

const CODE_DIGITS: Readonly<Record<OneTimeCodePurpose, number>> = {
  password_reset: 6,
  email_verification: 4,
};

export type CodeCheck = 'accepted' | 'invalid' | 'locked';

function isPast(value: Date | string, now: Date): boolean {
  return new Date(value).getTime() <= now.getTime();
}

/**
 * Short numeric codes mailed to a user: random, kept only as an HMAC bound to their purpose and
 * user (so one user's code means nothing for another, in any company), single-use, expiring, and
 * locked after too many wrong tries. A new code replaces the older ones of the same purpose.
 */
export class OneTimeCodeStore {
  readonly #key: Buffer;

  constructor(
    private readonly db: Kysely<GatewayDatabase>,
    secret: string,
  ) {
    // A key of its own, derived from the gateway's secret, so codes and tokens never share one.
    this.#key = createHmac('sha256', secret).update('hcm-one-time-codes').digest();
  }

  #digest(owner: RefreshOwner, purpose: OneTimeCodePurpose, code: string): Buffer {
    return createHmac('sha256', this.#key).update(`${purpose}\n${owner.companyId}\n${owner.userId}\n${code}`).digest();
  }

  /** Makes a new code, spending the older ones; pass a transaction to make it with other rows. */
  async issue(owner: RefreshOwner, purpose: OneTimeCodePurpose, db: Kysely<GatewayDatabase> = this.db, now = new Date()): Promise<string> {
    const digits = CODE_DIGITS[purpose];
    const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    await db
      .updateTable('one_time_codes')
      .set({ spent_at: now.toISOString() })
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .execute();
    await db
      .insertInto('one_time_codes')
      .values({
        id: randomUUID(),
        company_id: owner.companyId,
        user_id: owner.userId,
        purpose,
        code_hash: this.#digest(owner, purpose, code).toString('hex'),
        expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return code;
  }

  /**
   * Spends the code when it is the user's current one. A try is counted before the code is compared
   * and given back when it was right, so requests sent at once compare no more codes than the lock allows.
   */
  async check(owner: RefreshOwner, purpose: OneTimeCodePurpose, code: string, now = new Date()): Promise<CodeCheck> {
    const current = await this.db
      .selectFrom('one_time_codes')
      .select(['id', 'code_hash', 'failed_attempts', 'expires_at'])
      .where('company_id', '=', owner.companyId)
      .where('user_id', '=', owner.userId)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (current === undefined || isPast(current.expires_at, now)) {
      return 'invalid';
    }
    const stored = Buffer.from(current.code_hash, 'hex');
    const given = this.#digest(owner, purpose, code);
    const matches = stored.length === given.length && timingSafeEqual(stored, given);
    // A lock is told only to whoever has the right code: a wrong one past it is answered like any
    // wrong code, as for an email with no account, so the lock cannot show that an account exists.
    const lockedAnswer: CodeCheck = matches ? 'locked' : 'invalid';
    if (current.failed_attempts >= CODE_MAX_FAILED_ATTEMPTS) {
      return lockedAnswer;
    }
    const unspent = () =>
      this.db.updateTable('one_time_codes').where('id', '=', current.id).where('company_id', '=', owner.companyId).where('spent_at', 'is', null);
    const tried = await unspent()
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('failed_attempts', '<', CODE_MAX_FAILED_ATTEMPTS)
      .executeTakeFirst();
    if (tried.numUpdatedRows !== 1n) {
      // Others spent or locked it since it was read.
      return (await this.#isLocked(owner, current.id)) ? lockedAnswer : 'invalid';
    }
    if (!matches) {
      return 'invalid';
    }
    // Spent only if still unspent: two requests with the same code cannot both pass.
    const spent = await unspent()
      .set((eb) => ({ spent_at: now.toISOString(), failed_attempts: eb('failed_attempts', '-', 1) }))
      .executeTakeFirst();
    return spent.numUpdatedRows === 1n ? 'accepted' : 'invalid';
  }

  async #isLocked(owner: RefreshOwner, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('one_time_codes')
      .select(['failed_attempts', 'spent_at'])
      .where('id', '=', id)
      .where('company_id', '=', owner.companyId)
      .executeTakeFirst();
    return row !== undefined && row.spent_at === null && row.failed_attempts >= CODE_MAX_FAILED_ATTEMPTS;
  }
}
