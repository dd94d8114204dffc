import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '@shared/session';
import { createBridgePersister, type BridgePersister } from './bridge-persister';
import { takeCopyReadAhead } from './copy-read-ahead';
import { restoreOfflineCopy } from './offline-copy-sync';
import { copyOwnerOf } from './persisted-copy';

/** The signed-in user's copy, put into the client before the first render. */
export interface CopyRestoredAtStart {
  owner: string;
  /** The persister that read it: it goes on to save for the same user. */
  persister: BridgePersister;
  /** False when the copy could not be read: it is then left alone rather than overwritten. */
  readable: boolean;
}

/**
 * Opening the app on a signed-in screen, the copy read ahead (see copy-read-ahead) goes into the
 * client before React starts, so the first render is the saved screen rather than a spinner and then
 * the screen. Nothing is restored for a session that is not the user's own (signed out, or an
 * administrator viewing as someone): the provider then decides as it always does.
 */
export async function restoreCopyAtStart(queryClient: QueryClient, session: SessionState): Promise<CopyRestoredAtStart | undefined> {
  const owner = copyOwnerOf(session);
  if (owner === null) return undefined;
  const persister = createBridgePersister({ owner, firstRead: takeCopyReadAhead });
  const readable = await restoreOfflineCopy(queryClient, persister);
  return { owner, persister, readable };
}
