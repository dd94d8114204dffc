import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isMadeByUser } from './user-drafts';

const TICK_MS = 30_000;

/** When the oldest data on screen (queries in use) was read from the gateway; null when none is. */
function oldestShown(queryClient: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().findAll({ type: 'active' })) {
    if (isMadeByUser(query.queryKey) || query.state.data === undefined || query.state.dataUpdatedAt === 0) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

/**
 * How old the data on screen is, in milliseconds, while `enabled`; null when nothing shown came
 * from the gateway. The oldest counts: a page is only as current as its least current part.
 */
export function useShownDataAge(enabled: boolean): number | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => (enabled ? queryClient.getQueryCache().subscribe(onChange) : () => undefined),
    [enabled, queryClient],
  );
  const oldest = useSyncExternalStore(subscribe, () => (enabled ? oldestShown(queryClient) : null));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const every = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [enabled]);
  return oldest === null ? null : Math.max(0, now - oldest);
}
