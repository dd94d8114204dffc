import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@shared/contract/errors';
import { type OnboardingArea, onboardingPermission } from '@shared/permissions';
import type { UserKind } from '@shared/roles';
import { type HireReachRule, loadUserAccess } from '../access/user-access';
import { type AuthenticatedSession, sessionEnded } from '../auth/session';
import { BoundedMemo } from '../bounded-memo';
import type { GatewayDatabase } from '../db/schema';
import { GatewayError } from '../http/gateway-error';

/**
 * Who is calling, within their company: the rights they hold (their role's and their custom roles',
 * united) and the hires those rights apply to (docs/adr/0010-access-levels.md).
 */
export interface OnboardingCaller {
  userId: string;
  companyId: string;
  kind: UserKind;
  permissions: ReadonlySet<string>;
  reach: HireReachRule;
  /** The hires whose tasks assigned to them they reach; `reach` but for the manager's additional access. */
  taskReach: HireReachRule;
  /** They see the hires they manage through the manager's additional access alone (docs/gateway.md "Fields"). */
  managerAccess: boolean;
}

export const ACCESS_TEXT = {
  forbidden: 'You do not have access to this. Ask your company administrator.',
} as const;

/** Callers already loaded, per database: enough for every user active within a day. */
const keptCallers = new WeakMap<Kysely<GatewayDatabase>, BoundedMemo<OnboardingCaller>>();

/**
 * The caller's account, rights and reach as their rows say now (never as a token was issued): every
 * onboarding call starts here. Kept under the company's `access` generation, which deactivating or
 * removing a user, changing their role, changing grants and every access change raise
 * (`raiseAccessGeneration`): a change reaches a signed-in user on their next request.
 */
export async function loadCaller(db: Kysely<GatewayDatabase>, session: AuthenticatedSession): Promise<OnboardingCaller> {
  const memo = keptCallers.get(db) ?? new BoundedMemo<OnboardingCaller>(10_000);
  keptCallers.set(db, memo);
  // `hires` too: it rises when a hire's manager changes, which gives or takes the manager's additional access.
  const key = session.generations && JSON.stringify([session.companyId, session.generations.access, session.generations.hires, session.userId]);
  const kept = key === undefined ? undefined : memo.read(key);
  if (kept !== undefined) return kept;

  const access = (await loadUserAccess(db, session.companyId, [session.userId])).get(session.userId);
  if (access === undefined || !access.isActive) throw sessionEnded();
  const caller: OnboardingCaller = {
    userId: session.userId,
    companyId: session.companyId,
    kind: access.kind,
    permissions: access.rights,
    reach: access.reach,
    taskReach: access.taskReach,
    managerAccess: access.managerAccess,
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
