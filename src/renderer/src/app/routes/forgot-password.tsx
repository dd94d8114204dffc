import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@renderer/features/password/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
