import type { Resolver } from 'react-hook-form';
import type { SignInFormInput, SignInFormValues } from './sign-in-schema';

type SignInResolver = Resolver<SignInFormInput, unknown, SignInFormValues>;

let validation: Promise<SignInResolver> | null = null;

/**
 * Fetches the sign-in form's validation (zod and its resolver, a tenth of the route's script) when
 * the user starts on the form rather than before the form shows: the form is usable sooner, and the
 * first check waits for it. A failed fetch is tried again on the next check.
 */
export function loadSignInValidation(): Promise<SignInResolver> {
  validation ??= import('./sign-in-zod-resolver').then(
    (module) => module.signInZodResolver,
    (error: unknown) => {
      validation = null;
      throw error;
    },
  );
  return validation;
}

/** The form's resolver: the spec's checks, from the validation once it has arrived. */
export const signInResolver: SignInResolver = async (values, context, options) => (await loadSignInValidation())(values, context, options);
