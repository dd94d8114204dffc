import type { QueryClient } from '@tanstack/react-query';
import { invalidateOperation } from '@renderer/lib/query/operation-query';

/** Marks stale everything cached about one hire (the hire, its tasks, plans, documents, changes, start-date previews), so the screens read it again. */
export async function refreshHire(queryClient: QueryClient, hireId: string): Promise<void> {
  await Promise.all([
    invalidateOperation(queryClient, 'newHire.get', { id: hireId }),
    invalidateOperation(queryClient, 'tasks.ofHire', { hireId }),
    invalidateOperation(queryClient, 'newHire.plans', { hiresId: hireId }),
    invalidateOperation(queryClient, 'newHire.documents', { userId: hireId }),
    invalidateOperation(queryClient, 'newHire.changes', { id: hireId }),
    invalidateOperation(queryClient, 'newHire.previewStartDateShift', { id: hireId }),
  ]);
}
