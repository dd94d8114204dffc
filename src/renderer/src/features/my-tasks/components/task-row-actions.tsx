import { Button, Tag } from 'antd';
import './task-cells.css';
import type { Task } from '@shared/contract/onboarding-schemas';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';
import { taskActionsMark } from '../hooks/use-task-action-focus';

export interface TaskRowActionsProps {
  task: Task;
  disabled: boolean;
  /** A change to this task is on its way to the gateway: the next one waits for its answer. */
  pending: boolean;
  /** The task has a change waiting for the gateway (the row shows it as it will be). */
  waiting: boolean;
  onStatus(task: Task, status: Task['status']): void;
  onBlock(task: Task): void;
  /** Opens the task's comments; reading them stays possible whatever the other buttons allow. */
  onComments(task: Task): void;
}

/** Complete or reopen, block with a reason or unblock, and open the comments; each button names its task for screen readers. */
export function TaskRowActions({ task, disabled, pending, waiting, onStatus, onBlock, onComments }: TaskRowActionsProps) {
  const off = disabled || pending;
  const waitingTag = waiting ? <Tag color="warning">Waiting to send</Tag> : null;
  // Reading the comments changes nothing: open while logged in as someone else too.
  const comments = (
    <AllowWhileReadOnly>
      <Button size="small" aria-label={`Comments on ${task.title}`} onClick={() => onComments(task)}>
        Comments
      </Button>
    </AllowWhileReadOnly>
  );
  if (task.status === 'done') {
    return (
      <div className="hcm-task-actions" {...taskActionsMark(task._id)}>
        <Button size="small" disabled={off} aria-label={`Reopen ${task.title}`} onClick={() => onStatus(task, 'todo')}>
          Reopen
        </Button>
        {comments}
        {waitingTag}
      </div>
    );
  }
  return (
    <div className="hcm-task-actions" {...taskActionsMark(task._id)}>
      <Button size="small" type="primary" ghost disabled={off} aria-label={`Complete ${task.title}`} onClick={() => onStatus(task, 'done')}>
        Complete
      </Button>
      {task.status === 'blocked' ? (
        <Button size="small" disabled={off} aria-label={`Unblock ${task.title}`} onClick={() => onStatus(task, 'todo')}>
          Unblock
        </Button>
      ) : (
        <Button size="small" disabled={off} aria-label={`Block ${task.title}`} onClick={() => onBlock(task)}>
          Block
        </Button>
      )}
      {comments}
      {waitingTag}
    </div>
  );
}
