import { Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { REOPEN_CHOICES, type HireStatus } from '@shared/onboarding';

export const REOPEN_HIRE_TEXT = {
  title: (hireName: string) => `Reopen ${hireName}?`,
  explanation: 'Their tasks come back as they were when the hire was withdrawn. Where should the hire go?',
  confirm: 'Reopen',
} as const;

export interface ReopenHireDialogProps {
  /** The name of the hire to reopen; the dialog is closed without one. */
  hireName: string | null;
  /** The statuses the hire may be reopened to now, as the gateway allows them. */
  allowed: readonly HireStatus[];
  pending: boolean;
  readOnly?: boolean;
  onConfirm(status: HireStatus): void;
  onCancel(): void;
}

/** Asks where a withdrawn hire goes back to: pending approval, or straight to preboarding. */
export function ReopenHireDialog({ hireName, allowed, pending, readOnly = false, onConfirm, onCancel }: ReopenHireDialogProps) {
  const choices = REOPEN_CHOICES.filter((choice) => allowed.includes(choice.status));
  const [chosen, setChosen] = useState<HireStatus | null>(null);
  const status = chosen ?? choices[0]?.status ?? null;
  return (
    <Modal
      open={hireName !== null}
      title={hireName === null ? undefined : REOPEN_HIRE_TEXT.title(hireName)}
      okText={REOPEN_HIRE_TEXT.confirm}
      okButtonProps={{ disabled: readOnly || status === null }}
      confirmLoading={pending}
      onOk={() => status !== null && !readOnly && onConfirm(status)}
      onCancel={onCancel}
      afterClose={() => setChosen(null)}
      destroyOnHidden
    >
      <Typography.Paragraph>{REOPEN_HIRE_TEXT.explanation}</Typography.Paragraph>
      <Radio.Group value={status} onChange={(event) => setChosen(event.target.value as HireStatus)} aria-label="Reopen as">
        <Flex vertical gap="small">
          {choices.map((choice) => (
            <Radio key={choice.status} value={choice.status}>
              <strong>{choice.label}</strong>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {choice.explanation}
              </Typography.Text>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Modal>
  );
}
