import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CoreNotices } from '@renderer/components/core-notices';
import { createQueryClient } from '@renderer/lib/query-client';
import { SessionProvider } from '@renderer/lib/session/session-provider';
import { ThemeProvider } from '@renderer/lib/theme/theme-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <CoreNotices />
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
