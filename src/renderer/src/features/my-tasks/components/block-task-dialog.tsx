import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Task } from '@shared/contract/onboarding-schemas';
import { ONBOARDING_TEXT } from '@shared/messages';
import { FormField } from '@renderer/components/form-field';

const REASON_ID = 'block-task-reason';
const REASON_MAX = 500;

export interface BlockTaskDialogProps {
  /** The task to block; the dialog is closed while null. */
  task: Task | null;
  saving: boolean;
  /** The gateway's message when blocking failed; the reason stays in the box. */
  failure: string | null;
  onBlock(reason: string): void;
  onCancel(): void;
}

/** Blocking a task needs a reason, which the people waiting on it will read. */
export function BlockTaskDialog({ task, saving, failure, onBlock, onCancel }: BlockTaskDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const check = (text: string) => {
    if (text.trim() === '') return ONBOARDING_TEXT.blockedReasonRequired;
    return text.trim().length > REASON_MAX ? `Keep the reason to ${REASON_MAX} characters or fewer.` : undefined;
  };
  return (
    <Modal
      open={task !== null}
      title={task ? `Block “${task.title}”` : 'Block task'}
      okText="Block task"
      onOk={() => {
        const problem = check(reason);
        setError(problem);
        if (!problem) onBlock(reason.trim());
      }}
      confirmLoading={saving}
      onCancel={onCancel}
      afterClose={() => {
        setReason('');
        setError(undefined);
      }}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <FormField id={REASON_ID} label="Why is this task blocked?" error={error}>
        <Input.TextArea
          id={REASON_ID}
          value={reason}
          autoFocus
          autoSize={{ minRows: 3, maxRows: 6 }}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${REASON_ID}-error`}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(check(event.target.value));
          }}
        />
      </FormField>
    </Modal>
  );
}
