import { Alert, theme } from 'antd';
import { Link } from 'react-router-dom';

export interface InvalidLinkNoticeProps {
  title: string;
  description: string;
  linkTo: string;
  linkLabel: string;
}

/** Shown instead of a form when the page was opened without what its link must carry. */
export function InvalidLinkNotice({ title, description, linkTo, linkLabel }: InvalidLinkNoticeProps) {
  const { token } = theme.useToken();
  return (
    <div>
      <Alert type="warning" showIcon title={title} description={description} role="alert" />
      <p style={{ marginTop: token.marginLG }}>
        <Link to={linkTo} style={{ color: token.colorLink }}>
          {linkLabel}
        </Link>
      </p>
    </div>
  );
}
