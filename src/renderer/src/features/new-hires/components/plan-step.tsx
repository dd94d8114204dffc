import { Alert, Button, Flex, Radio, Skeleton, theme, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OperationOutput } from '@shared/contract/registry';
import type { PlanTemplate } from '@shared/contract/tasks';
import { NotMatchingTasks } from '@renderer/domain/hires/not-matching-tasks';
import { failureMessage } from '@renderer/lib/bridge';
import { keptTasks } from '../lib/held-plan';
import type { PlanChoice } from '../lib/new-hire-draft-store';
import { PlanTaskGroups } from './plan-task-groups';

export const PLAN_STEP_TEXT = {
  legend: 'Onboarding plan',
  noPlan: 'No plan',
  noPlanHint: 'Add tasks to this hire later, one by one or from a plan.',
  templatesFailed: 'The plans could not be loaded.',
  tasksFailed: 'The plan’s tasks could not be loaded.',
  retry: 'Retry',
} as const;

const NONE = 'none';
const PROBLEM_ID = 'new-hire-plan-problem';

export interface PlanStepProps {
  templates: UseQueryResult<PlanTemplate[]>;
  planTasks: UseQueryResult<OperationOutput<'tasks.planTasks'>['data']>;
  choice: PlanChoice | null;
  /** Why Continue cannot go on yet, in words. */
  problem: string | undefined;
  onChoose(choice: PlanChoice): void;
  onRemove(index: number): void;
  onRestore(): void;
}

/**
 * Step 4, Plan: a plan template or no plan. A template's tasks are resolved for this hire's start
 * date and people, shown by category, and the user may take tasks out; the client holds them until
 * the plan is assigned after the hire is saved.
 */
export function PlanStep({ templates, planTasks, choice, problem, onChoose, onRemove, onRestore }: PlanStepProps) {
  const { token } = theme.useToken();
  const selected = choice === null ? undefined : choice.kind === 'none' ? NONE : choice.templateId;
  const removed = choice?.kind === 'template' ? choice.removed : [];
  const removedCount = removed.length;
  const tasksArea = useRef<HTMLDivElement>(null);
  const putBack = useRef<HTMLButtonElement>(null);
  // The button pressed goes away with what it did: the last task's Remove hands the focus to Put
  // back, and Put back to the first task's Remove.
  useEffect(() => {
    if (document.activeElement !== document.body) return;
    if (removedCount > 0) putBack.current?.focus();
    else tasksArea.current?.querySelector('button')?.focus();
  }, [removedCount]);

  return (
    <Flex vertical gap={token.marginMD}>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={PROBLEM_ID}>
        <legend style={{ fontSize: token.fontSize, marginBottom: token.marginXS, color: token.colorText }}>{PLAN_STEP_TEXT.legend}</legend>
        {templates.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : templates.isError ? (
          <Alert
            type="error"
            showIcon
            title={failureMessage(templates.error, PLAN_STEP_TEXT.templatesFailed)}
            action={<Button onClick={() => void templates.refetch()}>{PLAN_STEP_TEXT.retry}</Button>}
          />
        ) : (
          <Radio.Group
            value={selected}
            onChange={(event) => {
              const value = event.target.value as string;
              onChoose(value === NONE ? { kind: 'none' } : { kind: 'template', templateId: value, removed: [] });
            }}
            style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}
          >
            {templates.data.map((template) => (
              <Radio key={template._id} value={template._id}>
                <Typography.Text strong>{template.name}</Typography.Text>
                <Typography.Text type="secondary">{` · ${template.tasks.length} tasks`}</Typography.Text>
                {template.description && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {template.description}
                  </Typography.Paragraph>
                )}
              </Radio>
            ))}
            <Radio value={NONE}>
              <Typography.Text strong>{PLAN_STEP_TEXT.noPlan}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {PLAN_STEP_TEXT.noPlanHint}
              </Typography.Paragraph>
            </Radio>
          </Radio.Group>
        )}
        <div id={PROBLEM_ID} role="alert" style={{ color: token.colorError, minHeight: token.lineHeight * token.fontSize, marginTop: token.marginXXS }}>
          {problem}
        </div>
      </fieldset>
      {choice?.kind === 'template' &&
        (planTasks.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : planTasks.isError ? (
          <Alert
            type="error"
            showIcon
            title={failureMessage(planTasks.error, PLAN_STEP_TEXT.tasksFailed)}
            action={<Button onClick={() => void planTasks.refetch()}>{PLAN_STEP_TEXT.retry}</Button>}
          />
        ) : (
          <Flex ref={tasksArea} vertical gap={token.marginSM}>
            <PlanTaskGroups tasks={keptTasks(planTasks.data.tasks, removed)} onRemove={onRemove} />
            <NotMatchingTasks tasks={planTasks.data.notMatching} />
            {removed.length > 0 && (
              <Button ref={putBack} type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={onRestore}>
                {`Put back ${removed.length} removed task${removed.length === 1 ? '' : 's'}`}
              </Button>
            )}
          </Flex>
        ))}
    </Flex>
  );
}
