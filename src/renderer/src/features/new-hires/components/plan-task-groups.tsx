import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, theme, Typography } from 'antd';
import { useId, useRef } from 'react';
import type { ResolvedPlanTask } from '@shared/contract/tasks';
import { planTaskDueText } from '@renderer/domain/tasks/plan-task-due-text';
import { ASSIGNEE_ROLE_LABELS, TASK_CATEGORIES, TASK_CATEGORY_LABELS } from '@shared/onboarding';
import type { HeldPlanTask } from '../lib/held-plan';

const assigneeText = (task: ResolvedPlanTask) => task.assignee?.fullName ?? ASSIGNEE_ROLE_LABELS[task.assigneeRole];

export interface PlanTaskGroupsProps {
  tasks: readonly HeldPlanTask[];
  /** Takes a task out of the plan; without it the list is read only. */
  onRemove?(index: number): void;
  disabled?: boolean;
}

/**
 * A plan's tasks under the four categories (spec section 3), each with its due date and assignee.
 * A task taken out hands the focus to the next task's Remove (or the one before, for the last), so
 * the keyboard is not dropped to the top of the page with the button that went.
 */
export function PlanTaskGroups({ tasks, onRemove, disabled = false }: PlanTaskGroupsProps) {
  const { token } = theme.useToken();
  const idPrefix = useId();
  const removeButtons = useRef(new Map<number, HTMLElement>());
  const shownOrder = TASK_CATEGORIES.flatMap((category) => tasks.filter(({ task }) => task.taskCategory === category).map(({ index }) => index));
  const remove = (index: number) => {
    const at = shownOrder.indexOf(index);
    const neighbour = shownOrder[at + 1] ?? shownOrder[at - 1];
    if (neighbour !== undefined) removeButtons.current.get(neighbour)?.focus();
    onRemove?.(index);
  };
  return (
    <Flex vertical gap={token.marginSM}>
      {TASK_CATEGORIES.map((category) => {
        const inCategory = tasks.filter(({ task }) => task.taskCategory === category);
        const headingId = `${idPrefix}-${category}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <Typography.Title level={3} id={headingId} style={{ fontSize: token.fontSizeLG, marginBottom: token.marginXS }}>
              {`${TASK_CATEGORY_LABELS[category]} (${inCategory.length})`}
            </Typography.Title>
            {inCategory.length === 0 ? (
              <Typography.Text type="secondary">No tasks in this category.</Typography.Text>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {inCategory.map(({ index, task }) => (
                  <li
                    key={index}
                    style={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      gap: token.marginSM,
                      padding: `${token.paddingXS}px 0`,
                      borderBottom: `1px solid ${token.colorSplit}`,
                    }}
                  >
                    <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                      <Typography.Text strong>{task.title}</Typography.Text>
                      <Typography.Text type="secondary">{`${planTaskDueText(task)} · ${assigneeText(task)}`}</Typography.Text>
                      {task.assigneeNote && <Typography.Text type="secondary">{task.assigneeNote}</Typography.Text>}
                    </Flex>
                    {onRemove && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        disabled={disabled}
                        aria-label={`Remove ${task.title}`}
                        ref={(button) => {
                          if (button) removeButtons.current.set(index, button);
                          else removeButtons.current.delete(index);
                        }}
                        onClick={() => remove(index)}
                      >
                        Remove
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </Flex>
  );
}
