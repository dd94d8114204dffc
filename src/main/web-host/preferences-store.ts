import Conf from 'conf';
import { z } from 'zod';
import { DEFAULT_PREFERENCES } from '../core/memory-preferences';
import { optionalFieldsToWrite, optionalStoredFields } from '../core/notification-preferences';
import type { PreferencesStore, StoredPreferences } from '../core/types';

const storedSchema = z.object({
  rememberMe: z.boolean(),
  rememberedEmail: z.string().max(320).nullable(),
});

/** The web host's remember-me email and flag and the notification choices, host-wide, in a conf file in the data folder. */
export function createConfPreferences(dataDir: string): PreferencesStore {
  const store = new Conf<StoredPreferences>({
    cwd: dataDir,
    configName: 'preferences',
    defaults: DEFAULT_PREFERENCES,
    configFileMode: 0o600,
    clearInvalidConfig: true,
  });
  const read = (): StoredPreferences => {
    const parsed = storedSchema.safeParse(store.store);
    return { ...(parsed.success ? parsed.data : DEFAULT_PREFERENCES), ...optionalStoredFields(store.store) };
  };
  return {
    read,
    write(preferences) {
      const valid = storedSchema.parse(preferences);
      const kept = optionalStoredFields(store.store);
      store.store = { ...kept, rememberMe: valid.rememberMe, rememberedEmail: valid.rememberedEmail, ...optionalFieldsToWrite(preferences) };
    },
  };
}
