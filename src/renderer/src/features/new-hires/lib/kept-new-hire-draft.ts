import type { QueryClient } from '@tanstack/react-query';
import { registerUserDraft, subscribeToUserDraft, userDraftKey } from '@renderer/lib/offline/user-drafts';
import { currentDraft, forgetDraft, keepDraftsIn, type NewHireDraft } from './new-hire-draft-store';

/** The hire being added, among the user's drafts in the offline copy. */
export const KEPT_NEW_HIRE_DRAFT_KEY = userDraftKey<NewHireDraft>('newHire');

/**
 * Keeps the add flow's draft in `queryClient` as a user draft, so the offline copy holds it
 * (encrypted, for its owner only) across a reload or a restart; a saved or discarded draft leaves
 * it. When the copy's drafts are forgotten (sign-out, another user) the draft in memory goes too.
 */
export function keepNewHireDraftIn(queryClient: QueryClient): void {
  registerUserDraft(queryClient, KEPT_NEW_HIRE_DRAFT_KEY);
  keepDraftsIn((next) => {
    if (next === null) queryClient.removeQueries({ queryKey: KEPT_NEW_HIRE_DRAFT_KEY, exact: true });
    else queryClient.setQueryData(KEPT_NEW_HIRE_DRAFT_KEY, next);
  });
  subscribeToUserDraft(queryClient, KEPT_NEW_HIRE_DRAFT_KEY, () => {
    if (queryClient.getQueryData(KEPT_NEW_HIRE_DRAFT_KEY) === undefined && currentDraft() !== null) forgetDraft();
  });
}

/** The owner's kept draft, or null. */
export function keptNewHireDraft(queryClient: QueryClient, ownerId: string): NewHireDraft | null {
  const kept = queryClient.getQueryData(KEPT_NEW_HIRE_DRAFT_KEY);
  return kept?.ownerId === ownerId ? kept : null;
}
