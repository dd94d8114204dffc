import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@shared/contract/errors';
import { type OnboardingArea, onboardingPermission } from '@shared/permissions';
import type { UserKind } from '@shared/roles';
import type { SessionClaims } from '../auth/access-tokens';
import { sessionEnded } from '../auth/session';
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

export async function loadCaller(db: Kysely<GatewayDatabase>, session: SessionClaims): Promise<OnboardingCaller> {
  const user = await db
    .selectFrom('users')
    .select(['kind', 'is_active'])
    .where('company_id', '=', session.companyId)
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (user === undefined || !user.is_active) throw sessionEnded();
  const grants = await db
    .selectFrom('role_grants')
    .select('permission')
    .where('company_id', '=', session.companyId)
    .where('role', '=', session.role)
    .execute();
  return {
    userId: session.userId,
    companyId: session.companyId,
    kind: user.kind,
    permissions: new Set(grants.map((grant) => grant.permission)),
  };
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
