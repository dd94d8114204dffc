import type { Kysely } from 'kysely';
import type { GatewayDatabase } from '../../db/schema';
import { type OnboardingCaller, forbidden, holds, notFound } from '../onboarding-access';
import { type HireRow, findHire } from './hire-rows';
import { startDueOnboarding } from './hire-status-sweep';
import { HIRE_TEXT } from './hire-text';

/** The hires of their company a caller may see: every one, only their own (the hire's account), or none. */
export type VisibleHires = 'all' | 'own' | 'none';

/** Staff with the view right see the hires of their company they reach, a new hire only their own. */
export function visibleHires(caller: OnboardingCaller): VisibleHires {
  if (holds(caller, 'new_hires', 'view')) return 'all';
  return caller.kind === 'new_hire' ? 'own' : 'none';
}

/** A hire the caller may read (visibleHires), by the hire's id or by the id of the hire's own account. */
export async function readableHire(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, id: string): Promise<HireRow> {
  const visible = visibleHires(caller);
  if (visible === 'none') throw forbidden();
  const row = await findHire(db, caller.companyId, id, { orUserId: true, reach: caller.reach });
  if (visible === 'all') {
    if (row === undefined) throw notFound(HIRE_TEXT.hireNotFound);
    return row;
  }
  // A new hire learns nothing about other hires, not even whether an id exists.
  if (row === undefined || row.user_id !== caller.userId) throw forbidden();
  return row;
}

/**
 * A hire of the caller's company they reach, by its id, for an operation whose access asks for the
 * right to manage hires; one they do not reach answers 404 as another company's does.
 */
export async function managedHire(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, id: string): Promise<HireRow> {
  const row = await findHire(db, caller.companyId, id, { reach: caller.reach });
  if (row === undefined) throw notFound(HIRE_TEXT.hireNotFound);
  return row;
}

/** A hire the caller may change, with the start-date sweep applied first, so its status and version are today's. */
export async function currentManagedHire(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, id: string, now: Date): Promise<HireRow> {
  const row = await managedHire(db, caller, id);
  return (await startDueOnboarding(db, caller.companyId, now, row.id)) > 0 ? managedHire(db, caller, row.id) : row;
}
