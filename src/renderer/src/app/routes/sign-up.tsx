import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { SignUpPage } from '@renderer/features/signup/components/sign-up-page';
import { UnsavedChangesPrompt } from '@renderer/lib/forms/unsaved-changes-prompt';

export default function SignUpRoute() {
  return (
    <AuthLayout>
      <SignUpPage />
      <UnsavedChangesPrompt />
    </AuthLayout>
  );
}
