import { Input } from 'antd';
import { Controller, useFormState } from 'react-hook-form';
import { fieldErrorId } from '@renderer/components/form-field';
import { HIRE_FIELD_MAX_LENGTH } from './hire-field-limits';
import { HireFormField } from './hire-form-field';
import { hireFieldId, type HireForm, type HireFormLook } from './hire-form-look';

type TextFieldName = 'firstName' | 'lastName' | 'preferredName' | 'personalEmail' | 'workEmail' | 'jobTitle';

export interface HireTextFieldProps {
  form: HireForm;
  look: HireFormLook;
  name: TextFieldName;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
}

/** A text input of the hire form, labelled, with its message under it; it takes no more characters than the gateway does. */
export function HireTextField({ form, look, name, label, required = false, type = 'text' }: HireTextFieldProps) {
  const { errors } = useFormState({ control: form.control, name });
  const error = errors[name]?.message;
  const id = hireFieldId(look, name);
  return (
    <HireFormField look={look} name={name} label={label} required={required} error={error}>
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
            autoComplete="off"
            maxLength={HIRE_FIELD_MAX_LENGTH[name]}
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
