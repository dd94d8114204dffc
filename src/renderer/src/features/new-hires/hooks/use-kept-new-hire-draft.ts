import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { subscribeToUserDraft } from '@renderer/lib/offline/user-drafts';
import { KEPT_NEW_HIRE_DRAFT_KEY, keptNewHireDraft } from '../lib/kept-new-hire-draft';
import type { NewHireDraft } from '../lib/new-hire-draft-store';

/** The signed-in user's draft kept on this computer (from before a reload or restart), as it changes. */
export function useKeptNewHireDraft(ownerId: string): NewHireDraft | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => subscribeToUserDraft(queryClient, KEPT_NEW_HIRE_DRAFT_KEY, onChange), [queryClient]);
  return useSyncExternalStore(subscribe, () => keptNewHireDraft(queryClient, ownerId));
}
