import { Alert, Button, Empty, Flex, Skeleton, Space, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { Plan, TaskTemplate } from '@shared/contract/plans';
import { LoadFailure } from '@renderer/components/load-failure';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { usePlans } from '../api/use-plans';
import { PLANS_TEXT } from '../lib/plan-text';
import { PlanCard } from './plan-card';
import { PlanFormModal } from './plan-form-modal';
import { TaskTemplateDrawer } from './task-template-drawer';

type Editing = { kind: 'plan'; plan: Plan | null } | { kind: 'task'; plan: Plan; template: TaskTemplate | null } | null;

/** /settings/tasks: the company's plans, each with its tasks by category; admins change them, coordinators read them. */
export function PlansSettingsPage() {
  const plans = usePlans();
  const rights = useSettingsRights();
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const shown = plans.data?.filter((plan) => showArchived || !plan.archived) ?? [];
  const archivedCount = plans.data?.filter((plan) => plan.archived).length ?? 0;

  const addPlan = (
    <Tooltip title={rights.reason}>
      <Button type="primary" disabled={!rights.canChange} onClick={() => setEditing({ kind: 'plan', plan: null })}>
        {PLANS_TEXT.addPlan}
      </Button>
    </Tooltip>
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={1}>{PLANS_TEXT.title}</Typography.Title>
          <Typography.Paragraph type="secondary">{PLANS_TEXT.intro}</Typography.Paragraph>
        </div>
        {addPlan}
      </Flex>
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
      {plans.isError ? (
        <LoadFailure title={PLANS_TEXT.loadFailed} error={plans.error} retrying={plans.isFetching} onRetry={() => void plans.refetch()} />
      ) : plans.data === undefined ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : plans.data.length === 0 ? (
        <Empty description={PLANS_TEXT.emptyText}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {PLANS_TEXT.emptyTitle}
          </Typography.Title>
          {addPlan}
        </Empty>
      ) : (
        <>
          {archivedCount > 0 && (
            <Flex gap="small" align="center">
              <Switch id="show-archived-plans" checked={showArchived} onChange={setShowArchived} />
              <label htmlFor="show-archived-plans">
                {PLANS_TEXT.showArchived} ({archivedCount})
              </label>
            </Flex>
          )}
          {shown.map((plan) => (
            <PlanCard
              key={plan._id}
              plan={plan}
              canChange={rights.canChange}
              reason={rights.reason}
              onEditPlan={() => setEditing({ kind: 'plan', plan })}
              onEditTask={(template) => setEditing({ kind: 'task', plan, template })}
            />
          ))}
        </>
      )}
      {editing?.kind === 'plan' && <PlanFormModal plan={editing.plan} onClose={() => setEditing(null)} />}
      {editing?.kind === 'task' && <TaskTemplateDrawer plan={editing.plan} template={editing.template} onClose={() => setEditing(null)} />}
    </Space>
  );
}
