import { z } from 'zod';
import { PASSWORD_TEXT } from '../messages';
import { meetsChangePasswordRule, meetsNewPasswordRule } from '../password-rules';
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
