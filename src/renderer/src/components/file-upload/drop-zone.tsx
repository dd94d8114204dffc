import { InboxOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useRef, useState, type DragEvent, type Ref } from 'react';
import { FILE_UPLOAD_TEXT } from './file-upload-text';

export interface DropZoneProps {
  labelId: string;
  hintId: string;
  /** Content types offered to the system file picker; dropped files are checked by the caller. */
  accept: readonly string[];
  multiple: boolean;
  disabled: boolean;
  hints: readonly string[];
  onFiles(files: File[]): void;
  browseRef?: Ref<HTMLButtonElement>;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Where files arrive: dropped on the area, or picked with the Browse button, which is the
 * keyboard's way in. Clicking anywhere in the area opens the picker too.
 */
export function DropZone({ labelId, hintId, accept, multiple, disabled, hints, onFiles, browseRef }: DropZoneProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const browse = () => {
    if (!disabled) input.current?.click();
  };

  const highlighted = dragging && !disabled;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      data-dragging={highlighted || undefined}
      onClick={browse}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        // Without this the browser opens a dropped file instead of handing it to the page.
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingLG}px ${token.padding}px`,
        textAlign: 'center',
        borderRadius: token.borderRadiusLG,
        border: `${token.lineWidth}px dashed ${highlighted ? token.colorPrimary : token.colorBorder}`,
        background: highlighted ? token.colorPrimaryBg : disabled ? token.colorBgContainerDisabled : token.colorFillAlter,
        cursor: disabled ? 'not-allowed' : 'pointer',
        transition: `border-color ${token.motionDurationMid}, background ${token.motionDurationMid}`,
      }}
    >
      <InboxOutlined aria-hidden style={{ fontSize: token.fontSizeHeading1, color: disabled ? token.colorTextDisabled : token.colorPrimary }} />
      <div style={{ color: disabled ? token.colorTextSecondary : token.colorText }}>{FILE_UPLOAD_TEXT.dropHere}</div>
      <Button
        ref={browseRef}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          browse();
        }}
      >
        {FILE_UPLOAD_TEXT.browse}
      </Button>
      <div id={hintId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM }}>
        {hints.map((hint) => (
          <div key={hint}>{hint}</div>
        ))}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that picking the same file again after removing it still reports a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
