import { Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import type { Criteria } from '@shared/contract/criteria';
import type { Plan } from '@shared/contract/plans';
import { RuleEditor } from '@renderer/components/rule-editor/rule-editor';
import { StaleChangeCompare, type StaleChangeRow } from '@renderer/components/stale-change-compare';
import { BridgeError } from '@renderer/lib/bridge';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';
import { useGuardedClose } from '@renderer/lib/forms/use-guarded-close';
import { usePlanChange, usePlans } from '../api/use-plans';
import { useCriteriaSummary } from '@renderer/components/rule-editor/use-criteria-summary';
import { PLANS_TEXT } from '../lib/plan-text';

interface PlanForm {
  name: string;
  description: string;
  autoAssign: boolean;
  criteria: Criteria;
}

const FIELDS = ['name', 'description', 'autoAssign', 'criteria'] as const;
const AUTO_ASSIGN_LABEL = 'Assign automatically when a matching hire is approved';

const formValuesOf = (plan: Plan | null): PlanForm => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  autoAssign: plan?.autoAssign ?? false,
  criteria: plan?.criteria ?? [],
});

const isStaleVersion = (error: unknown) => error instanceof BridgeError && error.status === 409 && error.code === 'STALE_VERSION';

/** The fields where the plan saved meanwhile differs from the form, each side in words. */
function changedRows(theirs: PlanForm, yours: PlanForm, criteriaText: (criteria: Criteria) => string): StaleChangeRow[] {
  const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
  const rows: StaleChangeRow[] = [
    { label: 'Name', theirs: theirs.name, yours: yours.name },
    { label: 'Description', theirs: theirs.description, yours: yours.description },
    { label: 'Assign automatically', theirs: yesNo(theirs.autoAssign), yours: yesNo(yours.autoAssign) },
    { label: 'Criteria', theirs: criteriaText(theirs.criteria), yours: criteriaText(yours.criteria) },
  ];
  return rows.filter((row) => row.theirs !== row.yours);
}

/**
 * Adds a plan, or changes one's name, description, criteria and whether it is given by itself on
 * approval. A stale save shows what was saved meanwhile beside what was typed; the user keeps
 * theirs (saved on the latest version) or takes the saved one into the form.
 */
export function PlanFormModal({ plan, onClose }: { plan: Plan | null; onClose(): void }) {
  const [form] = Form.useForm<PlanForm>();
  const create = usePlanChange('plans.create');
  const update = usePlanChange('plans.update');
  const plans = usePlans();
  const criteriaText = useCriteriaSummary();
  const saving = create.isPending || update.isPending;
  const close = useGuardedClose(form, onClose);
  const [version, setVersion] = useState(plan?.version ?? 0);
  const [latest, setLatest] = useState<Plan | null>(null);

  const showLatest = async () => {
    const answer = await plans.refetch();
    const current = answer.data?.find((each) => each._id === plan?._id);
    if (current) setLatest(current);
  };

  const save = (values: PlanForm, onVersion = version) => {
    const onError = (error: Error) => {
      if (isStaleVersion(error)) void showLatest();
      else showFieldErrors(form, error, FIELDS, 'name');
    };
    setLatest(null);
    if (plan === null) create.mutate(values, { onSuccess: onClose, onError });
    else update.mutate({ ...values, id: plan._id, version: onVersion }, { onSuccess: onClose, onError });
  };

  const keepMine = () => {
    if (latest === null) return;
    setVersion(latest.version);
    save(form.getFieldsValue(true) as PlanForm, latest.version);
  };

  const takeTheirs = () => {
    if (latest === null) return;
    setVersion(latest.version);
    form.setFieldsValue(formValuesOf(latest));
    setLatest(null);
  };

  return (
    <Modal
      open
      title={plan === null ? PLANS_TEXT.addPlan : `${PLANS_TEXT.editPlan}: ${plan.name}`}
      okText={plan === null ? PLANS_TEXT.addPlan : 'Save'}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: latest !== null }}
      confirmLoading={saving}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={formValuesOf(plan)} onFinish={(values) => save(values)}>
        <Form.Item name="name" label="Name" htmlFor="plan-name" rules={[{ required: true, whitespace: true, message: 'Give the plan a name.' }, { max: 200 }]}>
          <Input id="plan-name" maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description" htmlFor="plan-description" rules={[{ max: 2000 }]}>
          <Input.TextArea id="plan-description" rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="autoAssign" label={AUTO_ASSIGN_LABEL} htmlFor="plan-auto-assign" valuePropName="checked">
          <Switch id="plan-auto-assign" />
        </Form.Item>
        <Form.Item name="criteria">
          <RuleEditor />
        </Form.Item>
      </Form>
      {latest !== null && (
        <StaleChangeCompare
          rows={changedRows(formValuesOf(latest), form.getFieldsValue(true) as PlanForm, criteriaText)}
          keeping={update.isPending}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
        />
      )}
    </Modal>
  );
}
