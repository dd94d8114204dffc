import type { UseFormReturn } from 'react-hook-form';
import type { SignUpFormInput, SignUpFormValues } from '../schemas/sign-up-schema';

export type SignUpForm = UseFormReturn<SignUpFormInput, unknown, SignUpFormValues>;
