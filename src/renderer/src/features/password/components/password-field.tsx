import { Input } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { RequiredFormField } from '@renderer/components/required-form-field';

export interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password' | 'one-time-code';
  /** Shows the required mark (change-password marks all its fields). */
  markRequired?: boolean;
  /** Called after each change, e.g. to re-check the confirmation against a new password. */
  onEdited?: () => void;
}

/** A labelled password input bound to react-hook-form, its error under it. */
export function PasswordField<T extends FieldValues>({ control, name, id, label, error, autoComplete, markRequired = false, onEdited }: PasswordFieldProps<T>) {
  const Field = markRequired ? RequiredFormField : FormField;
  return (
    <Field id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input.Password
            {...field}
            onChange={(event) => {
              field.onChange(event);
              onEdited?.();
            }}
            id={id}
            size="large"
            autoComplete={autoComplete}
            status={error ? 'error' : undefined}
            aria-required={markRequired ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldErrorId(id)}
          />
        )}
      />
    </Field>
  );
}
