import { Button, Flex, Popconfirm, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { toDisplayDate } from '@shared/date-format';
import { ASSIGNEE_ROLE_LABELS, TASK_STATUS_LABELS, type TaskStatus } from '@shared/onboarding';
import { isRichTextBlank } from '@shared/rich-text';
import { RichTextView } from '@renderer/components/rich-text/rich-text-view';
import { BLOCK_TASK_QUESTION, BlockTaskDialog } from '@renderer/domain/tasks/block-task-dialog';
import { buttonPlace, focusButtonAt, focusIsLost } from '@renderer/domain/tasks/button-place';
import { useQueueTaskStatus } from '@renderer/domain/tasks/use-queue-task-status';
import { useQueuedTaskStatuses, withQueuedStatus } from '@renderer/domain/tasks/use-queued-task-statuses';
import { useHireAction } from '../api/use-hire-action';
import { displayDateTime } from '../lib/date-time';

const STATUS_COLOURS: Readonly<Record<TaskStatus, string>> = { todo: 'default', done: 'green', blocked: 'orange' };

export interface TaskItemProps {
  hireId: string;
  task: Task;
  /** Whether the task may be edited and deleted. */
  canChange: boolean;
  /** Whether its status may be moved (complete, reopen, block, unblock). */
  canChangeStatus: boolean;
  /** The hire was withdrawn: the task is kept as it was, with nothing to do to it until the hire is reopened. */
  onHold: boolean;
  onEdit(task: Task): void;
}

/** One task: what, who, by when and where it stands, with what may be done to it. */
export function TaskItem({ hireId, task: stored, canChange, canChangeStatus, onHold, onEdit }: TaskItemProps) {
  const { token } = theme.useToken();
  const [blocking, setBlocking] = useState(false);
  // Status changes go through the queue of changes (offline too); the task shows as it will be.
  const queueStatus = useQueueTaskStatus();
  const queued = useQueuedTaskStatuses([stored._id]).get(stored._id);
  const task = withQueuedStatus(stored, queued);
  const remove = useHireAction('tasks.delete', hireId);
  const busy = (queued?.sending ?? false) || remove.isPending;
  const late = task.overdue && task.status !== 'done';
  // The button pressed is replaced or turned off by the change: its replacement takes the focus.
  const actions = useRef<HTMLDivElement>(null);
  const pressedPlace = useRef<number | null>(null);
  const rememberPressed = () => {
    pressedPlace.current = buttonPlace(actions.current, document.activeElement);
  };
  const keepPlace = () => {
    if (pressedPlace.current === null || !focusIsLost()) return;
    if (focusButtonAt(actions.current, pressedPlace.current)) pressedPlace.current = null;
  };
  // When the buttons change with the task: keepPlace reads only refs and the page.
  useEffect(keepPlace, [task.status, busy]);
  const move = (status: TaskStatus, blockedReason?: string) => {
    if (!canChangeStatus || busy) return;
    if (!blockedReason) rememberPressed();
    queueStatus({ task, status, ...(blockedReason ? { blockedReason } : {}) });
    setBlocking(false);
  };
  const actionLabel = (verb: string) => `${verb} ${task.title}`;

  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Flex align="center" gap="small" wrap>
            <Typography.Text strong delete={task.status === 'done'}>
              {task.title}
            </Typography.Text>
            <Tag color={STATUS_COLOURS[task.status]}>{TASK_STATUS_LABELS[task.status]}</Tag>
            {queued && !queued.sending ? <Tag color="warning">Waiting to send</Tag> : null}
            {onHold && task.status !== 'done' ? <Tag>On hold</Tag> : null}
          </Flex>
          <div>
            Assigned to {task.assignee?.fullName ?? ASSIGNEE_ROLE_LABELS[task.assigneeRole]}
            {task.assigneeNote ? <Typography.Text type="secondary"> ({task.assigneeNote})</Typography.Text> : null}
          </div>
          <div style={late ? { color: token.colorError, fontWeight: 600 } : undefined}>
            Due {toDisplayDate(task.dueDate)}
            {late ? ' (overdue)' : ''}
          </div>
          {task.status === 'blocked' && task.blockedReason ? <div>Blocked: {task.blockedReason}</div> : null}
          {task.status === 'done' && task.completedAt ? (
            <Typography.Text type="secondary">
              Completed{task.completedBy ? ` by ${task.completedBy.fullName}` : ''} on {displayDateTime(task.completedAt)}
            </Typography.Text>
          ) : null}
          {isRichTextBlank(task.description) ? null : <RichTextView html={task.description} style={{ marginTop: token.marginXS }} />}
        </div>
        {onHold ? null : (
          <Flex ref={actions} gap="small" wrap>
            {task.status === 'done' ? (
              <Button size="small" aria-label={actionLabel('Reopen')} disabled={!canChangeStatus || busy} onClick={() => move('todo')}>
                Reopen
              </Button>
            ) : (
              <Button size="small" type="primary" aria-label={actionLabel('Complete')} disabled={!canChangeStatus || busy} onClick={() => move('done')}>
                Complete
              </Button>
            )}
            {task.status === 'todo' ? (
              <Button
                size="small"
                aria-label={actionLabel('Block')}
                disabled={!canChangeStatus || busy}
                onClick={() => {
                  rememberPressed();
                  setBlocking(true);
                }}
              >
                Block
              </Button>
            ) : null}
            {task.status === 'blocked' ? (
              <Button size="small" aria-label={actionLabel('Unblock')} disabled={!canChangeStatus || busy} onClick={() => move('todo')}>
                Unblock
              </Button>
            ) : null}
            <Button size="small" aria-label={actionLabel('Edit')} disabled={!canChange || busy} onClick={() => onEdit(task)}>
              Edit
            </Button>
            {task.status === 'done' ? null : (
              <Popconfirm
                title={`Delete “${task.title}”?`}
                description="The task is removed from this hire."
                okText="Delete"
                okButtonProps={{ danger: true }}
                disabled={!canChange || busy}
                onConfirm={() => remove.mutate({ taskId: task._id, version: task.version })}
              >
                <Button size="small" danger aria-label={actionLabel('Delete')} disabled={!canChange || busy}>
                  Delete
                </Button>
              </Popconfirm>
            )}
          </Flex>
        )}
      </Flex>
      <BlockTaskDialog
        taskTitle={blocking ? task.title : null}
        question={BLOCK_TASK_QUESTION.hireProfile}
        pending={false}
        onBlock={(reason) => move('blocked', reason)}
        onCancel={() => setBlocking(false)}
        // The Block button it would give the focus back to has become Unblock: the focus goes there.
        onClosed={keepPlace}
      />
    </li>
  );
}
