import { theme } from 'antd';
import { Link } from 'react-router-dom';

export function BackLink({ to, children }: { to: string; children: string }) {
  const { token } = theme.useToken();
  return (
    <p style={{ textAlign: 'center', marginTop: token.marginLG, marginBottom: 0 }}>
      <Link to={to} style={{ color: token.colorLink }}>
        {children}
      </Link>
    </p>
  );
}
