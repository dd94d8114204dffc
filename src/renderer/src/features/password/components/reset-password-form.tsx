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
import { NewPasswordFields } from './new-password-fields';

const IDS = { password: 'reset-password-new', confirm: 'reset-password-confirm' } as const;

/** Spec sections 2, 5 and 8: sets a new password with the mailed code, then on to sign-in. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordFormValues>({
    mode: 'onChange',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit } = form;
  const resetPassword = useMessageCall('auth.confirmForgotPassword', {
    successFallback: SUCCESS_FALLBACKS.resetPassword,
    afterSuccess: () => navigate(ROUTES.signIn, { replace: true }),
  });

  return (
    <form
      noValidate
      aria-label="Reset Password"
      onSubmit={(event) => void handleSubmit((values) => resetPassword.mutate({ email, code, password: values.newPassword }))(event)}
    >
      <AuthPageTitle title="Reset Password" />
      <NewPasswordFields form={form} ids={IDS} />
      <Button type="primary" htmlType="submit" size="large" block loading={resetPassword.isPending}>
        Login
      </Button>
      <BackLink to={ROUTES.signIn}>Back to Sign In</BackLink>
    </form>
  );
}
