import { type GetRef, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { ONBOARDING_TEXT } from '@shared/messages';
import { fieldErrorId, FormField } from '@renderer/components/form-field';

const REASON_ID = 'block-task-reason';
const REASON_MAX = 500;

/** The reason box's label, as each screen has asked it. */
export const BLOCK_TASK_QUESTION = {
  myTasks: 'Why is this task blocked?',
  hireProfile: 'Why is it blocked?',
} as const;

export interface BlockTaskDialogProps {
  /** The title of the task to block; the dialog is closed while null. */
  taskTitle: string | null;
  /** The reason box's label. */
  question: string;
  pending: boolean;
  onBlock(reason: string): void;
  onCancel(): void;
  /** Once the dialog has gone and handed the focus back (to the button that opened it, if that is still there). */
  onClosed?(): void;
}

const problemOf = (text: string) => (text.trim() === '' ? ONBOARDING_TEXT.blockedReasonRequired : undefined);

/** Blocking a task needs a reason, which the people waiting on it will read. */
export function BlockTaskDialog({ taskTitle, question, pending, onBlock, onCancel, onClosed }: BlockTaskDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const reasonBox = useRef<GetRef<typeof Input.TextArea>>(null);
  return (
    <Modal
      open={taskTitle !== null}
      title={taskTitle === null ? 'Block task' : `Block “${taskTitle}”`}
      okText="Block task"
      onOk={() => {
        const problem = problemOf(reason);
        setError(problem);
        if (!problem) onBlock(reason.trim());
      }}
      confirmLoading={pending}
      onCancel={onCancel}
      // Once open, whether it zoomed in or (with reduced motion) just appeared: the reason is what to type.
      afterOpenChange={(isOpen) => isOpen && reasonBox.current?.focus()}
      afterClose={() => {
        setReason('');
        setError(undefined);
        onClosed?.();
      }}
      destroyOnHidden
    >
      <FormField id={REASON_ID} label={question} error={error}>
        <Input.TextArea
          id={REASON_ID}
          ref={reasonBox}
          value={reason}
          maxLength={REASON_MAX}
          autoSize={{ minRows: 3, maxRows: 6 }}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldErrorId(REASON_ID)}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(problemOf(event.target.value));
          }}
        />
      </FormField>
    </Modal>
  );
}
