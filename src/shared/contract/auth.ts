import { z } from 'zod';
import { type NamespaceOperations, defineOperation } from './operation';
import { emailAddress, passwordText, singleLineText } from './text';
import { changePasswordInputSchema, confirmForgotPasswordInputSchema, forgotPasswordInputSchema, setNewPasswordInputSchema } from './password';
import { signupCompanyInputSchema } from './signup';
import { sessionUserSchema } from './user';
import { resendOtpInputSchema, verifyOtpInputSchema } from './verification';

/** Gateway-side input rules; the sign-in screen adds the spec's own (2 to 15 characters). */
export const signInInputSchema = z.object({
  email: emailAddress('Email', 'Please enter valid email'),
  password: passwordText('Password').min(1, { error: 'Password is required' }).max(256, { error: 'Password is too long' }),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const tokenPairSchema = z.object({ authToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signInOutputSchema = z.object({
  message: z.string(),
  data: tokenPairSchema.extend({
    user: sessionUserSchema,
    isFeedbackCompleted: z.boolean(),
  }),
});
export type SignInOutput = z.infer<typeof signInOutputSchema>;

export const refreshTokenInputSchema = z.object({ refreshToken: passwordText('Refresh token').min(1).max(512) });

/** Spec section 3: the refresh answer carries authToken and refreshToken (beside a message). */
export const refreshTokenOutputSchema = tokenPairSchema.extend({ message: z.string() });

/** The body of logout is not shown in the spec; the refresh token names the session to end. */
export const logoutInputSchema = z.object({ refreshToken: passwordText('Refresh token').min(1).max(512).optional() });
export const messageOutputSchema = z.object({ message: z.string() });

export const signIn = defineOperation({
  name: 'auth.signIn',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'auth/signin',
  summary: 'Sign in with email and password; answers the session tokens and the user.',
  input: signInInputSchema,
  output: signInOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: false,
});

export const refreshToken = defineOperation({
  name: 'auth.refreshToken',
  gateway: 'onboarding',
  method: 'PUT',
  path: 'auth/refresh-token',
  summary: 'Trade a refresh token for a new token pair; the old refresh token is spent.',
  input: refreshTokenInputSchema,
  output: refreshTokenOutputSchema,
  access: { kind: 'public' },
  // Rotation spends the token: a blind retry would look like reuse and end the whole family.
  idempotent: false,
  renderer: false,
});

/** An administrator starts viewing as another user of their company; answers that user's session. */
export const loginAsInputSchema = z.object({
  userId: singleLineText('User', { missing: 'Choose the user to log in as.' }).min(1, { error: 'Choose the user to log in as.' }).max(64),
});
export type LoginAsInput = z.infer<typeof loginAsInputSchema>;

export const loginAs = defineOperation({
  name: 'auth.loginAs',
  gateway: 'onboarding',
  method: 'POST',
  path: 'users/login-as',
  summary:
    'Log in as another active user of the company (needs prf.settings.people.login_as_user): answers a session of that user whose changes are refused; the caller’s own session ends.',
  input: loginAsInputSchema,
  output: signInOutputSchema,
  access: { kind: 'session' },
  idempotent: false,
  renderer: false,
});

export const endLoginAs = defineOperation({
  name: 'auth.endLoginAs',
  gateway: 'onboarding',
  method: 'POST',
  path: 'users/end-login-as',
  summary: 'Return from viewing as another user: the viewing session ends and the administrator gets a session of their own.',
  input: z.object({}),
  output: signInOutputSchema,
  access: { kind: 'session' },
  idempotent: false,
  renderer: false,
});

export const signupCompany = defineOperation({
  name: 'auth.signupCompany',
  gateway: 'onboarding',
  method: 'POST',
  path: 'auth/signup-company',
  summary: 'Create a company and its administrator; the temporary password is mailed.',
  input: signupCompanyInputSchema,
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

export const forgotPassword = defineOperation({
  name: 'auth.forgotPassword',
  gateway: 'onboarding',
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Mail a reset code to the account of this email; answers the same whether or not it exists.',
  input: forgotPasswordInputSchema,
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

export const setNewPassword = defineOperation({
  name: 'auth.setNewPassword',
  gateway: 'onboarding',
  method: 'POST',
  path: '/auth/set-new-password',
  summary: 'Replace the temporary password mailed at sign-up with one of the user’s own.',
  input: setNewPasswordInputSchema,
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

export const confirmForgotPassword = defineOperation({
  name: 'auth.confirmForgotPassword',
  gateway: 'onboarding',
  method: 'POST',
  path: '/auth/confirm-forgot-password',
  summary: 'Set a new password with the mailed reset code; every session of the user ends.',
  input: confirmForgotPasswordInputSchema,
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

export const changePassword = defineOperation({
  name: 'auth.changePassword',
  gateway: 'onboarding',
  method: 'POST',
  path: 'auth/change-password',
  summary: 'Change the signed-in user’s password; every session of the user ends.',
  input: changePasswordInputSchema,
  output: messageOutputSchema,
  access: { kind: 'session' },
  idempotent: false,
  renderer: true,
});

export const verifyOtp = defineOperation({
  name: 'auth.verifyOtp',
  gateway: 'onboarding',
  method: 'POST',
  path: 'auth/verify-otp',
  summary: 'Confirm the account’s email with the 4-digit code mailed to it.',
  input: verifyOtpInputSchema,
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

export const resendOtp = defineOperation({
  name: 'auth.resendOtp',
  gateway: 'onboarding',
  method: 'POST',
  path: 'auth/resend-otp',
  summary: 'Mail a new verification code; at most one every 59 seconds.',
  input: resendOtpInputSchema,
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

/** Every `auth.*` operation, by name. */
export const authOperations = {
  'auth.signIn': signIn,
  'auth.refreshToken': refreshToken,
  'auth.loginAs': loginAs,
  'auth.endLoginAs': endLoginAs,
  'auth.signupCompany': signupCompany,
  'auth.forgotPassword': forgotPassword,
  'auth.setNewPassword': setNewPassword,
  'auth.confirmForgotPassword': confirmForgotPassword,
  'auth.changePassword': changePassword,
  'auth.verifyOtp': verifyOtp,
  'auth.resendOtp': resendOtp,
} as const satisfies NamespaceOperations<'auth'>;
