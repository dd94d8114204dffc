import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@renderer/features/password/components/forgot-password-form';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
