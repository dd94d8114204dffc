import type { PreferencesStore, StoredPreferences } from './types';

export const DEFAULT_PREFERENCES: StoredPreferences = { rememberMe: false, rememberedEmail: null };

/** Preferences kept for the life of the process: tests, and hosts with nowhere to write. */
export function createMemoryPreferences(initial?: Partial<StoredPreferences>): PreferencesStore {
  let current: StoredPreferences = { ...DEFAULT_PREFERENCES, ...initial };
  return {
    read: () => ({ ...current }),
    write: (preferences) => {
      current = { ...preferences };
    },
  };
}
