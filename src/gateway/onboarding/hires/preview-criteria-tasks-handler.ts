import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { notFound } from '../onboarding-access';
import { applicableCriteriaTaskChanges } from '../plans/criteria-task-changes';
import { changedCriteria, presentCriteriaTaskChanges } from '../plans/criteria-task-apply';
import { findHire } from './hire-rows';
import { HIRE_TEXT } from './hire-text';

/** `POST NewHire/criteria-tasks/{id}`: which plan tasks a change of the hire's criteria would add or remove, without saving anything. */
export function previewCriteriaTasksHandler(services: GatewayServices): OperationHandler<'newHire.previewCriteriaTasks'> {
  return async (input, { caller }) => {
    const { db } = services;
    const hire = await findHire(db, caller.companyId, input.id, { reach: caller.reach });
    if (hire === undefined) throw notFound(HIRE_TEXT.hireNotFound);
    const changed = changedCriteria(input);
    const changes = await applicableCriteriaTaskChanges(db, caller.companyId, hire, changed);
    const location = changed.get('location');
    const newHire = location === undefined ? hire : { ...hire, location_id: location[0] ?? null };
    return { message: HIRE_TEXT.criteriaTasksPreview, data: await presentCriteriaTaskChanges(db, caller.companyId, newHire, changes, caller.userId) };
  };
}
