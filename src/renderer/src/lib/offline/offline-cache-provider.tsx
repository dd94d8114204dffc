import { IsRestoringProvider, onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FullPageSpinner } from '@renderer/components/full-page-spinner';
import { hcm } from '@renderer/lib/bridge';
import { useSession } from '@renderer/lib/session/session-context';
import { createBridgePersister } from './bridge-persister';
import type { CopyRestoredAtStart } from './copy-at-start';
import { takeCopyReadAhead } from './copy-read-ahead';
import { restoreOfflineCopy, saveOfflineCopy } from './offline-copy-sync';
import { copyOwnerOf } from './persisted-copy';
import { isUnsentChange } from './queued-changes';
import { isMadeByUser } from './user-drafts';

/** The queue, the user's records and drafts belong to one user: they are never shown or sent in anyone else's session. */
function forgetChanges(queryClient: QueryClient): void {
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.findAll({ predicate: isUnsentChange })) mutations.remove(mutation);
  queryClient.removeQueries({ predicate: (query) => isMadeByUser(query.queryKey) });
}

/**
 * Keeps the signed-in user's cache and queued changes on this computer through the core, and
 * restores them when they sign in or open the app (queries wait for the restore). When the session
 * becomes someone else's, writing stops at once and their changes leave memory; the next user's
 * own copy is restored. The queue is resumed once restored, if the gateway answers.
 *
 * Opening the app signed in, nothing shows until the copy is in (a local read), so the first
 * screen is the saved data rather than a skeleton; later restores keep the screen and only hold
 * its queries back, so a page in the middle of something (signing in) is not torn down. A copy
 * restored before the first render (`restoredAtStart`) is taken as this user's restore.
 */
export function OfflineCacheProvider({ children, restoredAtStart }: { children: ReactNode; restoredAtStart?: CopyRestoredAtStart }) {
  const { state } = useSession();
  const queryClient = useQueryClient();
  const owner = copyOwnerOf(state);
  const ownCopyAtStart = restoredAtStart?.owner === owner ? restoredAtStart : undefined;
  const [restoredFor, setRestoredFor] = useState<string | null>(() => ownCopyAtStart?.owner ?? null);
  const [opened, setOpened] = useState(() => owner === null || ownCopyAtStart !== undefined);
  const startTaken = useRef(false);

  useEffect(() => {
    if (owner === null) return undefined;
    // Taken once: should this user's copy be restored again later (they sign in anew), it is read again.
    const atStart = !startTaken.current && restoredAtStart?.owner === owner ? restoredAtStart : undefined;
    startTaken.current = true;
    const persister = atStart?.persister ?? createBridgePersister({ owner, firstRead: takeCopyReadAhead });
    let active = true;
    let stopSaving: () => void = () => undefined;
    // Stops at the core's first word of another session, before the screens have re-rendered.
    const stopFollowing = hcm().session.onChange((next) => {
      if (copyOwnerOf(next) !== owner) persister.stop();
    });
    const keepFromNowOn = (readable: boolean) => {
      // A copy that could not be read is left alone rather than overwritten by this run's cache.
      if (readable) stopSaving = saveOfflineCopy(queryClient, persister);
      setRestoredFor(owner);
      setOpened(true);
      if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
    };
    if (atStart) keepFromNowOn(atStart.readable);
    else
      void restoreOfflineCopy(queryClient, persister, () => active).then((readable) => {
        if (active) keepFromNowOn(readable);
      });
    return () => {
      active = false;
      stopFollowing();
      stopSaving();
      persister.stop();
      forgetChanges(queryClient);
      setRestoredFor(null);
    };
  }, [owner, queryClient, restoredAtStart]);

  if (!opened) return <FullPageSpinner />;
  return <IsRestoringProvider value={owner !== null && restoredFor !== owner}>{children}</IsRestoringProvider>;
}
