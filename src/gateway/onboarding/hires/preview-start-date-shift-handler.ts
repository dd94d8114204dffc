import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { notFound } from '../onboarding-access';
import { findHire } from './hire-rows';
import { HIRE_TEXT } from './hire-text';
import { startDateShift } from './start-date-shift';

/** `GET NewHire/start-date-shift/{id}`: what saving a new start date would move, without saving anything. */
export function previewStartDateShiftHandler(services: GatewayServices): OperationHandler<'newHire.previewStartDateShift'> {
  return async ({ id, startDate }, { caller }) => {
    const hire = await findHire(services.db, caller.companyId, id, { reach: caller.reach });
    if (hire === undefined) throw notFound(HIRE_TEXT.hireNotFound);
    return { message: HIRE_TEXT.shiftPreview, data: await startDateShift(services.db, caller.companyId, hire, startDate) };
  };
}
