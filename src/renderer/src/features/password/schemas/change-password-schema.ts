import * as z from 'zod/mini';
import { PASSWORD_TEXT } from '@shared/messages';
import { meetsChangePasswordRule } from '@shared/password-rules';

/** Spec section 5, change-password: the same rule the gateway applies, with the spec's messages. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, { error: PASSWORD_TEXT.currentRequired })),
    newPassword: z
      .string()
      .check(z.minLength(1, { error: PASSWORD_TEXT.changeNewRequired }), z.refine(meetsChangePasswordRule, { error: PASSWORD_TEXT.changeRule })),
    confirmPassword: z.string().check(z.minLength(1, { error: PASSWORD_TEXT.changeConfirmRequired })),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
      error: PASSWORD_TEXT.changeConfirmMismatch,
      path: ['confirmPassword'],
    }),
  );

export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;
