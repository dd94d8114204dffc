import { z } from 'zod';
import { PASSWORD_TEXT } from '../messages';
import { meetsChangePasswordRule, meetsNewPasswordRule } from '../password-rules';
import { messageOutputSchema } from './auth';
import { defineOperation } from './operation';
import { emailAddress, passwordText, singleLineText } from './text';

const email = emailAddress('Email', PASSWORD_TEXT.forgotEmailInvalid);
const newPassword = passwordText('New Password').refine(meetsNewPasswordRule, { error: PASSWORD_TEXT.newPasswordRule });

export const forgotPasswordInputSchema = z.object({ email });

/** The spec's set-new-password payload: the email comes from the page's userId query value. */
export const setNewPasswordInputSchema = z.object({
  email,
  tempPassword: passwordText('Temporary Password').min(1, { error: PASSWORD_TEXT.fieldRequired }).max(256),
  newPassword,
});

/** The spec's reset-password payload, sent to confirm-forgot-password. */
export const confirmForgotPasswordInputSchema = z.object({
  email,
  code: singleLineText('Code').regex(/^\d{6}$/, { error: 'The reset code is not valid.' }),
  password: newPassword,
});

export const changePasswordInputSchema = z
  .object({
    oldPassword: passwordText('Current Password').min(1, { error: PASSWORD_TEXT.currentRequired }).max(256),
    newPassword: passwordText('New Password')
      .min(1, { error: PASSWORD_TEXT.changeNewRequired })
      .refine(meetsChangePasswordRule, { error: PASSWORD_TEXT.changeRule }),
    confirmPassword: passwordText('Confirm Password').min(1, { error: PASSWORD_TEXT.changeConfirmRequired }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { error: PASSWORD_TEXT.changeConfirmMismatch, path: ['confirmPassword'] });

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
