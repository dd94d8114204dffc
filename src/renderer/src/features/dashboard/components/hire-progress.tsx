import { Flex, Progress, Tag, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from '@shared/contract/new-hires';
import { HIRE_STATUS_LABELS } from '@shared/onboarding';
import { routes } from '@shared/routes';
import { startDateText } from '../lib/start-date-text';

/** Each active hire's tasks: done of total as a bar, and how many are overdue. */
export function HireProgress({ progress }: { progress: DashboardSummary['progress'] }) {
  const { token } = theme.useToken();
  if (progress.length === 0) return <Typography.Text type="secondary">No hire is preboarding or onboarding.</Typography.Text>;
  return (
    <ul aria-label="Progress by hire" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.margin }}>
      {progress.map((hire) => {
        const percent = hire.total === 0 ? 0 : Math.round((hire.done / hire.total) * 100);
        return (
          <li key={hire.hireId}>
            <Flex justify="space-between" wrap gap={token.marginXS}>
              <span>
                <Link to={routes.hireInfo(hire.hireId)}>{hire.fullName}</Link>
                <Typography.Text type="secondary">{` · ${HIRE_STATUS_LABELS[hire.status]} · starts ${startDateText(hire.startDate)}`}</Typography.Text>
              </span>
              {hire.overdue > 0 ? <Tag color="error">{`${hire.overdue} overdue`}</Tag> : null}
            </Flex>
            <Progress
              percent={percent}
              format={() => `${hire.done}/${hire.total}`}
              aria-label={`${hire.fullName}: ${hire.done} of ${hire.total} tasks done`}
              status={hire.total > 0 && hire.done === hire.total ? 'success' : 'normal'}
            />
          </li>
        );
      })}
    </ul>
  );
}
