import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type CallFailure, type CallResult } from '@shared/contract/errors';
import { STORABLE_CONTENT_TYPES, type StoredFile, type UploadProgress } from '@shared/files';
import { z } from 'zod';
import { failure, fieldErrorsOf, invalidAnswer } from './call-failure';
import type { GatewayClient } from './gateway-client';
import type { SessionManager } from './session';
import { createProgressReporter } from './upload-progress';
import { UPLOAD_REQUEST_MESSAGES, uploadRequestSchema } from '@shared/upload-request';

/** Ten megabytes at a modest 1 Mbit/s take about 90 seconds. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** The body is handed to fetch in slices this big, so progress moves as each one goes out. */
const SLICE_BYTES = 64 * 1024;

const storedFileSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  contentType: z.enum(STORABLE_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
}) satisfies z.ZodType<StoredFile>;

export interface FileUploads {
  /** Validates the request, sends the bytes to the file store as the signed-in user, and answers what was stored. Never throws. */
  upload(request: unknown, onProgress?: (progress: UploadProgress) => void): Promise<CallResult<StoredFile>>;
}

function refusal(error: z.ZodError): CallFailure {
  const first = error.issues[0]?.message ?? UPLOAD_REQUEST_MESSAGES.bytes;
  return {
    status: first === UPLOAD_REQUEST_MESSAGES.tooLarge ? 413 : 400,
    code: ERROR_CODES.invalidInput,
    message: first,
    fieldErrors: fieldErrorsOf(error),
  };
}

/**
 * Node's Blob streams part by part: a Blob made of slices reaches fetch a slice at a time, where one
 * made of the whole buffer would arrive at once and report its progress in a single jump.
 */
function slicedBlob(bytes: Uint8Array): Blob {
  const slices: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < bytes.byteLength; start += SLICE_BYTES) {
    slices.push(Uint8Array.from(bytes.subarray(start, start + SLICE_BYTES)));
  }
  return new Blob(slices, { type: 'application/octet-stream' });
}

function uploadForm(name: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  // The name travels as a text field too: multipart encoders escape quotes in a part's filename.
  form.append('name', name);
  form.append('file', slicedBlob(bytes), name);
  return form;
}

export function createFileUploads(client: GatewayClient, session: Pick<SessionManager, 'authorized'>): FileUploads {
  return {
    async upload(request, onProgress) {
      const parsed = uploadRequestSchema.safeParse(request);
      if (!parsed.success) return failure(refusal(parsed.error));
      const { uploadId, name, bytes } = parsed.data;
      const report = createProgressReporter(uploadId, bytes.byteLength, onProgress);
      report(0);
      // One key for every send of this upload, so a send whose answer was lost is retried and stores one file.
      const idempotencyKey = randomUUID();

      const result = await session.authorized(async (accessToken): Promise<CallResult<StoredFile>> => {
        const response = await client.send({
          gateway: 'fileStore',
          method: 'POST',
          path: 'files',
          formData: uploadForm(name, bytes),
          onUploadProgress: report,
          timeoutMs: UPLOAD_TIMEOUT_MS,
          accessToken,
          idempotent: true,
          idempotencyKey,
        });
        if (!response.ok) return failure(response.error);
        let body: unknown;
        try {
          body = JSON.parse(response.bodyText);
        } catch {
          return failure(invalidAnswer('fileStore'));
        }
        const stored = storedFileSchema.safeParse(body);
        return stored.success ? { ok: true, data: stored.data } : failure(invalidAnswer('fileStore'));
      });
      if (result.ok) report(1);
      return result;
    },
  };
}
