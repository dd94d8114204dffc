import { fileTypeFromBuffer } from 'file-type';
import { STORABLE_CONTENT_TYPES, type StorableContentType } from '@shared/files';

const storable: ReadonlySet<string> = new Set(STORABLE_CONTENT_TYPES);

/** An animated PNG is a PNG to every viewer; file-type names it apart. */
const SAME_AS: Readonly<Record<string, StorableContentType>> = { 'image/apng': 'image/png' };

/** The content type the bytes themselves show (the name and the sender's claim are not asked), if the store keeps it. */
export async function storableContentType(bytes: Uint8Array): Promise<StorableContentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected === undefined) return null;
  const mime = SAME_AS[detected.mime] ?? detected.mime;
  return storable.has(mime) ? (mime as StorableContentType) : null;
}
