import { Button, Flex, Typography, theme } from 'antd';
import type { ResolvedPlanTask } from '@shared/contract/tasks';
import { planTaskDueText } from '@renderer/domain/tasks/plan-task-due-text';
import { ASSIGNEE_ROLE_LABELS, TASK_CATEGORIES, TASK_CATEGORY_LABELS } from '@shared/onboarding';

export interface HeldPlanTasksProps {
  tasks: readonly ResolvedPlanTask[];
  disabled: boolean;
  onRemove(task: ResolvedPlanTask): void;
}

/** A plan's tasks held on the client before it is assigned, by category, each one removable. */
export function HeldPlanTasks({ tasks, disabled, onRemove }: HeldPlanTasksProps) {
  const { token } = theme.useToken();
  return (
    <>
      {TASK_CATEGORIES.map((category) => {
        const inCategory = tasks.filter((task) => task.taskCategory === category);
        if (inCategory.length === 0) return null;
        const headingId = `held-plan-${category}`;
        return (
          <section key={category} aria-labelledby={headingId} style={{ marginTop: token.marginMD }}>
            <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
              {TASK_CATEGORY_LABELS[category]} ({inCategory.length})
            </Typography.Title>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {inCategory.map((task, index) => (
                <li key={`${task.title}-${index}`} style={{ padding: `${token.paddingXS}px 0`, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                  <Flex justify="space-between" align="center" gap="middle">
                    <div>
                      <Typography.Text strong>{task.title}</Typography.Text>
                      <div>
                        Assigned to {task.assignee?.fullName ?? ASSIGNEE_ROLE_LABELS[task.assigneeRole]}
                        {task.assigneeNote ? <Typography.Text type="secondary"> ({task.assigneeNote})</Typography.Text> : null}
                        {' · '}
                        {planTaskDueText(task)}
                      </div>
                    </div>
                    <Button size="small" aria-label={`Remove ${task.title}`} disabled={disabled} onClick={() => onRemove(task)}>
                      Remove
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
