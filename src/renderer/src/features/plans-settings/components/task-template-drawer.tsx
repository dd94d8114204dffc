import { Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Criteria } from '@shared/contract/criteria';
import type { Plan, TaskTemplate } from '@shared/contract/plans';
import { ASSIGNEE_ROLES, ASSIGNEE_ROLE_LABELS, type AssigneeRole, TASK_CATEGORIES, TASK_CATEGORY_LABELS, type TaskCategory } from '@shared/onboarding';
import type { DueOffsetUnit } from '@shared/working-days';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { RichTextEditor } from '@renderer/components/rich-text/rich-text-editor';
import { RuleEditor } from '@renderer/components/rule-editor/rule-editor';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { failureMessage } from '@renderer/lib/bridge';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';
import { useGuardedClose } from '@renderer/lib/forms/use-guarded-close';
import { usePlanChange } from '../api/use-plans';
import { PLANS_TEXT } from '../lib/plan-text';

export interface TaskTemplateForm {
  title: string;
  description: string;
  taskCategory: TaskCategory;
  assigneeRole: AssigneeRole;
  assignee: AsyncOption | null;
  dueDays: number;
  dueDirection: 'before' | 'after';
  dueOffsetUnit: DueOffsetUnit;
  criteria: Criteria;
}

const FIELD_OF: Readonly<Record<string, keyof TaskTemplateForm>> = {
  title: 'title',
  description: 'description',
  taskCategory: 'taskCategory',
  assigneeRole: 'assigneeRole',
  assigneeUserId: 'assignee',
  dueOffsetDays: 'dueDays',
  dueOffsetUnit: 'dueOffsetUnit',
  criteria: 'criteria',
};

function initialValues(template: TaskTemplate | null): TaskTemplateForm {
  return {
    title: template?.title ?? '',
    description: template?.description ?? '',
    taskCategory: template?.taskCategory ?? 'logistics',
    assigneeRole: template?.assigneeRole ?? 'coordinator',
    assignee: template?.assignee ? { _id: template.assignee._id, fullName: template.assignee.fullName } : null,
    dueDays: Math.abs(template?.dueOffsetDays ?? 0),
    dueDirection: (template?.dueOffsetDays ?? 0) < 0 ? 'before' : 'after',
    dueOffsetUnit: template?.dueOffsetUnit ?? 'calendarDays',
    criteria: template?.criteria ?? [],
  };
}

/** The call's input from the form: the due rule as one signed number of days. */
export function taskTemplateInput(values: TaskTemplateForm) {
  return {
    title: values.title,
    description: values.description,
    taskCategory: values.taskCategory,
    assigneeRole: values.assigneeRole,
    assigneeUserId: values.assigneeRole === 'user' ? (values.assignee?._id ?? null) : null,
    dueOffsetDays: values.dueDirection === 'before' ? -values.dueDays : values.dueDays,
    dueOffsetUnit: values.dueOffsetUnit,
    criteria: values.criteria,
  };
}

/** Adds a task to a plan or changes one; tasks already given to hires stay as they are. */
export function TaskTemplateDrawer({ plan, template, onClose }: { plan: Plan; template: TaskTemplate | null; onClose(): void }) {
  const [form] = Form.useForm<TaskTemplateForm>();
  const add = usePlanChange('plans.addTaskTemplate');
  const update = usePlanChange('plans.updateTaskTemplate');
  const role = Form.useWatch('assigneeRole', form);
  const close = useGuardedClose(form, onClose);

  const save = (values: TaskTemplateForm) => {
    const input = taskTemplateInput(values);
    const onError = (error: Error) => {
      const named = gatewayFieldErrors(error, (field) => FIELD_OF[field]);
      form.setFields(
        named.length > 0
          ? named.map(([name, message]) => ({ name, errors: [message] }))
          : [{ name: 'title', errors: [failureMessage(error, 'The task was not saved. Check your connection and try again.')] }],
      );
    };
    if (template === null) add.mutate({ ...input, planId: plan._id }, { onSuccess: onClose, onError });
    else update.mutate({ ...input, id: template._id, version: template.version }, { onSuccess: onClose, onError });
  };

  return (
    <Drawer
      open
      size="large"
      title={template === null ? `${PLANS_TEXT.addTask}: ${plan.name}` : `Edit task: ${template.title}`}
      onClose={close}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" loading={add.isPending || update.isPending} onClick={() => form.submit()}>
            {template === null ? PLANS_TEXT.addTask : 'Save'}
          </Button>
          <Button onClick={close}>Cancel</Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initialValues(template)} onFinish={save}>
        <Form.Item
          name="title"
          label="Title"
          htmlFor="task-template-title"
          rules={[{ required: true, whitespace: true, message: 'This field is required' }, { max: 200 }]}
        >
          <Input id="task-template-title" maxLength={200} />
        </Form.Item>
        <Form.Item name="description">
          <DescriptionField />
        </Form.Item>
        <Form.Item name="taskCategory" label="Category" htmlFor="task-template-category">
          <Select id="task-template-category" options={TASK_CATEGORIES.map((value) => ({ value, label: TASK_CATEGORY_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="assigneeRole" label="Goes to" htmlFor="task-template-role">
          <Select id="task-template-role" options={ASSIGNEE_ROLES.map((value) => ({ value, label: ASSIGNEE_ROLE_LABELS[value] }))} />
        </Form.Item>
        {role === 'user' && (
          <Form.Item name="assignee" label="Person" htmlFor="task-template-person" rules={[{ required: true, message: 'Choose the person the task goes to.' }]}>
            <PersonField />
          </Form.Item>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend style={{ marginBottom: 8 }}>Due</legend>
          <Space wrap align="start">
            <Form.Item name="dueDays" rules={[{ required: true, message: 'Give the number of days.' }]}>
              <InputNumber aria-label="Number of days" min={0} max={365} precision={0} />
            </Form.Item>
            <Form.Item name="dueOffsetUnit">
              <Select
                aria-label="Day kind"
                style={{ minWidth: 150 }}
                options={[
                  { value: 'calendarDays', label: 'calendar days' },
                  { value: 'workingDays', label: 'working days' },
                ]}
              />
            </Form.Item>
            <Form.Item name="dueDirection">
              <Select
                aria-label="Before or after"
                style={{ minWidth: 200 }}
                options={[
                  { value: 'before', label: 'before the start date' },
                  { value: 'after', label: 'after the start date' },
                ]}
              />
            </Form.Item>
          </Space>
        </fieldset>
        <Form.Item name="criteria">
          <RuleEditor />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

function DescriptionField({ value = '', onChange }: { value?: string; onChange?: (html: string) => void }) {
  return <RichTextEditor id="task-template-description" label="Description" value={value} onChange={(html) => onChange?.(html)} />;
}

function PersonField({ value = null, onChange }: { value?: AsyncOption | null; onChange?: (option: AsyncOption | null) => void }) {
  return (
    <AsyncSelect id="task-template-person" fetcher={fetchUserOptions} placeholder="Search people" value={value} onChange={(option) => onChange?.(option)} />
  );
}
