import { useSyncExternalStore } from 'react';
import { currentDraft, subscribeToDraft, type NewHireDraft } from '../lib/new-hire-draft-store';

/** The signed-in user's draft of the hire being added, or null when there is none. */
export function useNewHireDraft(ownerId: string | undefined): NewHireDraft | null {
  const draft = useSyncExternalStore(subscribeToDraft, currentDraft);
  return draft && draft.ownerId === ownerId ? draft : null;
}
