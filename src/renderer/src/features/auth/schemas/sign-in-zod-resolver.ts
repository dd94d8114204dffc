import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema } from './sign-in-schema';

/** Loaded once the sign-in form is shown (see sign-in-resolver). */
export const signInZodResolver = zodResolver(signInFormSchema);
