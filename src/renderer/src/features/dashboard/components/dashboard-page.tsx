import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { toDisplayDate } from '@shared/date-format';
import { onboardingPermission } from '@shared/permissions';
import { routes } from '@shared/routes';
import { LoadFailure } from '@renderer/components/load-failure';
import { useDashboardSummary } from '@renderer/domain/hires/use-dashboard-summary';
import { useSession } from '@renderer/lib/session/session-context';
import { AttentionStats } from './attention-stats';
import { HireList } from './hire-list';
import { HireProgress } from './hire-progress';
import { HiresByStatusChart } from './hires-by-status-chart';
import { OverdueTasks } from './overdue-tasks';

const VIEW_NEW_HIRES = onboardingPermission('new_hires', 'view');

/** /dashboard: what needs attention now across the company's onboarding. */
export function DashboardPage() {
  const { state } = useSession();
  const seesEveryone = state.user?.permissions.includes(VIEW_NEW_HIRES) ?? false;
  const query = useDashboardSummary();
  const summary = query.data;
  const loading = query.isPending;

  return (
    <>
      <Typography.Title level={1}>Dashboard</Typography.Title>
      {summary ? <Typography.Paragraph type="secondary">{`What needs attention on ${toDisplayDate(summary.today)}.`}</Typography.Paragraph> : null}
      {query.isError ? (
        <LoadFailure
          style={{ marginBottom: 24 }}
          title="The dashboard could not be loaded"
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Flex vertical gap={24}>
          <AttentionStats summary={summary} />
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={12}>
              <Card title="Hires by status" loading={loading}>
                {summary ? <HiresByStatusChart counts={summary.counts} /> : null}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card
                title={summary ? `Pending approval (${summary.pendingApproval.total})` : 'Pending approval'}
                loading={loading}
                extra={seesEveryone ? <Link to={routes.newHires({ status: ['pending'] })}>Review pending hires</Link> : null}
              >
                {summary ? <HireList label="Pending hires" hires={summary.pendingApproval.items} emptyText="No hire is waiting for approval." /> : null}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Starting this week" loading={loading}>
                {summary ? <HireList label="Starting this week" hires={summary.startingThisWeek} emptyText="No one starts this week." /> : null}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Starting next week" loading={loading}>
                {summary ? <HireList label="Starting next week" hires={summary.startingNextWeek} emptyText="No one starts next week." /> : null}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card
                title={summary ? `Overdue tasks: ${summary.overdueTasks.mine} yours, ${summary.overdueTasks.total} in all` : 'Overdue tasks'}
                loading={loading}
                extra={
                  <Flex gap={12} wrap>
                    <Link to={routes.tasks({ due: 'overdue' })}>Your overdue tasks</Link>
                    {seesEveryone ? <Link to={routes.tasks({ due: 'overdue', whose: 'all' })}>All overdue tasks</Link> : null}
                  </Flex>
                }
              >
                {summary ? <OverdueTasks overdue={summary.overdueTasks} /> : null}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Progress by hire" loading={loading}>
                {summary ? <HireProgress progress={summary.progress} /> : null}
              </Card>
            </Col>
          </Row>
        </Flex>
      )}
    </>
  );
}
