import { Alert, theme } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { routes } from '@shared/routes';
import { AuthPageTitle } from './auth-page-title';

export const PHONE_NOT_SET_UP = 'Phone verification is not set up.';

/** type=phone: no phone codes are sent, so the page says so and offers the email code instead. */
export function PhoneVerificationNotice({ email }: { email: string }) {
  const { token } = theme.useToken();
  const emailPath = routes.otpVerification({ id: email, type: 'email' });
  return (
    <div>
      <AuthPageTitle title="Verify Your Phone" />
      <Alert
        type="info"
        showIcon
        role="alert"
        title={PHONE_NOT_SET_UP}
        description="HCM does not send codes by text message. Verify your account with the code sent to your email instead."
      />
      <p style={{ marginTop: token.marginLG }}>
        <Link to={emailPath} style={{ color: token.colorLink }}>
          Verify with email instead
        </Link>
      </p>
      <p style={{ marginBottom: 0 }}>
        <Link to={ROUTES.signIn} style={{ color: token.colorLink }}>
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
