/** Whether the core can reach the onboarding gateway right now, as the core last found it. */
export interface ConnectivityState {
  status: 'online' | 'offline';
  /** ISO time the status last changed. */
  since: string;
}

/** The largest persisted cache the core keeps for the renderer (characters of its JSON). */
export const OFFLINE_CACHE_MAX_CHARS = 20_000_000;

/** The user's own desktop notification choices, kept by the core beside the other preferences. */
export interface NotificationPreferences {
  /** A desktop notification once for each task of the user's that becomes overdue. */
  overdueNotifications: boolean;
  /** The count of the user's overdue tasks on the app's icon. */
  overdueBadge: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { overdueNotifications: true, overdueBadge: true };
