import { Alert, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ACCESS_PAGE_TEXT } from '@shared/access';
import type { AccessPreview } from '@shared/contract/access';
import { failureMessage } from '@renderer/lib/bridge';
import { ACCESS_TEXT } from '../lib/access-text';
import { AccessPreviewList } from './access-preview-list';

export interface AccessPreviewDialogProps {
  /** What is being changed, in words ("Operations coordinator access"). */
  subject: string;
  /** Who gains or loses which rights; a page whose change is not about rights says it in `children` instead. */
  preview?: AccessPreview;
  children?: ReactNode;
  confirmText: string;
  danger?: boolean;
  saving: boolean;
  /** The save's refusal, shown in the dialog. */
  error: Error | null;
  onConfirm(): void;
  onCancel(): void;
}

/** "What this changes", before a change to access is saved: confirming saves the same input the preview was asked with. */
export function AccessPreviewDialog({ subject, preview, children, confirmText, danger = false, saving, error, onConfirm, onCancel }: AccessPreviewDialogProps) {
  return (
    <Modal
      open
      title={`${ACCESS_TEXT.previewTitle}: ${subject}`}
      okText={confirmText}
      okButtonProps={{ danger }}
      confirmLoading={saving}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{ACCESS_PAGE_TEXT.preview}</Typography.Paragraph>
      {preview === undefined ? children : <AccessPreviewList preview={preview} />}
      {error !== null && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failureMessage(error, 'The change was not saved.')} />}
    </Modal>
  );
}
