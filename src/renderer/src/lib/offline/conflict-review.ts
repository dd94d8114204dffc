import { useSyncExternalStore } from 'react';

/**
 * Conflicts the user chose to decide later, for this run of the app: they stay recorded (and in
 * the count), and the header's "to review" brings them back.
 */
let deferred: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string>): void {
  deferred = next;
  for (const listener of listeners) listener();
}

export function deferConflict(id: string): void {
  publish(new Set([...deferred, id]));
}

export function reviewConflicts(): void {
  if (deferred.size > 0) publish(new Set());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDeferredConflicts(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => deferred);
}
