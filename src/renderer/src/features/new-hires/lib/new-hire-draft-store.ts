import type { HireFormField, HireFormInput } from '@renderer/domain/hires/hire-form-schema';

/** What the plan step holds: no plan, or a template with the indexes of the tasks taken out of it. */
export type PlanChoice = { kind: 'none' } | { kind: 'template'; templateId: string; removed: readonly number[] };

export interface NewHireDraft {
  /** The signed-in user who is entering it; another user never sees it. */
  ownerId: string;
  values: HireFormInput;
  /** Step 1 was completed, so the later steps may open. */
  personalDone: boolean;
  /** null until a plan or "No plan" is chosen. */
  plan: PlanChoice | null;
  /** Field errors of a failed save that belong to step 1, shown when that step opens. */
  pendingErrors: Partial<Record<HireFormField, string>>;
  /** Set once newHire.create succeeded while the plan is still to be assigned, so the hire is never created twice. */
  createdHire: { id: string; fullName: string } | null;
}

/**
 * The hire being added, held in memory only while the person moves between the add flow's two
 * routes: it is personal data, so it never goes to localStorage or sessionStorage, and it is gone
 * on reload, after saving, when discarded, and when another user signs in.
 */
let draft: NewHireDraft | null = null;
const listeners = new Set<() => void>();

function publish(next: NewHireDraft | null) {
  draft = next;
  for (const listener of listeners) listener();
}

export function subscribeToDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentDraft(): NewHireDraft | null {
  return draft;
}

/** The owner's draft, started from `initial` when there is none (another user's draft is dropped). */
export function ensureDraft(ownerId: string, initial: () => HireFormInput): NewHireDraft {
  if (draft?.ownerId !== ownerId) {
    // Not published: this runs while a page renders, and the page reads the new draft itself.
    draft = { ownerId, values: initial(), personalDone: false, plan: null, pendingErrors: {}, createdHire: null };
  }
  return draft;
}

/**
 * Keeps the latest form values. Screens read them only when a form opens, so nothing re-renders
 * on each keystroke.
 */
export function keepDraftValues(values: HireFormInput): void {
  if (draft) draft = { ...draft, values };
}

export function updateDraft(change: Partial<Omit<NewHireDraft, 'ownerId'>>): void {
  if (draft) publish({ ...draft, ...change });
}

export function discardDraft(): void {
  publish(null);
}
