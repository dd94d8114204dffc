import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@shared/offline';
import { BridgeError, hcm } from '@renderer/lib/bridge';

export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['notifications', 'preferences'] as const;

// The choices live in the core, not the gateway: reading and saving them works offline too.
const LOCAL = { networkMode: 'always' } as const;

/** The user's notification choices as the core keeps them. */
export function useNotificationPreferences() {
  return useQuery({ ...LOCAL, queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY, queryFn: () => hcm().notifications.get() });
}

/** Saves the choices; the cache then holds what the core kept. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation<NotificationPreferences, Error, NotificationPreferences>({
    ...LOCAL,
    mutationFn: async (preferences) => {
      const result = await hcm().notifications.set(preferences);
      if (!result.ok) throw new BridgeError(result.error);
      return result.data;
    },
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
  });
}
