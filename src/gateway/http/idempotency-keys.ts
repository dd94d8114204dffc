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
/** A first attempt still under way after this long was cut off (a crash, a restart); a retry takes it over. */
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
 * key with another input is refused (422); a retry while the first attempt is under way, 409. An
 * unexpected failure (5xx) keeps nothing, so a retry runs the change afresh. Without the header the
 * change simply runs.
 */
export async function runOnce<T>(db: Kysely<GatewayDatabase>, call: KeyedCall, run: () => Promise<T>): Promise<T> {
  const key = call.request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !KEY.test(key)) throw new GatewayError(400, { message: IDEMPOTENCY_TEXT.keyInvalid, code: ERROR_CODES.invalidInput });

  const owner = { company_id: call.session.companyId, user_id: call.session.userId, idempotency_key: key };
  const fingerprint = createHash('sha256').update(JSON.stringify([call.operation, call.input])).digest('hex');
  if (!(await claim(db, owner, call.operation, fingerprint))) return replay<T>(db, owner, fingerprint, call.reply);
  try {
    const answer = await run();
    await settle(db, owner, 200, answer);
    return answer;
  } catch (error) {
    if (error instanceof GatewayError && error.statusCode < 500) await settle(db, owner, error.statusCode, error.body);
    else await db.deleteFrom('idempotency_keys').where('company_id', '=', owner.company_id).where('user_id', '=', owner.user_id).where('idempotency_key', '=', key).execute();
    throw error;
  }
}

interface KeyOwner {
  company_id: string;
  user_id: string;
  idempotency_key: string;
}

/** Claims the key for a first attempt; false when an attempt holds it already. Old keys of the user go first. */
async function claim(db: Kysely<GatewayDatabase>, owner: KeyOwner, operation: string, fingerprint: string): Promise<boolean> {
  const now = Date.now();
  await db
    .deleteFrom('idempotency_keys')
    .where('company_id', '=', owner.company_id)
    .where('user_id', '=', owner.user_id)
    .where((where) =>
      where.or([
        where('created_at', '<', new Date(now - KEPT_FOR_MS).toISOString()),
        where.and([where('idempotency_key', '=', owner.idempotency_key), where('status_code', 'is', null), where('created_at', '<', new Date(now - ABANDONED_AFTER_MS).toISOString())]),
      ]),
    )
    .execute();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ ...owner, operation, fingerprint, status_code: null, answer: null, created_at: new Date(now).toISOString() })
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
