import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SUCCESS_FALLBACKS } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { FormField } from '@renderer/components/form-field';
import { takeTemporaryPassword } from '@renderer/lib/session/temporary-password-handoff';
import { useMessageCall } from '../api/use-message-call';
import { setNewPasswordFormSchema, type SetNewPasswordFormValues } from '../schemas/new-password-schema';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

const IDS = {
  email: 'set-new-password-email',
  temporary: 'set-new-password-temporary',
  password: 'set-new-password-new',
  confirm: 'set-new-password-confirm',
} as const;

/**
 * Spec sections 2, 5 and 8: replaces the mailed temporary password, then on to sign-in. The account's
 * email is shown (and offered to password managers as the username); the temporary password is
 * filled in when the user just signed in with it, from memory only.
 */
export function SetNewPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [handedOver] = useState(() => takeTemporaryPassword(email));
  const form = useForm<SetNewPasswordFormValues>({
    mode: 'onChange',
    resolver: zodResolver(setNewPasswordFormSchema),
    defaultValues: { temporaryPassword: handedOver ?? '', newPassword: '', confirmPassword: '' },
  });
  const { control, handleSubmit, formState } = form;
  const setPassword = useMessageCall('auth.setNewPassword', {
    successFallback: SUCCESS_FALLBACKS.setNewPassword,
    afterSuccess: () => navigate(ROUTES.signIn, { replace: true }),
  });
  const { errors } = formState;

  return (
    <form
      noValidate
      aria-label="Set new password"
      onSubmit={(event) =>
        void handleSubmit((values) => setPassword.mutate({ email, tempPassword: values.temporaryPassword, newPassword: values.newPassword }))(event)
      }
    >
      <FormField id={IDS.email} label="Email" error={undefined}>
        <Input id={IDS.email} type="email" size="large" value={email} readOnly autoComplete="username" />
      </FormField>
      <PasswordField
        control={control}
        name="temporaryPassword"
        id={IDS.temporary}
        label="Temporary Password"
        error={errors.temporaryPassword?.message}
        autoComplete="one-time-code"
      />
      <NewPasswordFields form={form} ids={IDS} />
      <Button type="primary" htmlType="submit" size="large" block loading={setPassword.isPending}>
        Login
      </Button>
    </form>
  );
}
