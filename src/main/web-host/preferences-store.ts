import Conf from 'conf';
import { DEFAULT_PREFERENCES } from '../core/memory-preferences';
import { optionalFieldsToWrite, optionalStoredFields } from '../core/notification-preferences';
import type { PreferencesStore, StoredPreferences } from '../core/types';

/**
 * The web host's notification choices, host-wide, in a conf file in the data folder. Remember-me is
 * kept per browser (remembered-browsers.ts): this file never holds an email, and reads as
 * remember-me off.
 */
export function createConfPreferences(dataDir: string): PreferencesStore {
  const store = new Conf<Partial<StoredPreferences>>({
    cwd: dataDir,
    configName: 'preferences',
    configFileMode: 0o600,
    clearInvalidConfig: true,
  });
  // The host is the file's only writer: read once, then kept in step with every write.
  let hostWide = optionalStoredFields(store.store);
  // An email kept here for the whole host, as earlier versions did, is nobody's to show: dropped on opening.
  if ('rememberMe' in store.store || 'rememberedEmail' in store.store) store.store = hostWide;
  return {
    read: () => ({ ...DEFAULT_PREFERENCES, ...hostWide }),
    write(preferences) {
      const next = { ...hostWide, ...optionalFieldsToWrite(preferences) };
      store.store = next;
      hostWide = next;
    },
  };
}
