import { theme } from 'antd';

/** The screen's own heading under the auth layout's heading. */
export function AuthPageTitle({ title, text }: { title: string; text?: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <h2 style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading, margin: `0 0 ${token.marginXXS}px` }}>{title}</h2>
      {text ? <p style={{ color: token.colorTextSecondary, margin: 0 }}>{text}</p> : null}
    </div>
  );
}
