import { Controller, useFormState } from 'react-hook-form';
import { PhoneInput } from '@renderer/components/phone-input';
import { HireFormColumns } from './hire-form-columns';
import { hireFieldId, hireFieldLabel, type HireForm, type HireFormLook } from './hire-form-look';
import { HireTextField } from './hire-text-field';

/** The hire's names and how to reach them. */
export function HirePersonalFields({ form, look }: { form: HireForm; look: HireFormLook }) {
  const { errors } = useFormState({ control: form.control, name: 'phone' });
  const text = { form, look };
  return (
    <HireFormColumns
      look={look}
      fields={[
        <HireTextField key="firstName" {...text} name="firstName" label="First name" required />,
        <HireTextField key="lastName" {...text} name="lastName" label="Last name" required />,
        <HireTextField key="preferredName" {...text} name="preferredName" label="Preferred name" />,
        <HireTextField key="personalEmail" {...text} name="personalEmail" label="Personal email" type="email" required />,
        <HireTextField key="workEmail" {...text} name="workEmail" label="Work email" type="email" />,
        <Controller
          key="phone"
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={hireFieldId(look, 'phone')}
              label={hireFieldLabel(look, 'Phone', false)}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.phone?.message}
            />
          )}
        />,
      ]}
    />
  );
}
