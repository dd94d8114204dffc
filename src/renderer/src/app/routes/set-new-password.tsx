import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { AuthPageTitle } from '@renderer/features/password/components/auth-page-title';
import { InvalidLinkNotice } from '@renderer/features/password/components/invalid-link-notice';
import { SetNewPasswordForm } from '@renderer/features/password/components/set-new-password-form';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** Opened from the welcome mail: ?userId=<the account's email>. */
export default function SetNewPasswordRoute() {
  useDocumentTitle('Set new password');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('userId')?.trim() ?? '';
  return (
    <AuthLayout>
      <AuthPageTitle title="Set New Password" text="Enter the temporary password from your welcome email, then choose your own." />
      {email === '' ? (
        <InvalidLinkNotice
          title="This link is incomplete."
          description="It does not say which account it is for. Open the link from your welcome email again, or sign in if your password is already set."
          linkTo={ROUTES.signIn}
          linkLabel="Go to Sign In"
        />
      ) : (
        <SetNewPasswordForm email={email} />
      )}
    </AuthLayout>
  );
}
