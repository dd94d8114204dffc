import { Alert, Button, Card, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { TaskProgress } from '@renderer/domain/tasks/task-progress';
import { failureMessage } from '@renderer/lib/bridge';
import { useHirePlans } from '../api/use-hire-plans';
import { displayDateTime } from '../lib/date-time';
import { AssignPlanModal } from './assign-plan-modal';

/** The plans assigned to the hire with their progress, and the way to assign another. */
export function HirePlansCard({ hire, canChange }: { hire: Hire; canChange: boolean }) {
  const { token } = theme.useToken();
  const plans = useHirePlans(hire._id);
  const [assigning, setAssigning] = useState(false);

  let body;
  if (plans.data) {
    body =
      plans.data.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          No plan assigned yet.
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {plans.data.map((plan) => (
            <li key={plan._id} style={{ padding: `${token.paddingXS}px 0` }}>
              <Typography.Text strong>{plan.name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  Assigned{plan.assignedBy ? ` by ${plan.assignedBy.fullName}` : ''} on {displayDateTime(plan.assignedAt)}
                </Typography.Text>
              </div>
              <TaskProgress variant="bar" label={`${plan.name} progress`} done={plan.doneCount} total={plan.taskCount} />
            </li>
          ))}
        </ul>
      );
  } else if (plans.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={failureMessage(plans.error, 'The plans could not be loaded.')}
        action={
          <Button size="small" onClick={() => void plans.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  }

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Plans</h2>}
      extra={
        <Button disabled={!canChange || hire.status === 'withdrawn'} onClick={() => canChange && setAssigning(true)}>
          Assign plan
        </Button>
      }
      aria-busy={plans.isPending}
    >
      {body}
      <AssignPlanModal hire={hire} open={assigning} canChange={canChange} onClose={() => setAssigning(false)} />
    </Card>
  );
}
