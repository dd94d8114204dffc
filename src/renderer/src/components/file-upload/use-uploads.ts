import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredFile } from '@shared/files';
import { hcm } from '@renderer/lib/bridge';
import { FILE_UPLOAD_TEXT } from './file-upload-text';

/** A file on its way to the gateway's file store, or one whose upload failed. */
export interface PendingUpload {
  /** Matches the bridge's progress events; a retry gets a fresh one. */
  uploadId: string;
  file: File;
  status: 'uploading' | 'failed';
  loaded: number;
  total: number;
  /** The server's message when the upload failed. */
  error?: string;
}

export interface UploadCallbacks {
  onStored(file: StoredFile): void;
  onFailed(name: string, message: string): void;
}

export function uploadPercent(upload: Pick<PendingUpload, 'loaded' | 'total'>): number {
  if (upload.total <= 0) return 0;
  return Math.min(100, Math.round((upload.loaded / upload.total) * 100));
}

/** Sends files through window.hcm.files, following their progress until the store answers. */
export function useUploads(callbacks: UploadCallbacks) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef(callbacks);
  const mounted = useRef(false);

  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    mounted.current = true;
    const stop = hcm().files.onProgress((progress) => {
      setPending((list) =>
        list.map((upload) =>
          upload.uploadId === progress.uploadId && upload.status === 'uploading' ? { ...upload, loaded: progress.loaded, total: progress.total } : upload,
        ),
      );
    });
    return () => {
      mounted.current = false;
      stop();
    };
  }, []);

  const send = useCallback(async (file: File, uploadId: string) => {
    let failure: string;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await hcm().files.upload({ uploadId, name: file.name, bytes });
      if (!mounted.current) return;
      if (result.ok) {
        setPending((list) => list.filter((upload) => upload.uploadId !== uploadId));
        latest.current.onStored(result.data);
        return;
      }
      failure = result.error.message.trim() === '' ? FILE_UPLOAD_TEXT.uploadFailed : result.error.message;
    } catch {
      if (!mounted.current) return;
      failure = FILE_UPLOAD_TEXT.uploadFailed;
    }
    setPending((list) => list.map((upload) => (upload.uploadId === uploadId ? { ...upload, status: 'failed', error: failure } : upload)));
    latest.current.onFailed(file.name, failure);
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      const started = files.map((file): PendingUpload => ({ uploadId: crypto.randomUUID(), file, status: 'uploading', loaded: 0, total: file.size }));
      setPending((list) => [...list, ...started]);
      for (const upload of started) void send(upload.file, upload.uploadId);
    },
    [send],
  );

  const retry = useCallback(
    (upload: PendingUpload) => {
      const uploadId = crypto.randomUUID();
      setPending((list) =>
        list.map((entry) =>
          entry.uploadId === upload.uploadId ? { uploadId, file: upload.file, status: 'uploading', loaded: 0, total: upload.file.size } : entry,
        ),
      );
      void send(upload.file, uploadId);
    },
    [send],
  );

  const dismiss = useCallback((uploadId: string) => {
    setPending((list) => list.filter((upload) => upload.uploadId !== uploadId));
  }, []);

  return { pending, start, retry, dismiss };
}
