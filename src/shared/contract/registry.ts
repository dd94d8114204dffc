import type { z } from 'zod';
import * as auth from './auth';
import * as company from './company';
import * as companyRegister from './company-register';
import * as newHires from './new-hires';
import type { Operation } from './operation';
import * as password from './password';
import * as signup from './signup';
import * as tasks from './tasks';
import * as users from './users';
import * as verification from './verification';

/** Every gateway operation, by name. New domains add their module here. */
export const operations = {
  'auth.signIn': auth.signIn,
  'auth.refreshToken': auth.refreshToken,
  'users.logout': auth.logout,
  'auth.loginAs': auth.loginAs,
  'auth.endLoginAs': auth.endLoginAs,
  'users.me': users.currentUser,
  'auth.signupCompany': signup.signupCompany,
  'auth.forgotPassword': password.forgotPassword,
  'auth.setNewPassword': password.setNewPassword,
  'auth.confirmForgotPassword': password.confirmForgotPassword,
  'auth.changePassword': password.changePassword,
  'auth.verifyOtp': verification.verifyOtp,
  'auth.resendOtp': verification.resendOtp,
  'companyRegister.search': companyRegister.searchCompanyRegister,
  'newHire.list': newHires.listHires,
  'newHire.create': newHires.createHire,
  'newHire.get': newHires.getHire,
  'newHire.update': newHires.updateHire,
  'newHire.previewStartDateShift': newHires.previewStartDateShift,
  'newHire.changeStatus': newHires.changeHireStatus,
  'newHire.changes': newHires.listHireChanges,
  'newHire.documents': newHires.listHireDocuments,
  'newHire.addDocument': newHires.addHireDocument,
  'newHire.removeDocument': newHires.removeHireDocument,
  'newHire.previewWelcomeExperience': newHires.saveWelcomeExperience,
  'newHire.welcomeExperience': newHires.getWelcomeExperience,
  'newHire.invite': newHires.inviteHire,
  'newHire.dashboardSummary': newHires.dashboardSummary,
  'newHire.assignPlan': tasks.assignPlan,
  'newHire.plans': tasks.listHirePlans,
  'newHire.createTask': tasks.createTask,
  'tasks.planTemplates': tasks.listPlanTemplates,
  'tasks.planTasks': tasks.onboardingPlanTasks,
  'tasks.ofHire': tasks.listHireTasks,
  'tasks.assigned': tasks.listAssignedTasks,
  'tasks.get': tasks.getTask,
  'tasks.update': tasks.updateTask,
  'tasks.changeStatus': tasks.changeTaskStatus,
  'tasks.delete': tasks.deleteTask,
  'tasks.addComment': tasks.addTaskComment,
  'tasks.comments': tasks.listTaskComments,
  'settings.companyDetails': company.getCompanyDetails,
  'settings.updateBranding': company.updateCompanyBranding,
  'settings.departments': company.listDepartments,
  'settings.locations': company.listLocations,
  'users.dropdown': company.dropdownAllUsers,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]['input']>;
export type OperationOutput<N extends OperationName> = z.output<Operations[N]['output']>;

/** Names the renderer may call through `api.call`. */
export type RendererOperationName = {
  [N in OperationName]: Operations[N]['renderer'] extends true ? N : never;
}[OperationName];

export function findOperation(name: string): Operation | undefined {
  return Object.hasOwn(operations, name) ? (operations as Record<string, Operation>)[name] : undefined;
}

export function rendererOperationNames(): string[] {
  return Object.values(operations as Record<string, Operation>)
    .filter((operation) => operation.renderer)
    .map((operation) => operation.name);
}
