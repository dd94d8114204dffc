import * as z from 'zod/mini';
import { PASSWORD_TEXT } from '@shared/messages';

/** Spec section 5, forgot-password. */
export const forgotPasswordFormSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, { error: PASSWORD_TEXT.forgotEmailRequired })), z.email({ error: PASSWORD_TEXT.forgotEmailInvalid })),
});

export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;
