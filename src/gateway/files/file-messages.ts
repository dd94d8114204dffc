import { MAX_UPLOAD_BYTES, STORABLE_CONTENT_TYPES, type StorableContentType } from '@shared/files';

const FORMAT_LABELS: Record<StorableContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

function listed(labels: readonly string[]): string {
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

const ACCEPTED_FORMATS = listed(STORABLE_CONTENT_TYPES.map((type) => FORMAT_LABELS[type]));
const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

/** 2048 as '2 kB', 204,900,000 as '195.4 MB'. */
function inUnits(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const [amount, unit] = megabytes >= 1 ? [megabytes, 'MB'] : [bytes / 1024, 'kB'];
  return `${Number(amount.toFixed(1))} ${unit}`;
}

/** What the file store answers when it refuses a request. */
export const FILE_MESSAGES = {
  unsupportedType: `This kind of file cannot be stored. Upload a ${ACCEPTED_FORMATS} file.`,
  tooLarge: `The file is larger than ${MAX_MEGABYTES} MB. Upload a smaller file.`,
  empty: 'The file is empty. Choose a file with content.',
  notMultipart: 'Send the file as multipart/form-data, in one form field named "file".',
  cutShort: 'The upload ended before the whole file arrived. Send it again.',
  noFile: 'No file was sent. Send one file in a form field named "file".',
  oneFileOnly: 'Send one file per upload, in a form field named "file".',
  tooManyFields: 'The upload carries form fields the file store does not expect. Send only the file.',
  badName: 'The file name must be 1 to 255 characters long, without slashes or control characters.',
  notFound: "This file does not exist in your company's file store.",
  tooManyUploads: (retryAfterSeconds: number) => `Too many uploads in a short time. Try again in ${retryAfterSeconds} second(s).`,
  quotaExceeded: (limitBytes: number, heldBytes: number) =>
    `This file does not fit: your uploads not yet attached to anything may hold ${inUnits(limitBytes)}, and ${inUnits(heldBytes)} is in use. Attach them where they belong; an upload left unattached is removed a day after it was made.`,
} as const;

export const FILE_ERROR_CODES = {
  unsupportedType: 'UNSUPPORTED_FILE_TYPE',
  tooLarge: 'FILE_TOO_LARGE',
  notFound: 'FILE_NOT_FOUND',
  quotaExceeded: 'UPLOAD_QUOTA_EXCEEDED',
} as const;
