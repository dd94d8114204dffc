import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { SignUpPage } from '@renderer/features/signup/components/sign-up-page';
import { UnsavedChangesPrompt } from '@renderer/lib/forms/unsaved-changes-prompt';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

export default function SignUpRoute() {
  useDocumentTitle('Sign up');
  return (
    <AuthLayout>
      <SignUpPage />
      <UnsavedChangesPrompt />
    </AuthLayout>
  );
}
