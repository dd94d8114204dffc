import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

export const SAVE_CHECK_TEXT = {
  title: 'Check before saving',
  saveAnyway: 'Save anyway',
  goBack: 'Go back',
} as const;

export interface SaveCheckDialogProps {
  /** What to ask about, each a paragraph; the dialog is closed without any. */
  questions: readonly ReactNode[];
  pending?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before saving what the rules allow but is most likely a mistake (a start date in the past, a hire already added). */
export function SaveCheckDialog({ questions, pending = false, onConfirm, onCancel }: SaveCheckDialogProps) {
  return (
    <Modal
      open={questions.length > 0}
      title={SAVE_CHECK_TEXT.title}
      okText={SAVE_CHECK_TEXT.saveAnyway}
      cancelText={SAVE_CHECK_TEXT.goBack}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {questions.map((question, index) => (
        <Typography.Paragraph key={index}>{question}</Typography.Paragraph>
      ))}
    </Modal>
  );
}
