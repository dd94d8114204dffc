import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SUCCESS_FALLBACKS } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { useMessageCall } from '../api/use-message-call';
import { setNewPasswordFormSchema, type SetNewPasswordFormValues } from '../schemas/new-password-schema';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

const IDS = { temporary: 'set-new-password-temporary', password: 'set-new-password-new', confirm: 'set-new-password-confirm' } as const;

/** Spec sections 2, 5 and 8: replaces the mailed temporary password, then on to sign-in. */
export function SetNewPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useForm<SetNewPasswordFormValues>({
    mode: 'onChange',
    resolver: zodResolver(setNewPasswordFormSchema),
    defaultValues: { temporaryPassword: '', newPassword: '', confirmPassword: '' },
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
