import type { PreferencesStore, StoredPreferences } from './types';

export const DEFAULT_PREFERENCES: StoredPreferences = { rememberMe: false, rememberedEmail: null };

/** Preferences kept for the life of the process: tests, and hosts with nowhere to write. */
export function createMemoryPreferences(initial?: Partial<StoredPreferences>): PreferencesStore {
  let current: StoredPreferences = { ...DEFAULT_PREFERENCES, ...initial };
  return {
    read: () => ({ ...current }),
    write: (preferences) => {
      // As the files do: an optional field the write leaves out keeps its value.
      const { notifications = current.notifications, notifiedOverdueTaskIds = current.notifiedOverdueTaskIds } = preferences;
      current = {
        rememberMe: preferences.rememberMe,
        rememberedEmail: preferences.rememberedEmail,
        ...(notifications === undefined ? {} : { notifications: { ...notifications } }),
        ...(notifiedOverdueTaskIds === undefined ? {} : { notifiedOverdueTaskIds: [...notifiedOverdueTaskIds] }),
      };
    },
  };
}
