import { changePasswordHandler } from './auth/change-password';
import { confirmForgotPasswordHandler } from './auth/confirm-forgot-password';
import { forgotPasswordHandler } from './auth/forgot-password';
import { endLoginAsHandler, loginAsHandler } from './auth/login-as';
import { logoutHandler } from './auth/logout';
import { refreshTokenHandler } from './auth/refresh-token';
import { setNewPasswordHandler } from './auth/set-new-password';
import { signInHandler } from './auth/sign-in';
import { companyRegisterSearchHandler } from './company-register/search-handler';
import type { HandlerMap } from './http/operation-handler';
import { companyDetailsHandler } from './onboarding/company/company-details';
import { departmentsHandler, locationsHandler } from './onboarding/company/company-places';
import { updateBrandingHandler } from './onboarding/company/update-branding';
import { usersDropdownHandler } from './onboarding/company/users-dropdown';
import { dashboardSummaryHandler } from './onboarding/dashboard/dashboard-summary';
import { changeHireStatusHandler } from './onboarding/hires/change-hire-status';
import { createHireHandler } from './onboarding/hires/create-hire';
import { getHireHandler } from './onboarding/hires/get-hire';
import { addHireDocumentHandler, listHireDocumentsHandler, removeHireDocumentHandler } from './onboarding/hires/hire-documents';
import { inviteHireHandler } from './onboarding/hires/invite-hire';
import { listHireChangesHandler } from './onboarding/hires/list-hire-changes';
import { listHiresHandler } from './onboarding/hires/list-hires';
import { previewStartDateShiftHandler } from './onboarding/hires/preview-start-date-shift';
import { updateHireHandler } from './onboarding/hires/update-hire';
import { assignPlanHandler } from './onboarding/tasks/assign-plan';
import { assignedTasksHandler } from './onboarding/tasks/assigned-tasks';
import { changeTaskStatusHandler } from './onboarding/tasks/change-task-status';
import { createTaskHandler } from './onboarding/tasks/create-task';
import { deleteTaskHandler } from './onboarding/tasks/delete-task';
import { getTaskHandler } from './onboarding/tasks/get-task';
import { addTaskCommentHandler, taskCommentsHandler } from './onboarding/tasks/task-comments';
import { hirePlansHandler } from './onboarding/tasks/hire-plans';
import { hireTasksHandler } from './onboarding/tasks/hire-tasks';
import { planTasksHandler } from './onboarding/tasks/plan-tasks';
import { planTemplatesHandler } from './onboarding/tasks/plan-templates';
import { updateTaskHandler } from './onboarding/tasks/update-task';
import { getWelcomeExperienceHandler } from './onboarding/welcome/get-welcome-experience';
import { saveWelcomeExperienceHandler } from './onboarding/welcome/save-welcome-experience';
import type { GatewayServices } from './services';
import { resendOtpHandler } from './signup/resend-otp';
import { signupCompanyHandler } from './signup/signup-company';
import { verifyOtpHandler } from './signup/verify-otp';
import { currentUserHandler } from './users/current-user';

export function createHandlers(services: GatewayServices): HandlerMap {
  return {
    'auth.signIn': signInHandler(services),
    'auth.refreshToken': refreshTokenHandler(services),
    'users.logout': logoutHandler(services),
    'auth.loginAs': loginAsHandler(services),
    'auth.endLoginAs': endLoginAsHandler(services),
    'users.me': currentUserHandler(services),
    'auth.signupCompany': signupCompanyHandler(services),
    'auth.setNewPassword': setNewPasswordHandler(services),
    'auth.forgotPassword': forgotPasswordHandler(services),
    'auth.confirmForgotPassword': confirmForgotPasswordHandler(services),
    'auth.changePassword': changePasswordHandler(services),
    'auth.verifyOtp': verifyOtpHandler(services),
    'auth.resendOtp': resendOtpHandler(services),
    'companyRegister.search': companyRegisterSearchHandler(services),
    'tasks.planTemplates': planTemplatesHandler(services),
    'tasks.planTasks': planTasksHandler(services),
    'newHire.assignPlan': assignPlanHandler(),
    'newHire.plans': hirePlansHandler(services),
    'newHire.createTask': createTaskHandler(),
    'tasks.ofHire': hireTasksHandler(services),
    'tasks.assigned': assignedTasksHandler(services),
    'tasks.get': getTaskHandler(services),
    'tasks.update': updateTaskHandler(services),
    'tasks.changeStatus': changeTaskStatusHandler(),
    'tasks.delete': deleteTaskHandler(services),
    'tasks.addComment': addTaskCommentHandler(),
    'tasks.comments': taskCommentsHandler(services),
    'newHire.dashboardSummary': dashboardSummaryHandler(services),
    'newHire.previewWelcomeExperience': saveWelcomeExperienceHandler(services),
    'newHire.welcomeExperience': getWelcomeExperienceHandler(services),
    'newHire.list': listHiresHandler(services),
    'newHire.create': createHireHandler(),
    'newHire.get': getHireHandler(services),
    'newHire.update': updateHireHandler(services),
    'newHire.previewStartDateShift': previewStartDateShiftHandler(services),
    'newHire.changeStatus': changeHireStatusHandler(services),
    'newHire.changes': listHireChangesHandler(services),
    'newHire.documents': listHireDocumentsHandler(services),
    'newHire.addDocument': addHireDocumentHandler(),
    'newHire.removeDocument': removeHireDocumentHandler(services),
    'newHire.invite': inviteHireHandler(services),
    'settings.companyDetails': companyDetailsHandler(services),
    'settings.updateBranding': updateBrandingHandler(services),
    'settings.departments': departmentsHandler(services),
    'settings.locations': locationsHandler(services),
    'users.dropdown': usersDropdownHandler(services),
  };
}
