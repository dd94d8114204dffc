import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { InvalidLinkNotice } from '@renderer/features/password/components/invalid-link-notice';
import { OtpVerificationForm } from '@renderer/features/password/components/otp-verification-form';
import { PhoneVerificationNotice } from '@renderer/features/password/components/phone-verification-notice';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** ?id=<the account's email>&type=email|phone; without a type the code is the email one. */
export default function OtpVerificationRoute() {
  useDocumentTitle('Verify your account');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('id')?.trim() ?? '';
  const type = searchParams.get('type') ?? 'email';

  let content;
  if (email === '' || (type !== 'email' && type !== 'phone')) {
    content = (
      <InvalidLinkNotice
        title="This verification link is not valid."
        description="It must say which account to verify and how (email or phone). Open the link from your email again."
        linkTo={ROUTES.signIn}
        linkLabel="Go to Sign In"
      />
    );
  } else if (type === 'phone') {
    content = <PhoneVerificationNotice email={email} />;
  } else {
    // A new address gets a fresh form and countdown.
    content = <OtpVerificationForm key={email} email={email} />;
  }
  return <AuthLayout>{content}</AuthLayout>;
}
