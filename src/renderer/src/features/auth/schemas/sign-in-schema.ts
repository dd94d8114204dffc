// zod/mini: the same zod 4 schemas in a tree-shakeable form, which keeps the sign-in route small.
import * as z from 'zod/mini';
import { SIGN_IN_PASSWORD_MAX, SIGN_IN_PASSWORD_MIN } from '@shared/constants';
import { VALIDATION } from '@shared/messages';

export const PASSWORD_LENGTH_MESSAGE = `Password must be between ${SIGN_IN_PASSWORD_MIN} and ${SIGN_IN_PASSWORD_MAX} characters`;

/** Spec section 5, sign-in: the messages word for word. */
export const signInFormSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, { error: VALIDATION.emailRequired })), z.email({ error: VALIDATION.emailInvalid })),
  password: z
    .string()
    .check(
      z.minLength(1, { error: VALIDATION.passwordRequired }),
      z.minLength(SIGN_IN_PASSWORD_MIN, { error: PASSWORD_LENGTH_MESSAGE }),
      z.maxLength(SIGN_IN_PASSWORD_MAX, { error: PASSWORD_LENGTH_MESSAGE }),
    ),
  /** Remember me. */
  loggedIn: z.boolean(),
});

export type SignInFormInput = z.input<typeof signInFormSchema>;
export type SignInFormValues = z.output<typeof signInFormSchema>;
