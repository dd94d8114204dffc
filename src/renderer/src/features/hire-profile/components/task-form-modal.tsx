import { zodResolver } from '@hookform/resolvers/zod';
import { TITLE_MAX_LENGTH } from '@shared/onboarding';
import { Button, Flex, Input, Modal, Select } from 'antd';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Task } from '@shared/contract/onboarding-schemas';
import { ASSIGNEE_ROLES, ASSIGNEE_ROLE_LABELS, TASK_CATEGORIES, TASK_CATEGORY_LABELS, TASK_DESCRIPTION_MAX_TEXT, type TaskCategory } from '@shared/onboarding';
import { AsyncSelect } from '@renderer/components/async-select/async-select';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { RichTextEditor } from '@renderer/components/rich-text/rich-text-editor';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { useHireAction } from '../api/use-hire-action';
import { preventImplicitSubmit } from '@renderer/lib/forms/prevent-implicit-submit';
import { confirmLeavingUnsavedChanges, useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { taskFields, taskFormSchema, type TaskFormInput, type TaskFormValues } from '../schemas/task-form-schema';
import { DateField } from '@renderer/components/date-field';
import { gatewayFieldErrors } from '@renderer/lib/forms/gateway-field-errors';

const IDS = {
  title: 'task-title',
  description: 'task-description',
  category: 'task-category',
  role: 'task-assignee-role',
  person: 'task-assignee',
  due: 'task-due-date',
} as const;

const CATEGORY_OPTIONS = TASK_CATEGORIES.map((value) => ({ value, label: TASK_CATEGORY_LABELS[value] }));
const ROLE_OPTIONS = ASSIGNEE_ROLES.map((value) => ({ value, label: ASSIGNEE_ROLE_LABELS[value] }));

const FORM_FIELD_OF: Readonly<Record<string, keyof TaskFormInput>> = {
  title: 'title',
  description: 'description',
  taskCategory: 'taskCategory',
  assigneeRole: 'assigneeRole',
  assigneeUserId: 'assignee',
  dueDate: 'dueDate',
};

/** What the modal is for: a new task (with the day and category it starts from) or a change to one. */
export type TaskFormTarget = { kind: 'create'; category: TaskCategory; dueDate: string } | { kind: 'edit'; task: Task };

function startingValues(target: TaskFormTarget): TaskFormInput {
  if (target.kind === 'create') {
    return { title: '', description: '', taskCategory: target.category, assigneeRole: 'new_hire', assignee: null, dueDate: target.dueDate };
  }
  const { task } = target;
  return {
    title: task.title,
    description: task.description,
    taskCategory: task.taskCategory,
    assigneeRole: task.assigneeRole,
    assignee: task.assigneeRole === 'user' && task.assignee ? { _id: task.assignee._id, fullName: task.assignee.fullName } : null,
    dueDate: task.dueDate,
  };
}

interface TaskFormProps {
  hireId: string;
  target: TaskFormTarget;
  canChange: boolean;
  onDone(): void;
  /** Cancel: asks first when something was typed. */
  onCancel(): void;
}

function TaskForm({ hireId, target, canChange, onDone, onCancel }: TaskFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<TaskFormInput, unknown, TaskFormValues>({
    mode: 'onChange',
    resolver: zodResolver(taskFormSchema),
    defaultValues: startingValues(target),
  });
  useUnsavedChanges(formState.isDirty);
  const create = useHireAction('newHire.createTask', hireId, { afterSuccess: onDone });
  const update = useHireAction('tasks.update', hireId, { afterSuccess: onDone });
  const pending = create.isPending || update.isPending;
  const { errors } = formState;
  const role = useWatch({ control, name: 'assigneeRole' });

  const showFieldErrors = (error: Error) => {
    for (const [field, message] of gatewayFieldErrors(error, (name) => FORM_FIELD_OF[name])) setError(field, { message });
  };
  const submit = handleSubmit((values) => {
    if (!canChange || pending) return;
    if (target.kind === 'create') create.mutate({ hireId, ...taskFields(values) }, { onError: showFieldErrors });
    else update.mutate({ taskId: target.task._id, version: target.task.version, ...taskFields(values) }, { onError: showFieldErrors });
  });

  return (
    <form
      noValidate
      aria-label={target.kind === 'create' ? 'Add task' : 'Edit task'}
      onKeyDown={preventImplicitSubmit}
      onSubmit={(event) => void submit(event)}
    >
      <FormField id={IDS.title} label="Title" error={errors.title?.message}>
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <Input
              {...field}
              id={IDS.title}
              maxLength={TITLE_MAX_LENGTH}
              status={errors.title ? 'error' : undefined}
              aria-required
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={fieldErrorId(IDS.title)}
            />
          )}
        />
      </FormField>
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <RichTextEditor
            id={IDS.description}
            label="Description"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            maxLength={TASK_DESCRIPTION_MAX_TEXT}
            error={errors.description?.message}
          />
        )}
      />
      <Flex gap="middle" wrap>
        <div style={{ flex: '1 1 200px' }}>
          <FormField id={IDS.category} label="Category" error={errors.taskCategory?.message}>
            <Controller
              control={control}
              name="taskCategory"
              render={({ field }) => (
                <Select
                  id={IDS.category}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={CATEGORY_OPTIONS}
                  style={{ width: '100%' }}
                  aria-describedby={fieldErrorId(IDS.category)}
                />
              )}
            />
          </FormField>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <FormField id={IDS.due} label="Due date" error={errors.dueDate?.message}>
            <Controller
              control={control}
              name="dueDate"
              render={({ field }) => (
                <DateField id={IDS.due} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.dueDate?.message} required />
              )}
            />
          </FormField>
        </div>
      </Flex>
      <FormField id={IDS.role} label="Assigned to" error={errors.assigneeRole?.message}>
        <Controller
          control={control}
          name="assigneeRole"
          render={({ field }) => (
            <Select
              id={IDS.role}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={ROLE_OPTIONS}
              style={{ width: '100%' }}
              aria-describedby={fieldErrorId(IDS.role)}
            />
          )}
        />
      </FormField>
      {role === 'user' ? (
        <FormField id={IDS.person} label="Person" error={errors.assignee?.message}>
          <Controller
            control={control}
            name="assignee"
            render={({ field }) => (
              <AsyncSelect
                id={IDS.person}
                fetcher={fetchUserOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                status={errors.assignee ? 'error' : undefined}
                aria-required
                aria-invalid={errors.assignee ? true : undefined}
                aria-describedby={fieldErrorId(IDS.person)}
              />
            )}
          />
        </FormField>
      ) : null}
      <Flex justify="flex-end" gap="small">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={pending} disabled={!canChange}>
          {target.kind === 'create' ? 'Add task' : 'Save task'}
        </Button>
      </Flex>
    </form>
  );
}

export interface TaskFormModalProps {
  hireId: string;
  /** The task being added or changed; null while the modal is closed. */
  target: TaskFormTarget | null;
  canChange: boolean;
  onClose(): void;
}

/** Add a task to a hire (newHire.createTask) or change one (tasks.update), in one form validated as it is typed. */
export function TaskFormModal({ hireId, target, canChange, onClose }: TaskFormModalProps) {
  const cancel = async () => {
    if (await confirmLeavingUnsavedChanges()) onClose();
  };
  return (
    <Modal
      open={target !== null}
      title={target?.kind === 'edit' ? 'Edit task' : 'Add task'}
      footer={null}
      onCancel={() => void cancel()}
      destroyOnHidden
      width={640}
    >
      {target ? <TaskForm hireId={hireId} target={target} canChange={canChange} onDone={onClose} onCancel={() => void cancel()} /> : null}
    </Modal>
  );
}
