import type { Kysely } from 'kysely';
import type { Hire } from '@shared/contract/onboarding-schemas';
import type { GatewayDatabase } from '../../db/schema';
import { type OnboardingCaller, holds, notFound } from '../onboarding-access';
import { hireFieldPeople } from '../fields/hire-field-people';
import { readsSensitiveFields, sensitiveFieldIds } from '../fields/hire-field-values';
import { loadPeople } from '../people';
import { peopleOf, toHire } from './hire-output';
import { loadHireOtherCriteria } from './hire-other-criteria';
import { type HireRow, findHire, taskProgressOf } from './hire-rows';
import { HIRE_TEXT } from './hire-text';
import { managerAccessOf, managerFieldView, withoutHiddenFields } from '../../access/hire-field-filter';

/** The hire as the contract answers it: its people, task progress and the moves the caller may ask for. */
export async function hireView(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, row: HireRow, now: Date): Promise<Hire> {
  const [people, progress, otherCriteria, sensitiveFields, fieldView] = await Promise.all([
    loadPeople(db, caller.companyId, peopleOf(row)),
    taskProgressOf(db, caller.companyId, [row.id]),
    loadHireOtherCriteria(db, caller.companyId, row.id),
    sensitiveFieldIds(db, caller.companyId),
    managerFieldView(db, caller),
  ]);
  const hire = toHire(row, people, progress.get(row.id), {
    canManage: holds(caller, 'new_hires', 'manage'),
    now,
    sensitiveFields,
    readsSensitive: readsSensitiveFields(caller),
  });
  const managerAccess = managerAccessOf(fieldView);
  const shown = withoutHiddenFields({ ...hire, otherCriteria, fieldPeople: await hireFieldPeople(db, caller.companyId, hire.customFields) }, fieldView);
  return managerAccess === undefined ? shown : { ...shown, managerAccess };
}

/** Reads the hire again after a write and answers its view. */
export async function freshHireView(db: Kysely<GatewayDatabase>, caller: OnboardingCaller, hireId: string, now: Date): Promise<Hire> {
  const row = await findHire(db, caller.companyId, hireId);
  if (row === undefined) throw notFound(HIRE_TEXT.hireNotFound);
  return hireView(db, caller, row, now);
}
