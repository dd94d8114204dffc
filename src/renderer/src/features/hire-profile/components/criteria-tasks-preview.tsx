import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import type { CriteriaTaskChanges } from '@shared/contract/plans';
import { toDisplayDate } from '@shared/date-format';
import { TASK_CATEGORY_LABELS } from '@shared/onboarding';
import { failureMessage } from '@renderer/lib/bridge';
import { type CriteriaEdit, useCriteriaTasks } from '../api/use-criteria-tasks';
import { plural } from '../lib/plural';

/** The changes the coordinator leaves out; everything else shown is applied with the save. */
export interface LeftOut {
  add: ReadonlySet<string>;
  remove: ReadonlySet<string>;
}

export const NOTHING_LEFT_OUT: LeftOut = { add: new Set(), remove: new Set() };
export const addKey = (task: CriteriaTaskChanges['add'][number]) => `${task.hirePlanId}/${task.taskTemplateId}`;

/** newHire.update's `criteriaTasks`: the changes shown that were not left out. */
export function criteriaTaskChoice(changes: CriteriaTaskChanges | undefined, leftOut: LeftOut) {
  if (changes === undefined) return undefined;
  return {
    add: changes.add.filter((task) => !leftOut.add.has(addKey(task))).map((task) => ({ hirePlanId: task.hirePlanId, taskTemplateId: task.taskTemplateId })),
    remove: changes.remove.filter((task) => !leftOut.remove.has(task._id)).map((task) => task._id),
  };
}

interface CriteriaTasksPreviewProps {
  hireId: string;
  edit: CriteriaEdit | null;
  leftOut: LeftOut;
  onChange(leftOut: LeftOut): void;
}

/**
 * Before a new department, location or employment status is saved: the open tasks of the hire's
 * plans the rules would add or remove, each with a checkbox (all ticked at first); done tasks are
 * never removed.
 */
export function CriteriaTasksPreview({ hireId, edit, leftOut, onChange }: CriteriaTasksPreviewProps) {
  const preview = useCriteriaTasks(hireId, edit);
  if (edit === null) return null;
  if (preview.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={failureMessage(preview.error, 'Which tasks the change adds or removes could not be worked out.')}
        action={
          <Button size="small" onClick={() => void preview.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!preview.data) return <Alert type="info" title="Checking which plan tasks the change adds or removes…" />;
  const { add, remove } = preview.data;
  if (add.length === 0 && remove.length === 0) return <Alert type="info" showIcon title="The change adds or removes no plan tasks." />;

  const toggle = (list: 'add' | 'remove', key: string, kept: boolean) => {
    const next = new Set(leftOut[list]);
    if (kept) next.delete(key);
    else next.add(key);
    onChange({ ...leftOut, [list]: next });
  };
  const line = (task: {
    title: string;
    planName: string;
    taskCategory: keyof typeof TASK_CATEGORY_LABELS;
    dueDate: string;
    assignee: { fullName: string } | null;
  }) => (
    <>
      <Typography.Text strong>{task.title}</Typography.Text> ({task.planName}, {TASK_CATEGORY_LABELS[task.taskCategory]}), due {toDisplayDate(task.dueDate)}
      {task.assignee ? `, ${task.assignee.fullName}` : ''}
    </>
  );

  return (
    <Alert
      type="warning"
      showIcon
      title="The plans’ rules change this hire’s tasks. Untick what should stay as it is."
      description={
        <Flex vertical gap="small">
          {add.length > 0 && (
            <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <legend style={{ fontWeight: 600 }}>Add {plural(add.length, 'task')}</legend>
              {add.map((task) => (
                <div key={addKey(task)}>
                  <Checkbox checked={!leftOut.add.has(addKey(task))} onChange={(event) => toggle('add', addKey(task), event.target.checked)}>
                    {line(task)}
                  </Checkbox>
                </div>
              ))}
            </fieldset>
          )}
          {remove.length > 0 && (
            <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <legend style={{ fontWeight: 600 }}>Remove {plural(remove.length, 'open task')}</legend>
              {remove.map((task) => (
                <div key={task._id}>
                  <Checkbox checked={!leftOut.remove.has(task._id)} onChange={(event) => toggle('remove', task._id, event.target.checked)}>
                    {line(task)}
                  </Checkbox>
                </div>
              ))}
            </fieldset>
          )}
        </Flex>
      }
    />
  );
}
