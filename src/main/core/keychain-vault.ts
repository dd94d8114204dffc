import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import type { Vault } from './types';

/** A keychain that does not answer within this time counts as absent. */
const PROBE_TIMEOUT_MS = 5000;

/**
 * On Linux the library would otherwise fall back to the kernel keyring, which forgets everything
 * at logout: a session that should survive a restart needs the Secret Service or nothing.
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

export function createMemoryVault(): Vault {
  let token: string | null = null;
  return {
    kind: 'memory',
    load: async () => token,
    save: async (refreshToken) => {
      token = refreshToken;
    },
    clear: async () => {
      token = null;
    },
  };
}

async function probe(entry: AsyncEntry): Promise<boolean> {
  try {
    await entry.getPassword(AbortSignal.timeout(PROBE_TIMEOUT_MS));
    return true;
  } catch {
    return false;
  }
}

/** The refresh token in the OS keychain; a memory vault when no keychain answers. */
export async function createKeychainVault(options: { service: string; account: string }): Promise<Vault> {
  let entry: AsyncEntry;
  try {
    entry = new AsyncEntry(options.service, options.account, ENTRY_OPTIONS);
  } catch {
    return createMemoryVault();
  }
  if (!(await probe(entry))) return createMemoryVault();
  return {
    kind: 'keychain',
    load: async () => (await entry.getPassword()) ?? null,
    save: async (refreshToken) => {
      await entry.setPassword(refreshToken);
    },
    clear: async () => {
      await entry.deleteCredential();
    },
  };
}
