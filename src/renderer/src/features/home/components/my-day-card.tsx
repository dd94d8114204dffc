import { Card, Col, Flex, Row, Statistic, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { toDisplayDate } from '@shared/date-format';
import type { DashboardSummary } from '@shared/contract/new-hires';
import { ROUTES, routes } from '@shared/routes';
import { LoadFailure } from '@renderer/components/load-failure';
import { TextLink } from '@renderer/components/text-link';
import { useDashboardSummary } from '@renderer/domain/hires/use-dashboard-summary';

export interface MyDayCardProps {
  /** The user may open /tasks. */
  linkTasks: boolean;
  /** The user may see the company's hires: they get the week's starters, linked. */
  seesHires: boolean;
}

/** The user's own day: open and overdue tasks, and who starts this week. */
export function MyDayCard({ linkTasks, seesHires }: MyDayCardProps) {
  const { token } = theme.useToken();
  const day = useDashboardSummary();
  if (day.isError) {
    return <LoadFailure title="Your day could not be loaded" error={day.error} retrying={day.isFetching} onRetry={() => void day.refetch()} />;
  }
  const summary = day.data;
  const overdueMine = summary?.overdueTasks.mine ?? 0;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={seesHires ? 12 : 24}>
        <Card title="Your tasks" loading={day.isPending} extra={linkTasks ? <Link to={ROUTES.tasks}>Open my tasks</Link> : null}>
          <Flex gap={token.marginXL} wrap>
            <Statistic title="Open" value={summary?.myOpenTasks ?? 0} styles={{ title: { color: token.colorTextSecondary } }} />
            <Statistic
              title="Overdue"
              value={overdueMine}
              styles={{ title: { color: token.colorTextSecondary }, content: overdueMine > 0 ? { color: token.colorError } : {} }}
            />
          </Flex>
          {overdueMine > 0 && linkTasks ? (
            <Typography.Paragraph style={{ marginTop: token.margin, marginBottom: 0 }}>
              <Link to={routes.tasks({ due: 'overdue' })}>{overdueMine === 1 ? 'See your overdue task' : `See your ${overdueMine} overdue tasks`}</Link>
            </Typography.Paragraph>
          ) : null}
        </Card>
      </Col>
      {seesHires ? (
        <Col xs={24} lg={12}>
          <Card title="Starting this week" loading={day.isPending}>
            {summary ? <StartingThisWeek hires={summary.startingThisWeek} /> : null}
          </Card>
        </Col>
      ) : null}
    </Row>
  );
}

function StartingThisWeek({ hires }: { hires: DashboardSummary['startingThisWeek'] }) {
  const { token } = theme.useToken();
  if (hires.length === 0) return <Typography.Text type="secondary">No one starts this week.</Typography.Text>;
  return (
    <ul aria-label="Starting this week" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
      {hires.map((hire) => (
        <li key={hire._id}>
          <TextLink to={routes.hireInfo(hire._id)}>{hire.fullName}</TextLink>
          <Typography.Text type="secondary">
            {['', toDisplayDate(hire.startDate), hire.jobTitle].filter((part) => part !== undefined).join(' · ')}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
