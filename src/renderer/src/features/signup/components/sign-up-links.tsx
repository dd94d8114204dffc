import { Button, theme } from 'antd';
import { ROUTES } from '@shared/routes';
import { TextLink } from '@renderer/components/text-link';
import { useOpenExternalLink } from '../api/use-open-external-link';

/** Under the sign-up form: Terms of Service and Privacy Policy (system browser), and the way back to Sign In. */
export function SignUpLinks() {
  const { token } = theme.useToken();
  const openLink = useOpenExternalLink();
  const inlineLink = { padding: 0, height: 'auto', fontSize: 'inherit', verticalAlign: 'baseline' } as const;
  return (
    <div style={{ marginTop: token.marginLG, textAlign: 'center', color: token.colorTextSecondary }}>
      <p style={{ margin: `0 0 ${token.marginXS}px` }}>
        By signing up you agree to our{' '}
        <Button type="link" style={inlineLink} onClick={() => void openLink('termsOfService')}>
          Terms of Service
        </Button>{' '}
        and{' '}
        <Button type="link" style={inlineLink} onClick={() => void openLink('privacyPolicy')}>
          Privacy Policy
        </Button>
        .
      </p>
      <p style={{ margin: 0 }}>
        Already have an account? <TextLink to={ROUTES.signIn}>Sign In</TextLink>
      </p>
    </div>
  );
}
