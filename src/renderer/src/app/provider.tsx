import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CoreNotices } from '@renderer/components/core-notices';
import { QueuedChangeNotices } from '@renderer/domain/tasks/queued-change-notices';
import { OfflineCacheProvider } from '@renderer/lib/offline/offline-cache-provider';
import { SessionProvider } from '@renderer/lib/session/session-provider';
import { LiveAnnouncer } from '@renderer/lib/toast/live-announcer';
import { ThemeProvider } from '@renderer/lib/theme/theme-provider';
import type { AppStart } from './app-start';
import { createAppQueryClient } from './create-app-query-client';

export function AppProvider({ children, start }: { children: ReactNode; start?: AppStart }) {
  const [queryClient] = useState(() => start?.queryClient ?? createAppQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LiveAnnouncer />
        <CoreNotices />
        <QueuedChangeNotices />
        <SessionProvider initialState={start?.session}>
          <OfflineCacheProvider restoredAtStart={start?.copy}>{children}</OfflineCacheProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
