import { Button, Input, Modal, theme, type InputRef } from 'antd';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { checkLinkAddress } from '@shared/rich-text';

export const LINK_DIALOG_TEXT = {
  insertTitle: 'Insert link',
  editTitle: 'Edit link',
  address: 'Link address',
  placeholder: 'https://example.com or name@example.com',
  save: 'Save link',
  remove: 'Remove link',
  cancel: 'Cancel',
} as const;

export interface LinkDialogProps {
  /** Prefixes the ids inside the dialog. */
  id: string;
  open: boolean;
  /** The address of the link being edited, or '' for a new link. */
  initialHref: string;
  onSave(href: string): void;
  onRemove(): void;
  onClose(): void;
  /** After the dialog has gone: the editor takes the focus back. */
  onAfterClose(): void;
}

interface LinkFormProps extends Omit<LinkDialogProps, 'open' | 'onClose' | 'onAfterClose' | 'onRemove'> {
  formId: string;
  inputRef: Ref<InputRef>;
}

function LinkForm({ id, formId, initialHref, onSave, inputRef }: LinkFormProps) {
  const [address, setAddress] = useState(initialHref);
  const [problem, setProblem] = useState<string>();
  const { token } = theme.useToken();
  const inputId = `${id}-link-address`;
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLinkAddress(address);
    if (checked.ok) onSave(checked.href);
    else setProblem(checked.message);
  };

  return (
    // The dialog renders outside the editor, so it takes its colours from the theme directly.
    <form id={formId} onSubmit={submit} noValidate style={{ display: 'grid', gap: token.marginXS, paddingTop: token.paddingXS }}>
      <label htmlFor={inputId} style={{ color: token.colorText }}>
        {LINK_DIALOG_TEXT.address}
      </label>
      <Input
        id={inputId}
        ref={inputRef}
        autoFocus
        value={address}
        inputMode="url"
        autoComplete="url"
        placeholder={LINK_DIALOG_TEXT.placeholder}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          setAddress(event.target.value);
          setProblem(undefined);
        }}
      />
      <div id={errorId} role="alert" style={{ minHeight: token.lineHeight * token.fontSize, color: token.colorError }}>
        {problem}
      </div>
    </form>
  );
}

/**
 * A small dialog to add, change or remove a link. Only http, https and mailto addresses are
 * accepted; a bare address gets https:// (or mailto: for an email address) in front.
 */
export function LinkDialog({ id, open, initialHref, onSave, onRemove, onClose, onAfterClose }: LinkDialogProps) {
  const editing = initialHref !== '';
  const formId = `${id}-link-form`;
  const inputRef = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      title={editing ? LINK_DIALOG_TEXT.editTitle : LINK_DIALOG_TEXT.insertTitle}
      width={420}
      destroyOnHidden
      onCancel={onClose}
      afterClose={onAfterClose}
      afterOpenChange={(isOpen) => {
        if (isOpen) inputRef.current?.focus({ cursor: 'all' });
      }}
      focusable={{ focusTriggerAfterClose: false }}
      footer={[
        editing ? (
          <Button key="remove" danger onClick={onRemove}>
            {LINK_DIALOG_TEXT.remove}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {LINK_DIALOG_TEXT.cancel}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId}>
          {LINK_DIALOG_TEXT.save}
        </Button>,
      ]}
    >
      <LinkForm id={id} formId={formId} initialHref={initialHref} onSave={onSave} inputRef={inputRef} />
    </Modal>
  );
}
