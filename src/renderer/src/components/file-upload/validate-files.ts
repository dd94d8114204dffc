import { FILE_UPLOAD_TEXT } from './file-upload-text';

export interface FileRules {
  /** Content types the widget takes, such as 'image/png'; 'image/*' takes every image type. */
  accept: readonly string[];
  maxSize: number;
  /** The most files the field may hold; undefined means no limit. */
  maxFiles: number | undefined;
  /** Files the field already holds or is uploading, which count against maxFiles. */
  alreadyHeld: number;
  supportedFormatsText: string;
}

export interface FileRejection {
  name: string;
  /** One message per reason the file was turned away. */
  messages: string[];
}

export interface FileSelection {
  accepted: File[];
  rejections: FileRejection[];
}

export function acceptsContentType(accept: readonly string[], contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (type === '') return false;
  return accept.some((allowed) => {
    const rule = allowed.toLowerCase();
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule;
  });
}

/**
 * Sorts picked or dropped files into those to upload and those turned away. Wrong type and too
 * large are checked per file; files that pass take the free places in order, and the rest are
 * turned away as too many. The gateway checks the real type from the bytes again.
 */
export function validateFiles(files: readonly File[], rules: FileRules): FileSelection {
  const free = rules.maxFiles === undefined ? Number.POSITIVE_INFINITY : Math.max(0, rules.maxFiles - rules.alreadyHeld);
  const accepted: File[] = [];
  const rejections: FileRejection[] = [];
  for (const file of files) {
    const messages: string[] = [];
    if (!acceptsContentType(rules.accept, file.type)) messages.push(FILE_UPLOAD_TEXT.wrongType(rules.supportedFormatsText));
    if (file.size > rules.maxSize) messages.push(FILE_UPLOAD_TEXT.tooLarge(rules.maxSize));
    if (messages.length === 0 && rules.maxFiles !== undefined && accepted.length >= free) messages.push(FILE_UPLOAD_TEXT.tooMany(rules.maxFiles));
    if (messages.length === 0) accepted.push(file);
    else rejections.push({ name: file.name, messages });
  }
  return { accepted, rejections };
}
