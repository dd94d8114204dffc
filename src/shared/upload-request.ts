import { MAX_UPLOAD_BYTES } from '@shared/files';
import { z } from 'zod';

export const MAX_UPLOAD_ID_LENGTH = 64;
export const MAX_FILE_NAME_LENGTH = 255;

/** What the core says when an upload request is refused before anything is sent. */
export const UPLOAD_REQUEST_MESSAGES = {
  uploadId: `The upload id must be text of 1 to ${MAX_UPLOAD_ID_LENGTH} characters.`,
  name: `The file name must be 1 to ${MAX_FILE_NAME_LENGTH} characters long, without slashes or control characters.`,
  bytes: 'The file must be sent as bytes.',
  empty: 'The file is empty. Choose a file with content.',
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Upload a smaller file.`,
} as const;

function isSeparatorOrControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return character === '/' || character === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** The gateway keeps a name only as a label; the same rule is checked here so a bad one is never sent. */
export function isAcceptableFileName(name: string): boolean {
  return name.trim() !== '' && name.length <= MAX_FILE_NAME_LENGTH && ![...name].some(isSeparatorOrControl);
}

/** An upload as the window sends it, over IPC or the web host; anything beyond these fields is dropped. */
export const uploadRequestSchema = z.object({
  uploadId: z
    .string({ error: UPLOAD_REQUEST_MESSAGES.uploadId })
    .min(1, { error: UPLOAD_REQUEST_MESSAGES.uploadId })
    .max(MAX_UPLOAD_ID_LENGTH, { error: UPLOAD_REQUEST_MESSAGES.uploadId }),
  name: z.string({ error: UPLOAD_REQUEST_MESSAGES.name }).refine(isAcceptableFileName, { error: UPLOAD_REQUEST_MESSAGES.name }),
  bytes: z
    .instanceof(Uint8Array, { error: UPLOAD_REQUEST_MESSAGES.bytes })
    .refine((bytes) => bytes.byteLength > 0, { error: UPLOAD_REQUEST_MESSAGES.empty })
    .refine((bytes) => bytes.byteLength <= MAX_UPLOAD_BYTES, { error: UPLOAD_REQUEST_MESSAGES.tooLarge }),
});
