import type { z } from 'zod';
import * as auth from './auth';
import * as companyRegister from './company-register';
import type { Operation } from './operation';
import * as password from './password';
import * as signup from './signup';
import * as users from './users';
import * as verification from './verification';

/** Every gateway operation, by name. New domains add their module here. */
export const operations = {
  'auth.signIn': auth.signIn,
  'auth.refreshToken': auth.refreshToken,
  'users.logout': auth.logout,
  'users.me': users.currentUser,
  'auth.signupCompany': signup.signupCompany,
  'auth.forgotPassword': password.forgotPassword,
  'auth.setNewPassword': password.setNewPassword,
  'auth.confirmForgotPassword': password.confirmForgotPassword,
  'auth.changePassword': password.changePassword,
  'auth.verifyOtp': verification.verifyOtp,
  'auth.resendOtp': verification.resendOtp,
  'companyRegister.search': companyRegister.searchCompanyRegister,
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
