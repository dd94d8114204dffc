import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedChanges, leavesUnsavedChanges, setUnsavedChangesQuestion } from './unsaved-changes';

// Fetched when first asked, so the sign-in page's bundle carries no Modal.
const UnsavedChangesDialog = lazy(() => import('@renderer/components/unsaved-changes-dialog'));

/** A reload or close of the page asks the browser's own question; the desktop shell answers it with its dialog. */
function askBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Chromium before 119 and Electron's will-prevent-unload look for a return value as well.
  event.returnValue = '';
}

/**
 * Mounted once by each frame that holds forms (the signed-in shell, sign-up), not by the router's
 * root, so the sign-in page loads none of it: asks before the app leaves a form with unsaved changes (a link,
 * the sidebar, Back and Forward) and before the page unloads; forms mark themselves with
 * `useUnsavedChanges`.
 */
export function UnsavedChangesPrompt() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => leavesUnsavedChanges(`${currentLocation.pathname}${currentLocation.search}`, nextLocation),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const [asked, setAsked] = useState(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);

  useEffect(() => {
    window.addEventListener('beforeunload', askBeforeUnload);
    setUnsavedChangesQuestion(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          setAsked(true);
        }),
    );
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      setUnsavedChangesQuestion(null);
      answer.current?.(false);
    };
  }, []);

  const settle = (leave: boolean) => {
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    answer.current?.(leave);
    answer.current = null;
    setAsked(false);
  };

  if (blocker.state !== 'blocked' && !asked) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onLeave={() => settle(true)} onStay={() => settle(false)} />
    </Suspense>
  );
}
