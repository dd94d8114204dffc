import { type Kysely, sql } from 'kysely';
import { ERROR_CODES } from '@shared/contract/errors';
import { type OnboardingArea, onboardingPermission } from '@shared/permissions';
import type { UserKind } from '@shared/roles';
import { type AuthenticatedSession, sessionEnded } from '../auth/session';
import { BoundedMemo } from '../bounded-memo';
import type { GatewayDatabase } from '../db/schema';
import { GatewayError } from '../http/gateway-error';

/** Who is calling, within their company, with the onboarding permissions their role holds. */
export interface OnboardingCaller {
  userId: string;
  companyId: string;
  kind: UserKind;
  permissions: ReadonlySet<string>;
}

export const ACCESS_TEXT = {
  forbidden: 'You do not have access to this. Ask your company administrator.',
} as const;

/** Callers already loaded, per database: enough for every user active within a day. */
const keptCallers = new WeakMap<Kysely<GatewayDatabase>, BoundedMemo<OnboardingCaller>>();

/**
 * The caller's account and the grants of the role their user row holds now (never the role a token
 * was issued under): every onboarding call starts here. Kept under the company's `access`
 * generation, which deactivating or removing a user, changing their role and changing grants raise.
 */
export async function loadCaller(db: Kysely<GatewayDatabase>, session: AuthenticatedSession): Promise<OnboardingCaller> {
  const memo = keptCallers.get(db) ?? new BoundedMemo<OnboardingCaller>(10_000);
  keptCallers.set(db, memo);
  const key = session.generations && JSON.stringify([session.companyId, session.generations.access, session.userId]);
  const kept = key === undefined ? undefined : memo.read(key);
  if (kept !== undefined) return kept;

  // Written as SQL: building it costs several times running it.
  const { rows } = await sql<{ kind: UserKind; is_active: boolean | number; permission: string | null }>`
    select u.kind, u.is_active, g.permission
    from users u left join role_grants g on g.company_id = u.company_id and g.role = u.role
    where u.company_id = ${session.companyId} and u.id = ${session.userId}`.execute(db);
  const user = rows[0];
  if (user === undefined || !user.is_active) throw sessionEnded();
  const caller: OnboardingCaller = {
    userId: session.userId,
    companyId: session.companyId,
    kind: user.kind,
    permissions: new Set(rows.flatMap((row) => (row.permission === null ? [] : [row.permission]))),
  };
  if (key !== undefined) memo.keep(key, caller);
  return caller;
}

export function holds(caller: OnboardingCaller, area: OnboardingArea, right: 'view' | 'manage'): boolean {
  return caller.permissions.has(onboardingPermission(area, right));
}

export function forbidden(message: string = ACCESS_TEXT.forbidden): GatewayError {
  return new GatewayError(403, { message, code: ERROR_CODES.forbidden });
}

/** Refuses unless the caller's role holds the right on the area. */
export function requireRight(caller: OnboardingCaller, area: OnboardingArea, right: 'view' | 'manage'): void {
  if (!holds(caller, area, right)) throw forbidden();
}

/** An unknown id and another company's id answer alike, so ids of other companies cannot be probed. */
export function notFound(message: string): GatewayError {
  return new GatewayError(404, { message, code: 'NOT_FOUND' });
}

/** The row changed since the caller read it: they must look again before saving. */
export function staleVersion(message: string, details: Record<string, unknown> = {}): GatewayError {
  return new GatewayError(409, { message, code: 'STALE_VERSION', ...details });
}

export function conflict(message: string, code: string, details: Record<string, unknown> = {}): GatewayError {
  return new GatewayError(409, { message, code, ...details });
}

export function badRequest(message: string, fieldErrors?: Record<string, string[]>): GatewayError {
  return new GatewayError(400, { message, code: ERROR_CODES.invalidInput, ...(fieldErrors ? { fieldErrors } : {}) });
}
