import { Card, Col, Row, Statistic, theme } from 'antd';
import type { DashboardSummary } from '@shared/contract/new-hires';

/** The numbers first: who starts soon, who waits for approval, what is late, what is yours to do. */
export function AttentionStats({ summary }: { summary: DashboardSummary | undefined }) {
  const { token } = theme.useToken();
  const loading = summary === undefined;
  const stats = [
    { key: 'week', title: 'Starting this week', value: summary?.startingThisWeek.length },
    { key: 'next', title: 'Starting next week', value: summary?.startingNextWeek.length },
    { key: 'pending', title: 'Pending approval', value: summary?.pendingApproval.total },
    {
      key: 'overdue',
      title: 'Overdue tasks (yours / all)',
      value: summary ? `${summary.overdueTasks.mine} / ${summary.overdueTasks.total}` : undefined,
      danger: (summary?.overdueTasks.total ?? 0) > 0,
    },
    { key: 'open', title: 'Your open tasks', value: summary?.myOpenTasks },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col key={stat.key} xs={12} md={8} xl={{ flex: '20%' }}>
          <Card size="small">
            <Statistic
              title={stat.title}
              value={stat.value ?? 0}
              loading={loading}
              styles={{ title: { color: token.colorTextSecondary }, content: stat.danger ? { color: token.colorError } : {} }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
