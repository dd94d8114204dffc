import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeychainVault, createMemoryVault } from '@main/core/keychain-vault';
import { createOfflineStore, type OfflineContent } from '@main/core/offline-store';
import { memoryKeychainEntry, NO_SECRET_SERVICE_REASON, secretServiceAnswers } from './support/keychain';

const hasSecretService = await secretServiceAnswers();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

function copyFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hcm-offline-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'offline-copy.bin');
}

const content = (ownerId: string, cache: string | null): OfflineContent => ({
  ownerId,
  session: {
    user: { id: ownerId, fullName: 'Dana Whitfield', email: 'dana@acme.example' } as OfflineContent['session']['user'],
    isFeedbackCompleted: false,
  },
  cache,
});

describe('the offline copy on disk', () => {
  it('reads back what it wrote, and the file holds none of it in the clear', async () => {
    const file = copyFile();
    const store = createOfflineStore({ file, keySlot: memoryKeychainEntry() });
    await store.write(content('user-1', '{"hire":"Priya Raman, starts 2026-12-01"}'));
    await expect(store.read()).resolves.toEqual(content('user-1', '{"hire":"Priya Raman, starts 2026-12-01"}'));
    const onDisk = readFileSync(file);
    expect(onDisk.includes(Buffer.from('Priya'))).toBe(false);
    expect(onDisk.includes(Buffer.from('user-1'))).toBe(false);
  });

  it('keeps its key in the keychain entry, not beside the file', async () => {
    const file = copyFile();
    const slot = memoryKeychainEntry();
    await createOfflineStore({ file, keySlot: slot }).write(content('user-1', 'x'));
    expect(Buffer.from(slot.value() ?? '', 'base64')).toHaveLength(32);
    // The same file with the same keychain entry opens in a new process (a restart).
    await expect(createOfflineStore({ file, keySlot: slot }).read()).resolves.toEqual(content('user-1', 'x'));
  });

  it('wipes a copy it cannot decrypt and says so', async () => {
    const file = copyFile();
    await createOfflineStore({ file, keySlot: memoryKeychainEntry() }).write(content('user-1', 'secret'));
    const onUnreadable = vi.fn();
    const otherKey = memoryKeychainEntry();
    await otherKey.save(Buffer.alloc(32, 7).toString('base64'));
    const store = createOfflineStore({ file, keySlot: otherKey });
    store.onUnreadable(onUnreadable);
    await expect(store.read()).resolves.toBeNull();
    expect(onUnreadable).toHaveBeenCalledTimes(1);
    expect(existsSync(file)).toBe(false);
    expect(otherKey.value()).toBeNull();
  });

  it('wipes a damaged file, and one whose key is gone', async () => {
    const file = copyFile();
    const slot = memoryKeychainEntry();
    const store = createOfflineStore({ file, keySlot: slot });
    await store.write(content('user-1', 'x'));
    const sealed = readFileSync(file);
    sealed.writeUInt8(sealed.readUInt8(sealed.length - 1) ^ 0xff, sealed.length - 1);
    writeFileSync(file, sealed);
    await expect(createOfflineStore({ file, keySlot: slot }).read()).resolves.toBeNull();

    await store.write(content('user-1', 'y'));
    await slot.clear();
    const onUnreadable = vi.fn();
    const reopened = createOfflineStore({ file, keySlot: slot });
    reopened.onUnreadable(onUnreadable);
    await expect(reopened.read()).resolves.toBeNull();
    expect(onUnreadable).toHaveBeenCalled();
    expect(existsSync(file)).toBe(false);
  });

  it('clear removes the file and its key', async () => {
    const file = copyFile();
    const slot = memoryKeychainEntry();
    const store = createOfflineStore({ file, keySlot: slot });
    await store.write(content('user-1', 'x'));
    await store.clear();
    expect(existsSync(file)).toBe(false);
    expect(slot.value()).toBeNull();
    await expect(store.read()).resolves.toBeNull();
  });

  it('a write racing a clear never brings the copy back after it', async () => {
    const file = copyFile();
    const store = createOfflineStore({ file, keySlot: memoryKeychainEntry() });
    const writing = store.write(content('user-1', 'x'));
    const clearing = store.clear();
    await Promise.all([writing, clearing]);
    expect(existsSync(file)).toBe(false);
  });

  it('keeps nothing on disk without a keychain', async () => {
    const file = copyFile();
    const store = createOfflineStore({ file, keySlot: createMemoryVault() });
    expect(store.available).toBe(false);
    await store.write(content('user-1', 'x'));
    expect(existsSync(file)).toBe(false);
    await expect(store.read()).resolves.toBeNull();
  });

  it.skipIf(!hasSecretService)(`works with the real Secret Service (${hasSecretService ? 'available' : NO_SECRET_SERVICE_REASON})`, async () => {
    const file = copyFile();
    const slot = await createKeychainVault({ service: 'hcm-onboarding-test-offline', account: randomUUID() });
    const store = createOfflineStore({ file, keySlot: slot });
    await store.write(content('user-2', 'kept'));
    await expect(createOfflineStore({ file, keySlot: slot }).read()).resolves.toEqual(content('user-2', 'kept'));
    await store.clear();
    await expect(slot.load()).resolves.toBeNull();
  });
});
