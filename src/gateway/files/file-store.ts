import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StorableContentType, StoredFile } from '@shared/files';
import type { GatewayDatabase } from '../db/schema';

export interface NewFile {
  companyId: string;
  uploadedBy: string;
  name: string;
  contentType: StorableContentType;
  bytes: Buffer;
}

export interface FileContent {
  file: StoredFile;
  bytes: Buffer;
}

/** Where uploads are kept; every read and write is scoped to one company. */
export interface FileStore {
  save(file: NewFile): Promise<StoredFile>;
  /** The file with this id in this company, or null (unknown ids and other companies' ids alike). */
  read(companyId: string, id: string): Promise<FileContent | null>;
}

/** Ids are uuids; anything else cannot name a file, and PostgreSQL would refuse to compare it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

/** The bytes live in the gateway's own database, beside their metadata. */
export function createDatabaseFileStore(db: Kysely<GatewayDatabase>): FileStore {
  return {
    async save({ companyId, uploadedBy, name, contentType, bytes }) {
      const stored: StoredFile = {
        id: randomUUID(),
        name,
        contentType,
        size: bytes.byteLength,
        createdAt: new Date().toISOString(),
      };
      await db
        .insertInto('files')
        .values({
          id: stored.id,
          company_id: companyId,
          uploaded_by: uploadedBy,
          name,
          content_type: contentType,
          size: stored.size,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
          created_at: stored.createdAt,
        })
        .execute();
      return stored;
    },
    async read(companyId, id) {
      if (!UUID.test(id)) return null;
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'content_type', 'size', 'bytes', 'created_at'])
        .where('company_id', '=', companyId)
        .where('id', '=', id.toLowerCase())
        .executeTakeFirst();
      if (row === undefined) return null;
      return {
        file: {
          id: row.id,
          name: row.name,
          contentType: row.content_type as StorableContentType,
          size: Number(row.size),
          createdAt: isoString(row.created_at),
        },
        bytes: row.bytes,
      };
    },
  };
}
