import { Modal } from 'antd';
import { UNSAVED_CHANGES_TEXT } from '@shared/unsaved-changes';

export interface UnsavedChangesDialogProps {
  onLeave(): void;
  onStay(): void;
}

/** Leave the form and lose its changes, or stay on it; Stay is the safe default (Escape, the mask, the close button). */
export default function UnsavedChangesDialog({ onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <Modal
      open
      title={UNSAVED_CHANGES_TEXT.title}
      okText={UNSAVED_CHANGES_TEXT.leave}
      okButtonProps={{ danger: true }}
      cancelText={UNSAVED_CHANGES_TEXT.stay}
      onOk={onLeave}
      onCancel={onStay}
      destroyOnHidden
    >
      {UNSAVED_CHANGES_TEXT.detail}
    </Modal>
  );
}
