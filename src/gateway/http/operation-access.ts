import type { Kysely } from 'kysely';
import type { Operation, OperationAccess } from '@shared/contract/operation';
import { isKnownPermission } from '@shared/permissions';
import type { AuthenticatedSession } from '../auth/session';
import type { GatewayDatabase } from '../db/schema';
import { type OnboardingCaller, forbidden, loadCaller } from '../onboarding/onboarding-access';

const ACCESS_KINDS: ReadonlySet<string> = new Set<OperationAccess['kind']>(['public', 'session', 'signedIn', 'right']);

/** The operation's declared access; an operation without one, or naming no known right, is refused before any route exists. */
export function declaredAccess(operation: Operation): OperationAccess {
  const access = (operation as { access?: OperationAccess }).access;
  if (access === undefined || !ACCESS_KINDS.has(access.kind)) {
    throw new Error(`The operation "${operation.name}" declares no access: give it one of public, session, signedIn or right.`);
  }
  if (access.kind === 'right' && !isKnownPermission(access.right)) {
    throw new Error(`The operation "${operation.name}" asks for "${access.right}", which is no permission of the catalogue.`);
  }
  return access;
}

/** Whether the access loads the caller before the handler runs. */
export function loadsCaller(access: OperationAccess): access is Extract<OperationAccess, { kind: 'signedIn' | 'right' }> {
  return access.kind === 'signedIn' || access.kind === 'right';
}

/**
 * The caller of a `signedIn` or `right` operation: an active account of the company (else the
 * session answer, 401), whose role holds the right asked for (else 403). Read through the call's
 * own database handle, so a keyed call reads inside the transaction that keeps its answer.
 */
export async function admitCaller(
  db: Kysely<GatewayDatabase>,
  session: AuthenticatedSession,
  access: Extract<OperationAccess, { kind: 'signedIn' | 'right' }>,
): Promise<OnboardingCaller> {
  const caller = await loadCaller(db, session);
  if (access.kind === 'right' && !caller.permissions.has(access.right)) throw forbidden();
  return caller;
}
