import { Controller, useFormState } from 'react-hook-form';
import { PhoneInput } from '@renderer/components/phone-input';
import type { HireForm } from '../hooks/use-hire-form';
import { HireTextField } from './hire-text-field';

export const PERSONAL_FIELD_IDS = {
  firstName: 'new-hire-first-name',
  lastName: 'new-hire-last-name',
  preferredName: 'new-hire-preferred-name',
  personalEmail: 'new-hire-personal-email',
  workEmail: 'new-hire-work-email',
  phone: 'new-hire-phone',
} as const;

/** Step 1, Personal: the hire's names and how to reach them. */
export function PersonalFields({ form }: { form: HireForm }) {
  const { errors } = useFormState({ control: form.control, name: 'phone' });
  return (
    <>
      <HireTextField form={form} name="firstName" id={PERSONAL_FIELD_IDS.firstName} label="First name" required autoComplete="off" maxLength={100} />
      <HireTextField form={form} name="lastName" id={PERSONAL_FIELD_IDS.lastName} label="Last name" required autoComplete="off" maxLength={100} />
      <HireTextField form={form} name="preferredName" id={PERSONAL_FIELD_IDS.preferredName} label="Preferred name" autoComplete="off" maxLength={100} />
      <HireTextField form={form} name="personalEmail" id={PERSONAL_FIELD_IDS.personalEmail} label="Personal email" type="email" required autoComplete="off" />
      <HireTextField form={form} name="workEmail" id={PERSONAL_FIELD_IDS.workEmail} label="Work email" type="email" autoComplete="off" />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            id={PERSONAL_FIELD_IDS.phone}
            label="Phone (optional)"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.phone?.message}
          />
        )}
      />
    </>
  );
}
