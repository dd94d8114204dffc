import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { Hire, Task } from '@shared/contract/onboarding-schemas';
import { TASK_CATEGORIES, TASK_CATEGORY_LABELS, type TaskCategory } from '@shared/onboarding';
import { TaskProgress } from '@renderer/domain/tasks/task-progress';
import { failureMessage } from '@renderer/lib/bridge';
import { useHireTasks } from '../api/use-hire-tasks';
import { TaskFormModal, type TaskFormTarget } from './task-form-modal';
import { TaskItem } from './task-item';

type ModalState = { kind: 'create'; category: TaskCategory } | { kind: 'edit'; taskId: string } | null;

export const TASKS_ON_HOLD_TEXT =
  'This hire was withdrawn: their open tasks are on hold and out of everyone’s task lists. Reopen the hire to bring them back as they were.';

const doneCount = (tasks: readonly Task[]) => tasks.filter((task) => task.status === 'done').length;

function TaskGroup({
  hire,
  category,
  tasks,
  canChange,
  canChangeStatus,
  onHold,
  onEdit,
}: {
  hire: Hire;
  category: TaskCategory;
  tasks: readonly Task[];
  canChange: boolean;
  canChangeStatus: boolean;
  onHold: boolean;
  onEdit(task: Task): void;
}) {
  const headingId = `task-group-${category}`;
  const label = TASK_CATEGORY_LABELS[category];
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {label}
        </Typography.Title>
        <TaskProgress variant="bar" label={`${label} progress`} done={doneCount(tasks)} total={tasks.length} />
      </Flex>
      {tasks.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          No tasks in this category.
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {tasks.map((task) => (
            <TaskItem key={task._id} hireId={hire._id} task={task} canChange={canChange} canChangeStatus={canChangeStatus} onHold={onHold} onEdit={onEdit} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The hire's tasks in the four categories of spec section 3, each with its progress, and the whole plan's. */
/** `canChange` adds, edits and deletes tasks; `canChangeStatus` moves their status (a manager may do only this, docs/renderer.md). */
export function HireTasksCard({ hire, canChange, canChangeStatus }: { hire: Hire; canChange: boolean; canChangeStatus: boolean }) {
  const tasks = useHireTasks(hire._id);
  // A withdrawn hire's tasks are frozen as they were (docs/adr/0006) until the hire is reopened.
  const onHold = hire.status === 'withdrawn';
  const [modal, setModal] = useState<ModalState>(null);
  const editing = modal?.kind === 'edit' ? tasks.data?.find((task) => task._id === modal.taskId) : undefined;
  // The edited task is read from the latest list, so a save after a reload names the current version.
  const target: TaskFormTarget | null =
    modal?.kind === 'create' ? { kind: 'create', category: modal.category, dueDate: hire.startDate } : editing ? { kind: 'edit', task: editing } : null;

  let body;
  if (tasks.data) {
    const all = tasks.data;
    body = (
      <>
        {onHold ? <Alert type="info" showIcon title={TASKS_ON_HOLD_TEXT} style={{ marginBottom: 16 }} /> : null}
        <TaskProgress variant="bar" label="Overall progress" caption="Overall" done={doneCount(all)} total={all.length} />
        {TASK_CATEGORIES.map((category) => (
          <TaskGroup
            key={category}
            hire={hire}
            category={category}
            tasks={all.filter((task) => task.taskCategory === category)}
            canChange={canChange}
            canChangeStatus={canChangeStatus}
            onHold={onHold}
            onEdit={(task) => setModal({ kind: 'edit', taskId: task._id })}
          />
        ))}
      </>
    );
  } else if (tasks.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={failureMessage(tasks.error, 'The tasks could not be loaded.')}
        action={
          <Button size="small" onClick={() => void tasks.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  }

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Tasks</h2>}
      extra={
        <Button
          type="primary"
          disabled={!canChange || onHold}
          onClick={() => canChange && !onHold && setModal({ kind: 'create', category: TASK_CATEGORIES[0] })}
        >
          Add task
        </Button>
      }
      aria-busy={tasks.isPending}
    >
      {body}
      <TaskFormModal hireId={hire._id} target={target} canChange={canChange} onClose={() => setModal(null)} />
    </Card>
  );
}
