import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { SignUpPage } from '@renderer/features/signup/components/sign-up-page';

export default function SignUpRoute() {
  return (
    <AuthLayout>
      <SignUpPage />
    </AuthLayout>
  );
}
