import { Card, Checkbox, Flex, Tag, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { toDisplayDate } from '@shared/date-format';
import type { Task } from '@shared/contract/onboarding-schemas';
import { TASK_CATEGORY_LABELS, TASK_STATUS_LABELS } from '@shared/onboarding';
import type { QueuedStatus } from '@renderer/domain/tasks/use-queued-task-statuses';

export interface WelcomeTaskControls {
  onToggle(task: Task): void;
  /** Changes not on the gateway yet, by task id: waiting to be sent, or on their way. */
  queued: ReadonlyMap<string, QueuedStatus>;
  disabled: boolean;
}

export interface WelcomeTasksCardProps {
  tasks: readonly Task[];
  /** The new hire's own page; without it (the coordinator's preview) the tasks are only listed. */
  controls?: WelcomeTaskControls | undefined;
  /** A welcome page's tasks block names the card itself. */
  title?: string;
}

const byDueDate = (a: Task, b: Task) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title);

/** The hire's own tasks by due date; on their own page each can be ticked off or opened again. */
export function WelcomeTasksCard({ tasks, controls, title = 'Your tasks' }: WelcomeTasksCardProps) {
  const { token } = theme.useToken();
  const sorted = useMemo(() => [...tasks].sort(byDueDate), [tasks]);
  const open = tasks.filter((task) => task.status !== 'done').length;
  return (
    <Card
      title={title}
      extra={tasks.length > 0 ? <Typography.Text type="secondary">{`${tasks.length - open} of ${tasks.length} done`}</Typography.Text> : null}
    >
      {sorted.length === 0 ? (
        <Typography.Text type="secondary">You have no tasks yet. Any your company gives you will be listed here.</Typography.Text>
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
          {sorted.map((task) => {
            const late = task.overdue && task.status !== 'done';
            const queued = controls?.queued.get(task._id);
            return (
              <li key={task._id} style={{ paddingBottom: token.paddingXS, borderBottom: `1px solid ${token.colorSplit}` }}>
                {controls ? (
                  <Checkbox
                    checked={task.status === 'done'}
                    // A change on its way is answered before the next one is made on the version it leaves.
                    disabled={controls.disabled || queued?.sending === true}
                    onChange={() => {
                      if (!controls.disabled) controls.onToggle(task);
                    }}
                  >
                    <Typography.Text delete={task.status === 'done'}>{task.title}</Typography.Text>
                  </Checkbox>
                ) : (
                  <Typography.Text strong>{task.title}</Typography.Text>
                )}
                <Flex wrap gap={token.marginXS} align="center" style={{ marginTop: token.marginXXS, paddingInlineStart: controls ? 24 : 0 }}>
                  <Typography.Text type={late ? 'danger' : 'secondary'}>{`Due ${toDisplayDate(task.dueDate)}`}</Typography.Text>
                  {late ? <Tag color="error">Overdue</Tag> : null}
                  {queued && !queued.sending ? <Tag color="warning">Waiting to send</Tag> : null}
                  <Tag>{TASK_CATEGORY_LABELS[task.taskCategory]}</Tag>
                  {controls && task.status !== 'blocked' ? null : (
                    <Tag color={task.status === 'blocked' ? 'warning' : undefined}>{TASK_STATUS_LABELS[task.status]}</Tag>
                  )}
                </Flex>
                {task.status === 'blocked' && task.blockedReason ? (
                  <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXXS}px 0 0`, paddingInlineStart: controls ? 24 : 0 }}>
                    {`Blocked: ${task.blockedReason}`}
                  </Typography.Paragraph>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
