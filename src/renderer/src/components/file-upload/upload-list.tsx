import { DeleteOutlined, FileOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Progress, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { StoredFile } from '@shared/files';
import { formatFileSize } from '@renderer/lib/file-size';
import { FILE_UPLOAD_TEXT } from './file-upload-text';
import { uploadPercent, type PendingUpload } from './use-uploads';

export interface UploadListProps {
  labelId: string;
  stored: readonly StoredFile[];
  pending: readonly PendingUpload[];
  disabled: boolean;
  onRemove(file: StoredFile): void;
  onRetry(upload: PendingUpload): void;
  onDismiss(upload: PendingUpload): void;
}

function Row({ name, children, actions, style }: { name: string; children?: ReactNode; actions?: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      <FileOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: name }} style={{ display: 'block' }}>
          {name}
        </Typography.Text>
        {children}
      </div>
      {actions}
    </li>
  );
}

/** The field's stored files, and the uploads still on their way or failed. */
export function UploadList({ labelId, stored, pending, disabled, onRemove, onRetry, onDismiss }: UploadListProps) {
  const { token } = theme.useToken();
  if (stored.length === 0 && pending.length === 0) return null;
  const detail: CSSProperties = { fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM };
  return (
    <ul aria-labelledby={labelId} style={{ listStyle: 'none', margin: `${token.marginSM}px 0 0`, padding: 0, display: 'grid', gap: token.marginXS }}>
      {stored.map((file) => (
        <Row
          key={file.id}
          name={file.name}
          actions={
            <Button
              type="text"
              icon={<DeleteOutlined />}
              disabled={disabled}
              aria-label={FILE_UPLOAD_TEXT.removeFile(file.name)}
              onClick={() => onRemove(file)}
            />
          }
        >
          <div style={{ ...detail, color: token.colorTextSecondary }}>{formatFileSize(file.size)}</div>
        </Row>
      ))}
      {pending.map((upload) =>
        upload.status === 'uploading' ? (
          <Row key={upload.uploadId} name={upload.file.name}>
            <Progress percent={uploadPercent(upload)} size="small" status="active" aria-label={FILE_UPLOAD_TEXT.uploading(upload.file.name)} />
          </Row>
        ) : (
          <Row
            key={upload.uploadId}
            name={upload.file.name}
            style={{ borderColor: token.colorErrorBorder }}
            actions={
              <>
                <Button
                  size="small"
                  icon={<ReloadOutlined />}
                  disabled={disabled}
                  aria-label={FILE_UPLOAD_TEXT.retryFile(upload.file.name)}
                  onClick={() => onRetry(upload)}
                >
                  {FILE_UPLOAD_TEXT.retry}
                </Button>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={FILE_UPLOAD_TEXT.removeFile(upload.file.name)}
                  onClick={() => onDismiss(upload)}
                />
              </>
            }
          >
            <div style={{ ...detail, color: token.colorError }}>{upload.error}</div>
          </Row>
        ),
      )}
    </ul>
  );
}
