import { QueryClient } from '@tanstack/react-query';
import { isUnreachable } from './offline/change-failures';
import { followCoreConnectivity } from './offline/connectivity';
import { OFFLINE_DATA_MAX_AGE_MS } from './offline/offline-cache-policy';
import { DEFAULT_STALE_TIME_MS } from './query/query-stale-times';

/** Tries of a read that found the gateway away, before it shows as failed (offline, it pauses instead). */
const UNREACHABLE_READ_RETRIES = 2;

/**
 * One client for the renderer. 'offlineFirst': a read or change is tried once even when the core
 * last said the gateway was away (it may be back); a read that cannot reach it then pauses with the
 * data it has rather than failing, and continues when the gateway is back. The main core already
 * retries idempotent calls, so only "could not reach" is tried again here. Data is kept in memory
 * as long as the offline copy keeps it.
 */
export function createQueryClient(): QueryClient {
  followCoreConnectivity();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => isUnreachable(error) && failureCount < UNREACHABLE_READ_RETRIES,
        refetchOnWindowFocus: false,
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: OFFLINE_DATA_MAX_AGE_MS,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
  return queryClient;
}
