import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Space, Tag, Tooltip, Typography, theme } from 'antd';
import type { Plan, TaskTemplate } from '@shared/contract/plans';
import { ASSIGNEE_ROLE_LABELS, TASK_CATEGORIES, TASK_CATEGORY_LABELS } from '@shared/onboarding';
import { useCriteriaSummary } from '@renderer/domain/criteria/use-criteria-summary';
import { usePlanChange } from '../api/use-plans';
import { PLANS_TEXT, dueRuleText } from '../lib/plan-text';

interface PlanCardProps {
  plan: Plan;
  canChange: boolean;
  reason: string | null;
  onEditPlan(): void;
  onEditTask(template: TaskTemplate | null): void;
}

/** One plan: what it is, who it is for, and its tasks by category with their due rule, assignee and criteria. */
export function PlanCard({ plan, canChange, reason, onEditPlan, onEditTask }: PlanCardProps) {
  const { token } = theme.useToken();
  const summary = useCriteriaSummary();
  const archive = usePlanChange('plans.archive');
  const reorder = usePlanChange('plans.reorderTaskTemplates');
  const remove = usePlanChange('plans.removeTaskTemplate');
  const editable = canChange && !plan.archived;
  const headingId = `plan-${plan._id}-name`;

  const move = (template: TaskTemplate, step: -1 | 1) => {
    const ids = plan.taskTemplates.map((line) => line._id);
    const from = ids.indexOf(template._id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    reorder.mutate({ id: plan._id, version: plan.version, taskTemplateIds: ids });
  };

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <Flex gap="small" align="center" wrap>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
            {plan.name}
          </Typography.Title>
          {plan.autoAssign && <Tag color="blue">{PLANS_TEXT.autoAssign}</Tag>}
          {plan.archived && <Tag>{PLANS_TEXT.archived}</Tag>}
        </Flex>
      }
      extra={
        <Tooltip title={reason}>
          <Space wrap>
            <Button disabled={!editable} onClick={onEditPlan} aria-label={`${PLANS_TEXT.editPlan} ${plan.name}`}>
              {PLANS_TEXT.editPlan}
            </Button>
            <Popconfirm
              title={plan.archived ? `Restore “${plan.name}”?` : PLANS_TEXT.archiveConfirm(plan.name)}
              onConfirm={() => archive.mutate({ id: plan._id, version: plan.version, archived: !plan.archived })}
              disabled={!canChange}
            >
              <Button disabled={!canChange}>{plan.archived ? 'Restore' : 'Archive'}</Button>
            </Popconfirm>
          </Space>
        </Tooltip>
      }
    >
      {plan.description !== '' && <Typography.Paragraph>{plan.description}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">
        For: {summary(plan.criteria)} · {PLANS_TEXT.tasks(plan.taskTemplates.length)} · given to {PLANS_TEXT.hires(plan.hireCount)}
      </Typography.Paragraph>
      {plan.taskTemplates.length === 0 && <Typography.Paragraph>{PLANS_TEXT.noTasks}</Typography.Paragraph>}
      {TASK_CATEGORIES.map((category) => {
        const lines = plan.taskTemplates.filter((line) => line.taskCategory === category);
        if (lines.length === 0) return null;
        return (
          <section key={category} aria-label={`${plan.name}: ${TASK_CATEGORY_LABELS[category]}`}>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {TASK_CATEGORY_LABELS[category]}
            </Typography.Title>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {lines.map((line) => (
                <li key={line._id} style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
                  <Flex justify="space-between" align="flex-start" gap="small" wrap>
                    <div style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Typography.Text strong>{line.title}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary">
                          {`${dueRuleText(line.dueOffsetDays, line.dueOffsetUnit)} · ${line.assignee?.fullName ?? ASSIGNEE_ROLE_LABELS[line.assigneeRole]} · For: ${summary(line.criteria)}`}
                        </Typography.Text>
                      </div>
                    </div>
                    {editable && (
                      <Space size="small">
                        <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Move “${line.title}” up`} onClick={() => move(line, -1)} />
                        <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Move “${line.title}” down`} onClick={() => move(line, 1)} />
                        <Button size="small" icon={<EditOutlined />} aria-label={`Edit “${line.title}”`} onClick={() => onEditTask(line)} />
                        <Popconfirm title={PLANS_TEXT.removeConfirm(line.title)} onConfirm={() => remove.mutate({ id: line._id, version: line.version })}>
                          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove “${line.title}”`} />
                        </Popconfirm>
                      </Space>
                    )}
                  </Flex>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {editable && (
        <Button onClick={() => onEditTask(null)} style={{ marginTop: 8 }} aria-label={`${PLANS_TEXT.addTask} to ${plan.name}`}>
          {PLANS_TEXT.addTask}
        </Button>
      )}
    </Card>
  );
}
