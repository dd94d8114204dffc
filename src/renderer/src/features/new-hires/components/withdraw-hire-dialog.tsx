import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { HireSummary } from '@shared/contract/onboarding-schemas';

const REASON_ID = 'withdraw-hire-reason';
const REASON_MAX = 500;

export interface WithdrawHireDialogProps {
  /** The hire to withdraw; the dialog is closed without one. */
  hire: HireSummary | null;
  pending: boolean;
  readOnly: boolean;
  onConfirm(hire: HireSummary, reason: string): void;
  onCancel(): void;
}

/** Asks before a hire is withdrawn, with an optional reason kept in the hire's change record. */
export function WithdrawHireDialog({ hire, pending, readOnly, onConfirm, onCancel }: WithdrawHireDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={hire !== null}
      title={hire ? `Withdraw ${hire.fullName}?` : undefined}
      okText="Withdraw"
      okButtonProps={{ danger: true, disabled: readOnly }}
      confirmLoading={pending}
      onOk={() => hire && !readOnly && onConfirm(hire, reason.trim())}
      onCancel={onCancel}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <Typography.Paragraph>Their onboarding stops. Their tasks stay as a record, closed as not needed.</Typography.Paragraph>
      <label htmlFor={REASON_ID} style={{ display: 'block', marginBottom: 4 }}>
        Reason (optional)
      </label>
      <Input.TextArea
        id={REASON_ID}
        value={reason}
        maxLength={REASON_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
