import { assignPlanHandler } from './assign-plan-handler';
import { changeHireStatusHandler } from './change-hire-status-handler';
import { createHireHandler } from './create-hire-handler';
import { createTaskHandler } from './create-task-handler';
import { dashboardSummaryHandler } from './dashboard/dashboard-summary-handler';
import { findHireDuplicatesHandler } from './find-hire-duplicates-handler';
import { getHireHandler } from './get-hire-handler';
import { addHireDocumentHandler, listHireDocumentsHandler, removeHireDocumentHandler } from './hire-documents-handlers';
import { hirePlansHandler } from './hire-plans-handler';
import { inviteHireHandler } from './invite-hire-handler';
import { listHireChangesHandler } from './list-hire-changes-handler';
import { listHiresHandler } from './list-hires-handler';
import { previewCriteriaTasksHandler } from './preview-criteria-tasks-handler';
import { previewStartDateShiftHandler } from './preview-start-date-shift-handler';
import { updateHireHandler } from './update-hire-handler';
import { getWelcomeExperienceHandler } from './welcome/get-welcome-experience-handler';
import { saveWelcomeExperienceHandler } from './welcome/save-welcome-experience-handler';
import { submitWelcomeFormHandler } from './welcome/submit-welcome-form-handler';
import { updateOwnFieldsHandler } from './welcome/update-own-fields-handler';
import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';

/** The `newHire.*` operations: a hire's record, documents, welcome, plans and the dashboard. */
export function newHireHandlers(services: GatewayServices): NamespaceHandlers<'newHire'> {
  return {
    'newHire.list': listHiresHandler(services),
    'newHire.create': createHireHandler(),
    'newHire.duplicates': findHireDuplicatesHandler(services),
    'newHire.get': getHireHandler(services),
    'newHire.update': updateHireHandler(services),
    'newHire.previewStartDateShift': previewStartDateShiftHandler(services),
    'newHire.previewCriteriaTasks': previewCriteriaTasksHandler(services),
    'newHire.changeStatus': changeHireStatusHandler(services),
    'newHire.changes': listHireChangesHandler(services),
    'newHire.documents': listHireDocumentsHandler(services),
    'newHire.addDocument': addHireDocumentHandler(),
    'newHire.removeDocument': removeHireDocumentHandler(services),
    'newHire.previewWelcomeExperience': saveWelcomeExperienceHandler(services),
    'newHire.welcomeExperience': getWelcomeExperienceHandler(services),
    'newHire.submitWelcomeForm': submitWelcomeFormHandler(services),
    'newHire.updateOwnFields': updateOwnFieldsHandler(services),
    'newHire.invite': inviteHireHandler(services),
    'newHire.dashboardSummary': dashboardSummaryHandler(services),
    'newHire.assignPlan': assignPlanHandler(),
    'newHire.plans': hirePlansHandler(services),
    'newHire.createTask': createTaskHandler(),
  };
}
