import type { QueryClient } from '@tanstack/react-query';
import { registerTaskChanges } from '@renderer/domain/tasks/register-task-changes';
import { keepNewHireDraftIn } from '@renderer/features/new-hires/lib/kept-new-hire-draft';
import { createQueryClient } from '@renderer/lib/query-client';

/** The renderer's query client with every domain's queued changes, records and drafts registered on it. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  registerTaskChanges(queryClient);
  keepNewHireDraftIn(queryClient);
  return queryClient;
}
