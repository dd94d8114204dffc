import { Input } from 'antd';
import { Controller, useFormState } from 'react-hook-form';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import type { HireForm } from '../hooks/use-hire-form';

type TextFieldName = 'firstName' | 'lastName' | 'preferredName' | 'personalEmail' | 'workEmail' | 'jobTitle';

export interface HireTextFieldProps {
  form: HireForm;
  name: TextFieldName;
  id: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
}

/** A text input of the add-hire form, labelled, with its message under it. */
export function HireTextField({ form, name, id, label, required = false, type = 'text', autoComplete, maxLength }: HireTextFieldProps) {
  const { errors } = useFormState({ control: form.control, name });
  const error = errors[name]?.message;
  return (
    <FormField id={id} label={required ? label : `${label} (optional)`} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            id={id}
            type={type}
            autoComplete={autoComplete}
            maxLength={maxLength}
            status={error ? 'error' : undefined}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldErrorId(id)}
          />
        )}
      />
    </FormField>
  );
}
