import { z } from 'zod';
import { ERROR_CODES, type CallResult } from '@shared/contract/errors';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@shared/offline';
import { failure, fieldErrorsOf } from './call-failure';
import { createListenerSet } from './listeners';
import type { PreferencesStore, StoredPreferences } from './types';

/** How many notified task ids are remembered: the newest ones, enough for any user's overdue list. */
export const NOTIFIED_TASK_IDS_MAX = 1000;

const CHOOSE_ON_OR_OFF = 'Choose on or off for this setting.';
export const INVALID_NOTIFICATION_PREFERENCES_MESSAGE = 'The notification settings sent are not valid. Choose on or off for each one.';
export const NOTIFICATION_PREFERENCES_NOT_SAVED_MESSAGE = 'Your notification settings could not be saved. Try again.';

/** What a window sends as the user's notification choices: both flags, nothing else. */
export const notificationPreferencesSchema = z.strictObject({
  overdueNotifications: z.boolean({ error: CHOOSE_ON_OR_OFF }),
  overdueBadge: z.boolean({ error: CHOOSE_ON_OR_OFF }),
});

export const notifiedTaskIdsSchema = z.array(z.string().min(1).max(100)).max(NOTIFIED_TASK_IDS_MAX);

/**
 * The optional fields as a preferences file may hold them. Each is read on its own, so a damaged
 * entry falls back to its default without losing the remember-me fields beside it.
 */
export function optionalStoredFields(stored: {
  notifications?: unknown;
  notifiedOverdueTaskIds?: unknown;
}): Pick<StoredPreferences, 'notifications' | 'notifiedOverdueTaskIds'> {
  const notifications = notificationPreferencesSchema.safeParse(stored.notifications);
  const notifiedOverdueTaskIds = notifiedTaskIdsSchema.safeParse(stored.notifiedOverdueTaskIds);
  return {
    ...(notifications.success ? { notifications: notifications.data } : {}),
    ...(notifiedOverdueTaskIds.success ? { notifiedOverdueTaskIds: notifiedOverdueTaskIds.data } : {}),
  };
}

/** The optional fields a write brings, validated; the ones it leaves out are not touched. */
export function optionalFieldsToWrite(preferences: StoredPreferences): Pick<StoredPreferences, 'notifications' | 'notifiedOverdueTaskIds'> {
  return {
    ...(preferences.notifications === undefined ? {} : { notifications: notificationPreferencesSchema.parse(preferences.notifications) }),
    ...(preferences.notifiedOverdueTaskIds === undefined ? {} : { notifiedOverdueTaskIds: notifiedTaskIdsSchema.parse(preferences.notifiedOverdueTaskIds) }),
  };
}

export function readNotificationPreferences(store: PreferencesStore): NotificationPreferences {
  return { ...(store.read().notifications ?? DEFAULT_NOTIFICATION_PREFERENCES) };
}

/** Validates and keeps the user's choices; the answer is what is stored now. */
export function writeNotificationPreferences(store: PreferencesStore, input: unknown): CallResult<NotificationPreferences> {
  const parsed = notificationPreferencesSchema.safeParse(input);
  if (!parsed.success) {
    return failure({
      status: 400,
      code: ERROR_CODES.invalidInput,
      message: INVALID_NOTIFICATION_PREFERENCES_MESSAGE,
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  try {
    store.write({ ...store.read(), notifications: parsed.data });
  } catch {
    return failure({ status: 500, message: NOTIFICATION_PREFERENCES_NOT_SAVED_MESSAGE });
  }
  return { ok: true, data: readNotificationPreferences(store) };
}

/** The user's notification choices as the core serves them: read, changed from a window, watched. */
export interface NotificationSettings {
  get(): NotificationPreferences;
  /** Validates `input` (a NotificationPreferences) and keeps it; listeners hear of a saved change. */
  set(input: unknown): CallResult<NotificationPreferences>;
  onChange(listener: (preferences: NotificationPreferences) => void): () => void;
}

export function createNotificationSettings(store: PreferencesStore): NotificationSettings {
  const listeners = createListenerSet<NotificationPreferences>();
  return {
    get: () => readNotificationPreferences(store),
    set(input) {
      const result = writeNotificationPreferences(store, input);
      if (result.ok) listeners.emit({ ...result.data });
      return result;
    },
    onChange: (listener) => listeners.add(listener),
  };
}

/** The ids of the tasks already notified as overdue; survives restarts with the preferences file. */
export interface NotifiedTaskStore {
  read(): string[];
  write(ids: readonly string[]): void;
}

export function createNotifiedTaskStore(store: PreferencesStore): NotifiedTaskStore {
  return {
    read: () => [...(store.read().notifiedOverdueTaskIds ?? [])],
    write(ids) {
      store.write({ ...store.read(), notifiedOverdueTaskIds: ids.slice(-NOTIFIED_TASK_IDS_MAX) });
    },
  };
}
