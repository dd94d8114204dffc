import { Controller } from 'react-hook-form';
import { PhoneInput } from '@renderer/components/phone-input';
import type { SignUpForm } from './sign-up-form-types';
import { TextField } from './text-field';

export const PERSONAL_IDS = {
  firstName: 'sign-up-first-name',
  lastName: 'sign-up-last-name',
  email: 'sign-up-email',
  contactNumber: 'sign-up-contact-number',
} as const;

/** Step 1, 'Personal Information (1/3)'. */
export function PersonalStep({ form }: { form: SignUpForm }) {
  const { control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        control={control}
        name="firstName"
        id={PERSONAL_IDS.firstName}
        label="First Name"
        placeholder="Enter first name"
        autoComplete="given-name"
        error={errors.firstName?.message}
      />
      <TextField
        control={control}
        name="lastName"
        id={PERSONAL_IDS.lastName}
        label="Last Name"
        placeholder="Enter last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
      />
      <TextField
        control={control}
        name="email"
        id={PERSONAL_IDS.email}
        label="Email"
        type="email"
        placeholder="name@company.com"
        autoComplete="email"
        error={errors.email?.message}
      />
      <Controller
        control={control}
        name="contactNumber"
        render={({ field }) => (
          <PhoneInput
            id={PERSONAL_IDS.contactNumber}
            label="Contact Number"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.contactNumber?.message}
          />
        )}
      />
    </>
  );
}
