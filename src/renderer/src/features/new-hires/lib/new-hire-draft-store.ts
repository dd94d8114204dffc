import type { HireFormInput, HireFormPath } from '@renderer/domain/hires/hire-form-schema';

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
  pendingErrors: Partial<Record<HireFormPath, string>>;
  /** Set once newHire.create succeeded while the plan is still to be assigned, so the hire is never created twice. */
  createdHire: { id: string; fullName: string } | null;
}

/**
 * The hire being added, held in memory while the person moves between the add flow's two routes,
 * and handed to `keep` (the offline copy, see kept-new-hire-draft) so that it outlives a reload or
 * a restart. It is personal data, so it never goes to localStorage or sessionStorage. It is gone
 * after saving, when discarded, and when another user signs in.
 */
let draft: NewHireDraft | null = null;
const listeners = new Set<() => void>();

/** Where each change goes to be kept; typing is handed over once it pauses, anything else at once. */
let keep: ((next: NewHireDraft | null) => void) | null = null;
let typing: ReturnType<typeof setTimeout> | null = null;
export const KEEP_TYPING_AFTER_MS = 500;

function keepNow() {
  if (typing !== null) clearTimeout(typing);
  typing = null;
  keep?.(draft);
}

function publish(next: NewHireDraft | null) {
  draft = next;
  keepNow();
  for (const listener of listeners) listener();
}

/** Hands every change of the draft to `sink` from now on (null stops). */
export function keepDraftsIn(sink: ((next: NewHireDraft | null) => void) | null): void {
  keep = sink;
}

/** Takes a kept draft back as the one being entered. */
export function resumeDraft(kept: NewHireDraft): void {
  publish(kept);
}

/** The kept draft went away without this store saying so (the session became someone else's): memory follows. */
export function forgetDraft(): void {
  if (typing !== null) clearTimeout(typing);
  typing = null;
  draft = null;
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
  if (!draft) return;
  draft = { ...draft, values };
  typing ??= setTimeout(keepNow, KEEP_TYPING_AFTER_MS);
}

export function updateDraft(change: Partial<Omit<NewHireDraft, 'ownerId'>>): void {
  if (draft) publish({ ...draft, ...change });
}

export function discardDraft(): void {
  publish(null);
}
