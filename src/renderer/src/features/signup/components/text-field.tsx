import { Input } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import type { SignUpField, SignUpFormInput } from '../schemas/sign-up-schema';

type TextFieldName = { [K in SignUpField]: SignUpFormInput[K] extends string ? K : never }[SignUpField];

export interface TextFieldProps {
  control: Control<SignUpFormInput>;
  name: TextFieldName;
  id: string;
  label: string;
  error: string | undefined;
  placeholder: string;
  autoComplete?: string;
  type?: 'text' | 'email';
}

/** A required text input of the sign-up form, labelled, its error under it. */
export function TextField({ control, name, id, label, error, placeholder, autoComplete, type = 'text' }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            {...field}
            id={id}
            type={type}
            size="large"
            placeholder={placeholder}
            autoComplete={autoComplete}
            status={error ? 'error' : undefined}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldErrorId(id)}
          />
        )}
      />
    </FormField>
  );
}
