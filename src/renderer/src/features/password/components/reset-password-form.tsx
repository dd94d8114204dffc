import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SUCCESS_FALLBACKS } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { useMessageCall } from '../api/use-message-call';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../schemas/new-password-schema';
import { AuthPageTitle } from './auth-page-title';
import { BackLink } from './back-link';
import { PasswordField } from './password-field';

const IDS = { password: 'reset-password-new', confirm: 'reset-password-confirm' } as const;

/** Spec sections 2, 5 and 8: sets a new password with the mailed code, then on to sign-in. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const { control, handleSubmit, formState, getValues, trigger } = useForm<ResetPasswordFormValues>({
    mode: 'onChange',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const resetPassword = useMessageCall('auth.confirmForgotPassword', {
    successFallback: SUCCESS_FALLBACKS.resetPassword,
    afterSuccess: () => navigate(ROUTES.signIn, { replace: true }),
  });
  const { errors } = formState;
  const recheckConfirmation = () => {
    if (getValues('confirmPassword') !== '') void trigger('confirmPassword');
  };

  return (
    <form
      noValidate
      aria-label="Reset Password"
      onSubmit={(event) => void handleSubmit((values) => resetPassword.mutate({ email, code, password: values.newPassword }))(event)}
    >
      <AuthPageTitle title="Reset Password" />
      <PasswordField
        control={control}
        name="newPassword"
        id={IDS.password}
        label="New Password"
        error={errors.newPassword?.message}
        autoComplete="new-password"
        onEdited={recheckConfirmation}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        id={IDS.confirm}
        label="Confirm Password"
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" size="large" block loading={resetPassword.isPending}>
        Login
      </Button>
      <BackLink to={ROUTES.signIn}>Back to Sign In</BackLink>
    </form>
  );
}
