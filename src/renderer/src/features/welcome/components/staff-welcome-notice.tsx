import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { ResultTitle } from '@renderer/components/result-title';

/** /welcome-experiance is a new hire's own page; staff see a hire's welcome through its preview. */
export function StaffWelcomeNotice() {
  return (
    <Result
      status="info"
      title={<ResultTitle>This page is for new hires</ResultTitle>}
      subTitle="A new hire sees their welcome experience here when they sign in. To see what one of your hires will see, open the hire under New hires and choose to preview their welcome experience."
      extra={<Link to={ROUTES.newHires}>Go to New hires</Link>}
    />
  );
}
