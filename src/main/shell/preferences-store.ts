import { NOTIFIED_TASK_IDS_MAX, optionalFieldsToWrite, optionalStoredFields } from '@main/core/notification-preferences';
import type { PreferencesStore, StoredPreferences } from '@main/core/types';
import type Conf from 'conf';
import ElectronStore, { type Schema } from 'electron-store';
import { z } from 'zod';

export const PREFERENCES_FILE_NAME = 'preferences';

/** What the file may hold: the remember-me flag and email, the notification choices, never a secret. */
export const PREFERENCES_SCHEMA: Schema<StoredPreferences> = {
  rememberMe: { type: 'boolean' },
  rememberedEmail: { type: ['string', 'null'], maxLength: 320 },
  notifications: {
    type: 'object',
    properties: { overdueNotifications: { type: 'boolean' }, overdueBadge: { type: 'boolean' } },
    required: ['overdueNotifications', 'overdueBadge'],
    additionalProperties: false,
  },
  notifiedOverdueTaskIds: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: NOTIFIED_TASK_IDS_MAX },
};

export const PREFERENCES_DEFAULTS: StoredPreferences = { rememberMe: false, rememberedEmail: null };

const storedPreferencesSchema = z.object({
  rememberMe: z.boolean(),
  rememberedEmail: z.string().max(320).nullable(),
});

/** The core's PreferencesStore over a conf/electron-store file. */
export function createPreferencesStore(store: Conf<StoredPreferences>): PreferencesStore {
  return {
    read() {
      const stored = storedPreferencesSchema.safeParse({ rememberMe: store.get('rememberMe'), rememberedEmail: store.get('rememberedEmail') });
      const optional = optionalStoredFields({ notifications: store.get('notifications'), notifiedOverdueTaskIds: store.get('notifiedOverdueTaskIds') });
      return { ...(stored.success ? stored.data : PREFERENCES_DEFAULTS), ...optional };
    },
    write(preferences) {
      const valid = storedPreferencesSchema.parse(preferences);
      store.set({ rememberMe: valid.rememberMe, rememberedEmail: valid.rememberedEmail, ...optionalFieldsToWrite(preferences) });
    },
  };
}

/** preferences.json in the app's user-data folder; a corrupt or invalid file starts over empty. */
export function openPreferencesStore(): PreferencesStore {
  return createPreferencesStore(
    new ElectronStore<StoredPreferences>({
      name: PREFERENCES_FILE_NAME,
      schema: PREFERENCES_SCHEMA,
      defaults: PREFERENCES_DEFAULTS,
      clearInvalidConfig: true,
    }),
  );
}
