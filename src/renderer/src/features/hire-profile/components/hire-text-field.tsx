import { Input } from 'antd';
import { Controller } from 'react-hook-form';
import { fieldErrorId } from '@renderer/components/form-field';
import type { HireEditInput } from '../schemas/hire-edit-schema';
import { HIRE_EDIT_IDS, type HireEditForm } from './hire-edit-form-types';
import { HireFormField } from './hire-form-field';

type TextFieldName = 'firstName' | 'lastName' | 'preferredName' | 'personalEmail' | 'workEmail' | 'jobTitle';

export interface HireTextFieldProps {
  form: HireEditForm;
  name: TextFieldName & keyof HireEditInput;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
}

/** A text input of the hire form, labelled, its error under it. */
export function HireTextField({ form, name, label, required = false, type = 'text', autoComplete = 'off' }: HireTextFieldProps) {
  const id = HIRE_EDIT_IDS[name];
  const error = form.formState.errors[name]?.message;
  return (
    <HireFormField id={id} label={label} required={required} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type={type}
            autoComplete={autoComplete}
            status={error ? 'error' : undefined}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldErrorId(id)}
          />
        )}
      />
    </HireFormField>
  );
}
