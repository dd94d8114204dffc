import type { SignUpForm } from './sign-up-form-types';
import { TextField } from './text-field';

export const REGISTRATION_IDS = {
  companyNo: 'sign-up-company-no',
  companyAddress: 'sign-up-company-address',
  postalCode: 'sign-up-postal-code',
} as const;

/** Step 3, 'Company Details (3/3)': for a UK company, number and postal code must match the register. */
export function CompanyRegistrationStep({ form }: { form: SignUpForm }) {
  const { control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        control={control}
        name="companyNo"
        id={REGISTRATION_IDS.companyNo}
        label="Company No"
        placeholder="Enter company number"
        error={errors.companyNo?.message}
      />
      <TextField
        control={control}
        name="companyAddress"
        id={REGISTRATION_IDS.companyAddress}
        label="Company Address"
        placeholder="Enter company address"
        autoComplete="street-address"
        error={errors.companyAddress?.message}
      />
      <TextField
        control={control}
        name="postalCode"
        id={REGISTRATION_IDS.postalCode}
        label="Postal Code"
        placeholder="Enter postal code"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
      />
    </>
  );
}
