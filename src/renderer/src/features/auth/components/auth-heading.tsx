import { theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { AUTH_LAYOUT_TEXT } from '@shared/messages';
import { ROUTES } from '@shared/routes';

const SIGN_IN_HEADING_PATHS = new Set<string>([ROUTES.signIn, ROUTES.forgotPassword]);

/** Spec section 2: the sign-in heading on /sign-in and /forgot-password, the journey heading elsewhere. */
export function AuthHeading() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const title = { fontSize: token.fontSizeHeading2, fontWeight: 600, color: token.colorTextHeading, margin: `0 0 ${token.marginXS}px` };
  const secondary = { color: token.colorTextSecondary, margin: 0, fontSize: token.fontSizeLG };

  if (SIGN_IN_HEADING_PATHS.has(pathname)) {
    return (
      <header style={{ marginBottom: token.marginXL }}>
        <h1 style={title}>{AUTH_LAYOUT_TEXT.signInTitle}</h1>
        <p style={{ ...secondary, color: token.colorText, fontWeight: 500 }}>{AUTH_LAYOUT_TEXT.signInSubtitle}</p>
        <p style={secondary}>{AUTH_LAYOUT_TEXT.signInTagline}</p>
      </header>
    );
  }
  return (
    <header style={{ marginBottom: token.marginXL }}>
      <h1 style={title}>{AUTH_LAYOUT_TEXT.journeyTitle}</h1>
      <p style={secondary}>Register your company and choose the products your teams need.</p>
    </header>
  );
}
