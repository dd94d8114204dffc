import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { SUCCESS_FALLBACKS } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { useMessageCall } from '../api/use-message-call';
import { forgotPasswordFormSchema, type ForgotPasswordFormInput, type ForgotPasswordFormValues } from '../schemas/forgot-password-schema';
import { AuthPageTitle } from './auth-page-title';
import { BackLink } from './back-link';

const EMAIL_ID = 'forgot-password-email';

/** Spec sections 2, 5 and 8: mails a reset link; the form clears on success and keeps its input on failure. */
export function ForgotPasswordForm() {
  const { control, handleSubmit, formState, reset } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormValues>({
    mode: 'onChange',
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const sendLink = useMessageCall('auth.forgotPassword', {
    successFallback: SUCCESS_FALLBACKS.forgotPassword,
    afterSuccess: () => reset({ email: '' }),
  });
  const error = formState.errors.email?.message;

  return (
    <form noValidate aria-label="Forgot Password" onSubmit={(event) => void handleSubmit((values) => sendLink.mutate({ email: values.email }))(event)}>
      <AuthPageTitle title="Forgot Password" text="Enter your registered email address to receive a reset password link" />
      <FormField id={EMAIL_ID} label="Email" error={error}>
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <Input
              {...field}
              id={EMAIL_ID}
              type="email"
              size="large"
              autoComplete="username"
              placeholder="name@company.com"
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldErrorId(EMAIL_ID)}
            />
          )}
        />
      </FormField>
      <Button type="primary" htmlType="submit" size="large" block loading={sendLink.isPending}>
        Send link
      </Button>
      <BackLink to={ROUTES.signIn}>Back to Sign In</BackLink>
    </form>
  );
}
