import type { QueryClient } from '@tanstack/react-query';
import { registerTaskChanges } from '@renderer/domain/tasks/register-task-changes';
import { createQueryClient } from '@renderer/lib/query-client';

/** The renderer's query client with every domain's queued changes and records registered on it. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  registerTaskChanges(queryClient);
  return queryClient;
}
