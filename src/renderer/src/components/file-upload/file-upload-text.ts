import { formatMegabytes } from '@renderer/lib/file-size';

/** Everything the upload widget says, so screens and tests share one wording. */
export const FILE_UPLOAD_TEXT = {
  dropHere: 'Drag and drop files here, or',
  browse: 'Browse files',
  supportedFormats: (formats: string) => `Supported formats: ${formats}`,
  sizeLimit: (maxSize: number) => `Maximum size: ${formatMegabytes(maxSize)} per file`,
  fileLimit: (maxFiles: number) => `Up to ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`,
  wrongType: (formats: string) => `This file type is not supported. Use ${formats}.`,
  tooLarge: (maxSize: number) => `This file is larger than ${formatMegabytes(maxSize)}.`,
  tooMany: (maxFiles: number) => `Too many files. You can add at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}.`,
  rejectedTitle: 'Some files were not added',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  uploading: (name: string) => `Uploading ${name}`,
  retry: 'Retry',
  retryFile: (name: string) => `Retry ${name}`,
  removeFile: (name: string) => `Remove ${name}`,
  announceUploaded: (name: string) => `${name} uploaded.`,
  announceFailed: (name: string, message: string) => `${name} could not be uploaded. ${message}`,
  announceRemoved: (name: string) => `${name} removed.`,
  announceRejected: (count: number) => `${count} ${count === 1 ? 'file was' : 'files were'} not added.`,
} as const;
