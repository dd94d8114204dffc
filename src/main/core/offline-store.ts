import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SessionUser } from '@shared/contract/user';
import { createListenerSet } from './listeners';
import { oneAtATime } from './one-at-a-time';
import type { Vault } from './types';

/** Who the copy belongs to and what they had: enough to open the app for them while the gateway is away. */
export interface OfflineContent {
  /** The signed-in user the copy was made for: another user never reads it. */
  ownerId: string;
  session: { user: SessionUser; isFeedbackCompleted: boolean };
  /** The renderer's persisted query client (its JSON), or null before it saved any. */
  cache: string | null;
}

/**
 * The offline copy on disk: AES-256-GCM with a random key kept in the OS keychain, so the file alone
 * (a backup, a copied profile) reveals nothing of the hires in it.
 */
export interface OfflineStore {
  /** False without a keychain: nothing is kept on disk then. */
  readonly available: boolean;
  /** The copy, or null when there is none or it cannot be decrypted (then it is wiped and `onUnreadable` told). */
  read(): Promise<OfflineContent | null>;
  write(content: OfflineContent): Promise<void>;
  clear(): Promise<void>;
  /** The copy could not be read (another key, a damaged file) and has been wiped. */
  onUnreadable(listener: () => void): () => void;
}

export interface OfflineStoreOptions {
  file: string;
  /** The keychain entry holding the file's key (base64). */
  keySlot: Vault;
}

const MAGIC = Buffer.from('HCMO\x01', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

function encrypt(key: Buffer, plain: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(MAGIC);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer): string {
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('not an offline copy');
  }
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

function isContent(value: unknown): value is OfflineContent {
  if (typeof value !== 'object' || value === null) return false;
  const content = value as Partial<OfflineContent>;
  return (
    typeof content.ownerId === 'string' &&
    typeof content.session === 'object' &&
    content.session !== null &&
    typeof content.session.user === 'object' &&
    (content.cache === null || typeof content.cache === 'string')
  );
}

function missingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

export function createOfflineStore(options: OfflineStoreOptions): OfflineStore {
  const { file, keySlot } = options;
  const available = keySlot.kind === 'keychain';
  const unreadable = createListenerSet<undefined>();
  // One operation at a time: a write racing a clear must not bring a wiped copy back.
  const serial = oneAtATime();

  async function wipe(): Promise<void> {
    await rm(file, { force: true });
    await keySlot.clear().catch(() => undefined);
  }

  async function keyFor(writing: boolean): Promise<Buffer | null> {
    const stored = await keySlot.load().catch(() => null);
    if (stored) {
      const key = Buffer.from(stored, 'base64');
      if (key.length === KEY_BYTES) return key;
    }
    if (!writing) return null;
    const key = randomBytes(KEY_BYTES);
    await keySlot.save(key.toString('base64'));
    return key;
  }

  async function readNow(): Promise<OfflineContent | null> {
    if (!available) return null;
    let sealed: Buffer;
    try {
      sealed = await readFile(file);
    } catch (error) {
      if (missingFile(error)) return null;
      throw error;
    }
    try {
      const key = await keyFor(false);
      if (!key) throw new Error('no key');
      const content: unknown = JSON.parse(decrypt(key, sealed));
      if (!isContent(content)) throw new Error('not a copy');
      return content;
    } catch {
      await wipe();
      unreadable.emit(undefined);
      return null;
    }
  }

  return {
    available,
    read: () => serial(readNow),
    write: (content) =>
      serial(async () => {
        if (!available) return;
        const key = await keyFor(true);
        if (!key) return;
        await mkdir(dirname(file), { recursive: true, mode: 0o700 });
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, encrypt(key, JSON.stringify(content)), { mode: 0o600 });
        await rename(temporary, file);
      }),
    clear: () => serial(wipe),
    onUnreadable: (listener) => unreadable.add(listener),
  };
}
