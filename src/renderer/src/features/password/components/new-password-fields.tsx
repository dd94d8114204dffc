import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

interface NewPasswordValues extends FieldValues {
  newPassword: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'formState' | 'getValues' | 'trigger'>;
  ids: { password: string; confirm: string };
  /** Shows the required mark (change-password marks all its fields). */
  markRequired?: boolean;
}

/** The new password and its confirmation; the confirmation is checked again as the new password changes. */
export function NewPasswordFields<T extends NewPasswordValues>({ form, ids, markRequired }: NewPasswordFieldsProps<T>) {
  const { control, formState, getValues, trigger } = form;
  const newPassword = 'newPassword' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  const recheckConfirmation = () => {
    if (getValues(confirmPassword) !== '') void trigger(confirmPassword);
  };
  return (
    <>
      <PasswordField
        control={control}
        name={newPassword}
        id={ids.password}
        label="New Password"
        error={formState.errors.newPassword?.message as string | undefined}
        autoComplete="new-password"
        markRequired={markRequired}
        onEdited={recheckConfirmation}
      />
      <PasswordField
        control={control}
        name={confirmPassword}
        id={ids.confirm}
        label="Confirm Password"
        error={formState.errors.confirmPassword?.message as string | undefined}
        autoComplete="new-password"
        markRequired={markRequired}
      />
    </>
  );
}
