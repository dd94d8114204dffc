import { QueryClient } from '@tanstack/react-query';

/** The main core already retries idempotent gateway calls; a second layer here would only delay errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
