import { useEffect, useState } from 'react';

export type Politeness = 'polite' | 'assertive';

type Listener = (text: string, politeness: Politeness) => void;
const listeners = new Set<Listener>();

/**
 * Says `text` to screen readers through the app's live regions, which are on the page from the
 * start: a region added together with its text is often not read out, so toasts, which appear
 * with their text, speak through these instead.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const spoken = text.trim();
  if (spoken === '') return;
  for (const listener of listeners) listener(spoken, politeness);
}

/** The two live regions: polite for what happened, assertive for what went wrong. Mounted once, around the whole app. */
export function LiveAnnouncer() {
  const [spoken, setSpoken] = useState<{ polite: string; assertive: string }>({ polite: '', assertive: '' });
  useEffect(() => {
    const pending: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};
    const listener: Listener = (text, politeness) => {
      // Emptied first, so the same words twice in a row are read twice.
      setSpoken((current) => ({ ...current, [politeness]: '' }));
      clearTimeout(pending[politeness]);
      pending[politeness] = setTimeout(() => setSpoken((current) => ({ ...current, [politeness]: text })), ANNOUNCE_DELAY_MS);
    };
    listeners.add(listener);
    return () => {
      clearTimeout(pending.polite);
      clearTimeout(pending.assertive);
      listeners.delete(listener);
    };
  }, []);
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" data-live-announcer="" className="sr-only">
        {spoken.polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-live-announcer="" className="sr-only">
        {spoken.assertive}
      </div>
    </>
  );
}

/** Long enough for a screen reader to notice the region was emptied before the new words arrive. */
const ANNOUNCE_DELAY_MS = 100;
