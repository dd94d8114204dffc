import { useEffect, useLayoutEffect, useRef } from 'react';

interface Guard {
  dirty(): boolean;
  /** Addresses this form's work continues on (the steps of one flow): going there is not leaving. */
  stayWithin: readonly string[];
  released: boolean;
}

export interface UnsavedChangesOptions {
  stayWithin?: readonly string[];
}

export interface UnsavedChangesGuard {
  /** Leaves without asking (after a save, or a discard the user already confirmed): from then on the form does not ask. */
  leaveWithoutAsking<T>(leave: () => T | Promise<T>): Promise<T>;
  /** Asks before closing a dialog that holds the form; true when there is nothing to lose or the user chose to leave. */
  confirmDiscard(): Promise<boolean>;
}

/**
 * The forms that hold changes not saved yet, read by the one prompt the app mounts
 * (`UnsavedChangesPrompt`): it asks before in-app navigation, and the page's beforeunload asks the
 * browser (or the desktop window) before a reload or close.
 */
const guards = new Set<Guard>();
let ask: (() => Promise<boolean>) | null = null;

function isDirty(guard: Guard): boolean {
  return !guard.released && guard.dirty();
}

export function hasUnsavedChanges(): boolean {
  return [...guards].some(isDirty);
}

/** Whether going from one address to another leaves a form with unsaved changes. */
export function leavesUnsavedChanges(from: string, to: { pathname: string; search: string }): boolean {
  if (from === `${to.pathname}${to.search}`) return false;
  return [...guards].some((guard) => isDirty(guard) && !guard.stayWithin.includes(to.pathname));
}

/** The prompt registers how it asks; without one mounted nothing is asked. */
export function setUnsavedChangesQuestion(question: (() => Promise<boolean>) | null): void {
  ask = question;
}

/** Asks once for every form with unsaved changes; resolves true at once when there are none. */
export function confirmLeavingUnsavedChanges(): Promise<boolean> {
  if (!hasUnsavedChanges() || ask === null) return Promise.resolve(true);
  return ask();
}

/**
 * Marks a form as holding unsaved changes while `dirty` is true. `dirty` may be a function, read
 * when the user leaves, for a form whose state is held outside React.
 */
export function useUnsavedChanges(dirty: boolean | (() => boolean), { stayWithin = [] }: UnsavedChangesOptions = {}): UnsavedChangesGuard {
  const guard = useRef<Guard>({ dirty: () => false, stayWithin, released: false });
  useLayoutEffect(() => {
    guard.current.dirty = typeof dirty === 'function' ? dirty : () => dirty;
  });
  useEffect(() => {
    const registered = guard.current;
    guards.add(registered);
    return () => void guards.delete(registered);
  }, []);

  return {
    leaveWithoutAsking: (leave) => {
      // For good: the screen is on its way out, and may still be drawn for a moment after the navigation.
      guard.current.released = true;
      return Promise.resolve(leave());
    },
    confirmDiscard: () => (isDirty(guard.current) && ask !== null ? ask() : Promise.resolve(true)),
  };
}
