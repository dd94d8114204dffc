import { theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { toDisplayDate } from '@shared/date-format';
import type { DashboardSummary } from '@shared/contract/new-hires';
import { routes } from '@shared/routes';

/** The overdue tasks the summary lists, oldest first as the gateway gives them. */
export function OverdueTasks({ overdue }: { overdue: DashboardSummary['overdueTasks'] }) {
  const { token } = theme.useToken();
  if (overdue.items.length === 0) return <Typography.Text type="secondary">No task is overdue.</Typography.Text>;
  return (
    <ul aria-label="Overdue tasks" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {overdue.items.map((task) => (
        <li key={task._id}>
          <Typography.Text strong>{task.title}</Typography.Text>
          <div>
            <Typography.Text type="danger">{`Due ${toDisplayDate(task.dueDate)}`}</Typography.Text>
            <Typography.Text type="secondary">{' · for '}</Typography.Text>
            <Link to={routes.hireInfo(task.hire._id)}>{task.hire.fullName}</Link>
            <Typography.Text type="secondary">{` · ${task.assignee ? task.assignee.fullName : 'No one assigned'}`}</Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
