import { Button, Flex } from 'antd';
import type { Task } from '@shared/contract/onboarding-schemas';

export interface TaskRowActionsProps {
  task: Task;
  disabled: boolean;
  /** The status this row is being moved to, while the change is on its way. */
  pending: boolean;
  onStatus(task: Task, status: Task['status']): void;
  onBlock(task: Task): void;
}

/** Complete or reopen, and block with a reason or unblock; each button names its task for screen readers. */
export function TaskRowActions({ task, disabled, pending, onStatus, onBlock }: TaskRowActionsProps) {
  const off = disabled || pending;
  if (task.status === 'done') {
    return (
      <Button size="small" disabled={off} aria-label={`Reopen ${task.title}`} onClick={() => onStatus(task, 'todo')}>
        Reopen
      </Button>
    );
  }
  return (
    <Flex gap={8} wrap>
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
    </Flex>
  );
}
