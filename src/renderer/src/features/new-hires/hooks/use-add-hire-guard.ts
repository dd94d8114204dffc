import { ROUTES } from '@shared/routes';
import { useUnsavedChanges, type UnsavedChangesGuard } from '@renderer/lib/forms/unsaved-changes';
import { currentDraft } from '../lib/new-hire-draft-store';

const ADD_HIRE_PATHS = [ROUTES.addNewHire, ROUTES.hireDetails];

/**
 * The add flow asks before it is left while a hire is being entered: something typed on this step,
 * or a step finished before. Moving between its own two routes is not leaving; once the hire is
 * created (or the draft saved or discarded) there is nothing left to lose.
 */
export function useAddHireGuard(stepDirty: boolean): UnsavedChangesGuard {
  return useUnsavedChanges(
    () => {
      const draft = currentDraft();
      return draft !== null && draft.createdHire === null && (stepDirty || draft.personalDone);
    },
    { stayWithin: ADD_HIRE_PATHS },
  );
}
