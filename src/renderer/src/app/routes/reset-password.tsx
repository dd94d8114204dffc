import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { InvalidLinkNotice } from '@renderer/features/password/components/invalid-link-notice';
import { ResetPasswordForm } from '@renderer/features/password/components/reset-password-form';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** Opened from the reset mail: ?userId=<the account's email>&code=<the mailed code>. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('userId')?.trim() ?? '';
  const code = searchParams.get('code')?.trim() ?? '';
  return (
    <AuthLayout>
      {email === '' || code === '' ? (
        <InvalidLinkNotice
          title="This reset link is incomplete."
          description="It needs both the account and the reset code from the email. Open the link from the email again, or ask for a new one."
          linkTo={ROUTES.forgotPassword}
          linkLabel="Ask for a new reset link"
        />
      ) : (
        <ResetPasswordForm email={email} code={code} />
      )}
    </AuthLayout>
  );
}
