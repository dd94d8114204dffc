import { theme } from 'antd';
import { useLayoutEffect, useId, useRef, useState } from 'react';
import { DEFAULT_SUPPORTED_FORMATS_TEXT, MAX_UPLOAD_BYTES, type StoredFile } from '@shared/files';
import { DropZone } from './drop-zone';
import { FILE_UPLOAD_TEXT } from './file-upload-text';
import { RejectionList } from './rejection-list';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';
import { validateFiles, type FileRejection } from './validate-files';

/** Spec section 5: JPEG, PNG and GIF unless a screen says otherwise. */
export const DEFAULT_UPLOAD_ACCEPT: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];

export interface FileUploadProps {
  label: string;
  /** The files the field holds, as the gateway's file store answered them. */
  value: readonly StoredFile[];
  onChange(files: StoredFile[]): void;
  /** Content types taken, checked against each file before it is sent. */
  accept?: readonly string[];
  /** The largest file in bytes; the gateway's own limit by default. */
  maxSize?: number;
  /** The most files the field may hold; no limit when left out. */
  maxFiles?: number;
  /** The formats named under the drop area and in the wrong-type message. */
  supportedFormatsText?: string;
  disabled?: boolean;
  id?: string;
}

const ANNOUNCEMENTS_KEPT = 5;

/**
 * Files dropped or picked are checked (type, size, count) and each one turned away is listed with
 * its reasons; the rest go to the gateway's file store through window.hcm.files with their
 * progress shown, and join the value once stored.
 */
export function FileUpload({
  label,
  value,
  onChange,
  accept = DEFAULT_UPLOAD_ACCEPT,
  maxSize = MAX_UPLOAD_BYTES,
  maxFiles,
  supportedFormatsText = DEFAULT_SUPPORTED_FORMATS_TEXT,
  disabled = false,
  id,
}: FileUploadProps) {
  const { token } = theme.useToken();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  // Kept as a short log: an upload that finishes at once must not replace the rejections before
  // a screen reader has read them.
  const [announcements, setAnnouncements] = useState<{ key: number; text: string }[]>([]);
  const announce = (text: string) => setAnnouncements((log) => [...log.slice(-(ANNOUNCEMENTS_KEPT - 1)), { key: (log.at(-1)?.key ?? 0) + 1, text }]);

  // Several uploads can finish before the parent re-renders, so each adds to the newest list.
  const current = useRef<readonly StoredFile[]>(value);
  const browse = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    current.current = value;
  }, [value]);
  const commit = (next: StoredFile[]) => {
    current.current = next;
    onChange(next);
  };

  const uploads = useUploads({
    onStored(file) {
      commit([...current.current, file]);
      announce(FILE_UPLOAD_TEXT.announceUploaded(file.name));
    },
    onFailed(name, message) {
      announce(FILE_UPLOAD_TEXT.announceFailed(name, message));
    },
  });

  const addFiles = (files: File[]) => {
    const selection = validateFiles(files, { accept, maxSize, maxFiles, alreadyHeld: value.length + uploads.pending.length, supportedFormatsText });
    setRejections(selection.rejections);
    if (selection.rejections.length > 0) {
      announce(
        [
          FILE_UPLOAD_TEXT.announceRejected(selection.rejections.length),
          ...selection.rejections.map((rejection) => `${rejection.name}: ${rejection.messages.join(' ')}`),
        ].join(' '),
      );
    }
    if (selection.accepted.length > 0) uploads.start(selection.accepted);
  };

  const hints = [FILE_UPLOAD_TEXT.supportedFormats(supportedFormatsText), FILE_UPLOAD_TEXT.sizeLimit(maxSize)];
  if (maxFiles !== undefined) hints.push(FILE_UPLOAD_TEXT.fileLimit(maxFiles));

  return (
    <div style={{ position: 'relative', marginBottom: token.marginXS }}>
      <div id={labelId} style={{ marginBottom: token.marginXS, color: token.colorText }}>
        {label}
      </div>
      <DropZone
        labelId={labelId}
        hintId={hintId}
        accept={accept}
        multiple={maxFiles !== 1}
        disabled={disabled}
        hints={hints}
        onFiles={addFiles}
        browseRef={browse}
      />
      <RejectionList rejections={rejections} />
      <UploadList
        labelId={labelId}
        stored={value}
        pending={uploads.pending}
        disabled={disabled}
        onRemove={(file) => {
          commit(current.current.filter((held) => held.id !== file.id));
          announce(FILE_UPLOAD_TEXT.announceRemoved(file.name));
          // The removed row took the focused button with it; the field's own entry point gets it.
          browse.current?.focus();
        }}
        onRetry={uploads.retry}
        onDismiss={(upload) => {
          uploads.dismiss(upload.uploadId);
          announce(FILE_UPLOAD_TEXT.announceRemoved(upload.file.name));
          browse.current?.focus();
        }}
      />
      <div role="status" aria-live="polite" className="sr-only">
        {announcements.map((announcement) => (
          <div key={announcement.key}>{announcement.text}</div>
        ))}
      </div>
    </div>
  );
}
