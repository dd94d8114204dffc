import { Input, Modal, theme, Typography } from 'antd';
import { useState } from 'react';

const REASON_ID = 'withdraw-hire-reason';
const REASON_MAX = 500;

/** What withdrawing means, as each screen has said it. */
export const WITHDRAW_HIRE_TEXT = {
  fromList: 'Their onboarding stops. Their open tasks are put on hold: they leave everyone’s task lists until the hire is reopened.',
  fromProfile:
    'Withdrawing keeps the hire, their tasks and their history. Open tasks are put on hold and leave everyone’s task lists; reopening the hire before the start date brings them back as they were.',
} as const;

export interface WithdrawHireDialogProps {
  /** The name of the hire to withdraw; the dialog is closed without one. */
  hireName: string | null;
  /** What withdrawing means, under the title. */
  explanation: string;
  pending: boolean;
  /** Shown, but the confirming button stays disabled. */
  readOnly?: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/** Asks before a hire is withdrawn, with an optional reason kept in the hire's change record. */
export function WithdrawHireDialog({ hireName, explanation, pending, readOnly = false, onConfirm, onCancel }: WithdrawHireDialogProps) {
  const { token } = theme.useToken();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={hireName !== null}
      title={hireName === null ? undefined : `Withdraw ${hireName}?`}
      okText="Withdraw"
      okButtonProps={{ danger: true, disabled: readOnly }}
      confirmLoading={pending}
      onOk={() => hireName !== null && !readOnly && onConfirm(reason.trim())}
      onCancel={onCancel}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <Typography.Paragraph>{explanation}</Typography.Paragraph>
      <label htmlFor={REASON_ID} style={{ display: 'block', marginBottom: token.marginXS }}>
        Reason (optional)
      </label>
      <Input.TextArea
        id={REASON_ID}
        value={reason}
        maxLength={REASON_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
