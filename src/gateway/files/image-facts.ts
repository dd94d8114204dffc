import { imageSize } from 'image-size';
import type { Kysely } from 'kysely';
import type { StorableContentType } from '@shared/files';
import type { GatewayDatabase } from '../db/schema';
import { storableContentType } from './detect-content-type';
import { createDatabaseFileStore } from './file-store';

/** What an image's own bytes say it is: its type and its sides in pixels. */
export interface ImageFacts {
  fileId: string;
  name: string;
  contentType: StorableContentType;
  size: number;
  width: number;
  height: number;
}

export type ImageReading = { found: false } | { found: true; image: ImageFacts | null };

/**
 * Reads a stored file of the company as an image: `found: false` when the company holds no such
 * file, `image: null` when its bytes are no image the store keeps (a PDF, or bytes no decoder reads).
 * The type comes from the bytes, never from the name or the uploader's claim.
 */
export async function readImageFacts(db: Kysely<GatewayDatabase>, companyId: string, fileId: string): Promise<ImageReading> {
  const found = await createDatabaseFileStore(db).read(companyId, fileId);
  if (found === null) return { found: false };
  const contentType = await storableContentType(found.bytes);
  if (contentType === null || !contentType.startsWith('image/')) return { found: true, image: null };
  try {
    const { width, height } = imageSize(found.bytes);
    if (!width || !height) return { found: true, image: null };
    return { found: true, image: { fileId: found.file.id, name: found.file.name, contentType, size: found.bytes.byteLength, width, height } };
  } catch {
    return { found: true, image: null };
  }
}
