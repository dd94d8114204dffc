import { Input, Select } from 'antd';
import { Controller, useWatch } from 'react-hook-form';
import { COUNTRIES } from '@shared/countries';
import { COMPANY_SIZES, UNITED_KINGDOM } from '@shared/signup';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { CompanyLookup } from './company-lookup';
import type { SignUpForm } from './sign-up-form-types';

export const COMPANY_IDS = {
  country: 'sign-up-country',
  companyName: 'sign-up-company-name',
  companySize: 'sign-up-company-size',
} as const;

const COUNTRY_OPTIONS = COUNTRIES.map((name) => ({ value: name, label: name }));
const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: size }));

/** Step 2, 'Company Details (2/3)': the Company Name control depends on the country. */
export function CompanyStep({ form }: { form: SignUpForm }) {
  const { control, formState, setValue, clearErrors } = form;
  const { errors } = formState;
  const isUnitedKingdom = useWatch({ control, name: 'country' }) === UNITED_KINGDOM;
  const companyError = isUnitedKingdom ? errors.companyName?.message : errors.companyNameCustom?.message;

  return (
    <>
      <FormField id={COMPANY_IDS.country} label="Country" error={errors.country?.message}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Select
              ref={field.ref}
              id={COMPANY_IDS.country}
              size="large"
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Select country"
              options={COUNTRY_OPTIONS}
              value={field.value === '' ? undefined : field.value}
              onChange={(country: string) => {
                if (country !== field.value) {
                  // A company chosen from one country's register does not belong to another.
                  setValue('companyName', null);
                  clearErrors(['companyName', 'companyNameCustom', 'companyNo', 'postalCode']);
                }
                field.onChange(country);
              }}
              onBlur={field.onBlur}
              status={errors.country ? 'error' : undefined}
              aria-required
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={fieldErrorId(COMPANY_IDS.country)}
            />
          )}
        />
      </FormField>
      <FormField id={COMPANY_IDS.companyName} label="Company Name" error={companyError}>
        {isUnitedKingdom ? (
          <Controller
            control={control}
            name="companyName"
            render={({ field }) => (
              <CompanyLookup
                id={COMPANY_IDS.companyName}
                value={field.value}
                onChange={(company) => {
                  clearErrors(['companyNo', 'postalCode']);
                  field.onChange(company);
                }}
                onBlur={field.onBlur}
                error={companyError}
                describedBy={fieldErrorId(COMPANY_IDS.companyName)}
              />
            )}
          />
        ) : (
          <Controller
            control={control}
            name="companyNameCustom"
            render={({ field }) => (
              <Input
                {...field}
                id={COMPANY_IDS.companyName}
                size="large"
                placeholder="Enter company name"
                autoComplete="organization"
                status={companyError ? 'error' : undefined}
                aria-required
                aria-invalid={companyError ? true : undefined}
                aria-describedby={fieldErrorId(COMPANY_IDS.companyName)}
              />
            )}
          />
        )}
      </FormField>
      <FormField id={COMPANY_IDS.companySize} label="Company Size" error={errors.companySize?.message}>
        <Controller
          control={control}
          name="companySize"
          render={({ field }) => (
            <Select
              ref={field.ref}
              id={COMPANY_IDS.companySize}
              size="large"
              style={{ width: '100%' }}
              placeholder="Select company size"
              options={SIZE_OPTIONS}
              value={field.value === '' ? undefined : field.value}
              onChange={(size: string) => field.onChange(size)}
              onBlur={field.onBlur}
              status={errors.companySize ? 'error' : undefined}
              aria-required
              aria-invalid={errors.companySize ? true : undefined}
              aria-describedby={fieldErrorId(COMPANY_IDS.companySize)}
            />
          )}
        />
      </FormField>
    </>
  );
}
