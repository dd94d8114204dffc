import { Input, Modal } from 'antd';
import { useState } from 'react';
import { ONBOARDING_TEXT } from '@shared/messages';
import { fieldErrorId, FormField } from '@renderer/components/form-field';

export interface BlockTaskModalProps {
  open: boolean;
  taskTitle: string;
  pending: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

const REASON_ID = 'block-task-reason';

/** A task is blocked only with a reason, so whoever picks it up knows what it waits for. */
export function BlockTaskModal({ open, taskTitle, pending, onConfirm, onCancel }: BlockTaskModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (reason.trim() === '') {
      setError(ONBOARDING_TEXT.blockedReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={`Block “${taskTitle}”`}
      okText="Block task"
      confirmLoading={pending}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => {
        setReason('');
        setError(undefined);
      }}
    >
      <FormField id={REASON_ID} label="Why is it blocked?" error={error}>
        <Input.TextArea
          id={REASON_ID}
          value={reason}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 6 }}
          status={error ? 'error' : undefined}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldErrorId(REASON_ID)}
          onChange={(event) => {
            setReason(event.target.value);
            setError(event.target.value.trim() === '' ? ONBOARDING_TEXT.blockedReasonRequired : undefined);
          }}
        />
      </FormField>
    </Modal>
  );
}
