import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_CODES, type ErrorBody } from '@shared/contract/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@shared/idempotency';
import type { SessionClaims } from '../auth/access-tokens';
import type { GatewayDatabase } from '../db/schema';
import { GatewayError } from './gateway-error';

export const IDEMPOTENCY_TEXT = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  keyReused: 'This Idempotency-Key was already used for a different change. Send the change with a new key.',
  keyInUse: 'A change with this Idempotency-Key is still being made. Try again in a moment.',
} as const;

const KEY = /^[\x21-\x7e]{1,255}$/;
/** As long as a session can last: a change queued offline is sent again within it or not at all. */
const KEPT_FOR_MS = 30 * 86_400_000;
/**
 * An unanswered claim this old was cut off (a crash, a restart) and a retry takes it over. Only an
 * earlier version of the gateway, which committed its claim before running the change, left one.
 */
const ABANDONED_AFTER_MS = 2 * 60_000;

export interface KeyedCall {
  operation: string;
  session: SessionClaims;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The call's input as checked: with the operation, what a retry must match. */
  input: unknown;
}

/**
 * Runs a change once per `Idempotency-Key` and user. The first attempt claims the key, runs, and
 * keeps its answer (a success, or a refusal such as a stale version); a retry with the same key and
 * input gets that answer again, marked with `Idempotent-Replayed`, and changes nothing. The same
 * key with another input is refused (422). Without the header the change simply runs.
 *
 * The claim, the change and its answer commit in one transaction, which `run` is given: a crash at
 * any point leaves either all three or none, so a retry finds the answer or finds nothing done. A
 * second attempt with the key waits at the claim until the first commits, then answers as it did.
 * A refusal changes nothing (its transaction is rolled back) and is kept on its own; an unexpected
 * failure (5xx) keeps nothing, so a retry runs the change afresh.
 */
export async function runOnce<T>(db: Kysely<GatewayDatabase>, call: KeyedCall, run: (db: Kysely<GatewayDatabase>) => Promise<T>): Promise<T> {
  const key = call.request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return run(db);
  if (typeof key !== 'string' || !KEY.test(key)) throw new GatewayError(400, { message: IDEMPOTENCY_TEXT.keyInvalid, code: ERROR_CODES.invalidInput });

  const owner = { company_id: call.session.companyId, user_id: call.session.userId, idempotency_key: key };
  const attempt = {
    operation: call.operation,
    fingerprint: createHash('sha256')
      .update(JSON.stringify([call.operation, call.input]))
      .digest('hex'),
  };
  await forgetStaleKeys(db, owner);
  let outcome: { ran: true; answer: T } | { ran: false };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, owner, attempt, null))) return { ran: false };
      const answer = await run(trx);
      await settle(trx, owner, 200, answer);
      return { ran: true, answer };
    });
  } catch (error) {
    if (!(error instanceof GatewayError) || error.statusCode >= 500) throw error;
    if (await claim(db, owner, attempt, { statusCode: error.statusCode, answer: error.body })) throw error;
    outcome = { ran: false };
  }
  return outcome.ran ? outcome.answer : replay<T>(db, owner, attempt.fingerprint, call.reply);
}

interface KeyOwner {
  company_id: string;
  user_id: string;
  idempotency_key: string;
}

interface Attempt {
  operation: string;
  fingerprint: string;
}

/** The user's keys past keeping, and an unanswered claim of this key that was cut off. */
async function forgetStaleKeys(db: Kysely<GatewayDatabase>, owner: KeyOwner): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', owner.company_id)
    .where('user_id', '=', owner.user_id)
    .where((where) =>
      where.or([
        where('created_at', '<', new Date(now - KEPT_FOR_MS).toISOString()),
        where.and([
          where('idempotency_key', '=', owner.idempotency_key),
          where('status_code', 'is', null),
          where('created_at', '<', new Date(now - ABANDONED_AFTER_MS).toISOString()),
        ]),
      ]),
    )
    .execute();
}

/** Claims the key, with the answer when it is known already; false when another attempt holds it. */
async function claim(db: Kysely<GatewayDatabase>, owner: KeyOwner, attempt: Attempt, kept: { statusCode: number; answer: unknown } | null): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      ...owner,
      ...attempt,
      status_code: kept?.statusCode ?? null,
      answer: kept === null ? null : JSON.stringify(kept.answer),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['company_id', 'user_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

async function settle(db: Kysely<GatewayDatabase>, owner: KeyOwner, statusCode: number, answer: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, answer: JSON.stringify(answer) })
    .where('company_id', '=', owner.company_id)
    .where('user_id', '=', owner.user_id)
    .where('idempotency_key', '=', owner.idempotency_key)
    .execute();
}

async function replay<T>(db: Kysely<GatewayDatabase>, owner: KeyOwner, fingerprint: string, reply: FastifyReply): Promise<T> {
  const kept = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status_code', 'answer'])
    .where('company_id', '=', owner.company_id)
    .where('user_id', '=', owner.user_id)
    .where('idempotency_key', '=', owner.idempotency_key)
    .executeTakeFirst();
  if (kept === undefined || kept.status_code === null || kept.answer === null) {
    throw new GatewayError(409, { message: IDEMPOTENCY_TEXT.keyInUse, code: ERROR_CODES.idempotencyKeyInUse });
  }
  if (kept.fingerprint !== fingerprint) {
    throw new GatewayError(422, { message: IDEMPOTENCY_TEXT.keyReused, code: ERROR_CODES.idempotencyKeyReused });
  }
  if (kept.status_code !== 200) throw new GatewayError(kept.status_code, JSON.parse(kept.answer) as ErrorBody, { [IDEMPOTENT_REPLAY_HEADER]: 'true' });
  void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return JSON.parse(kept.answer) as T;
}
