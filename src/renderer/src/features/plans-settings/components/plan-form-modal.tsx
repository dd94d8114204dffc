import { Form, Input, Modal, Switch } from 'antd';
import type { Criteria } from '@shared/contract/criteria';
import type { Plan } from '@shared/contract/plans';
import { RuleEditor } from '@renderer/components/rule-editor/rule-editor';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';
import { useGuardedClose } from '@renderer/lib/forms/use-guarded-close';
import { usePlanChange } from '../api/use-plans';
import { PLANS_TEXT } from '../lib/plan-text';

interface PlanForm {
  name: string;
  description: string;
  autoAssign: boolean;
  criteria: Criteria;
}

const FIELDS = ['name', 'description', 'autoAssign', 'criteria'] as const;

/** Adds a plan, or changes one's name, description, criteria and whether it is given by itself on approval. */
export function PlanFormModal({ plan, onClose }: { plan: Plan | null; onClose(): void }) {
  const [form] = Form.useForm<PlanForm>();
  const create = usePlanChange('plans.create');
  const update = usePlanChange('plans.update');
  const saving = create.isPending || update.isPending;
  const close = useGuardedClose(form, onClose);

  const save = (values: PlanForm) => {
    const onError = (error: Error) => showFieldErrors(form, error, FIELDS, 'name');
    if (plan === null) create.mutate(values, { onSuccess: onClose, onError });
    else update.mutate({ ...values, id: plan._id, version: plan.version }, { onSuccess: onClose, onError });
  };

  return (
    <Modal
      open
      title={plan === null ? PLANS_TEXT.addPlan : `${PLANS_TEXT.editPlan}: ${plan.name}`}
      okText={plan === null ? PLANS_TEXT.addPlan : 'Save'}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: plan?.name ?? '', description: plan?.description ?? '', autoAssign: plan?.autoAssign ?? false, criteria: plan?.criteria ?? [] }}
        onFinish={save}
      >
        <Form.Item name="name" label="Name" htmlFor="plan-name" rules={[{ required: true, whitespace: true, message: 'Give the plan a name.' }, { max: 200 }]}>
          <Input id="plan-name" maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description" htmlFor="plan-description" rules={[{ max: 2000 }]}>
          <Input.TextArea id="plan-description" rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="autoAssign" label="Assign automatically when a matching hire is approved" htmlFor="plan-auto-assign" valuePropName="checked">
          <Switch id="plan-auto-assign" />
        </Form.Item>
        <Form.Item name="criteria">
          <RuleEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}
