import { Input, Modal, theme } from 'antd';
import { useState } from 'react';

export interface WithdrawHireModalProps {
  open: boolean;
  hireName: string;
  pending: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

const REASON_ID = 'withdraw-hire-reason';

/** Asks before a hire is withdrawn, with room for an optional reason the change record keeps. */
export function WithdrawHireModal({ open, hireName, pending, onConfirm, onCancel }: WithdrawHireModalProps) {
  const { token } = theme.useToken();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={`Withdraw ${hireName}?`}
      okText="Withdraw"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onCancel}
      afterClose={() => setReason('')}
    >
      <p>Withdrawing keeps the hire, their tasks and their history. They can be reopened before the start date.</p>
      <label htmlFor={REASON_ID} style={{ display: 'block', marginBottom: token.marginXS }}>
        Reason (optional)
      </label>
      <Input.TextArea
        id={REASON_ID}
        value={reason}
        maxLength={500}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
