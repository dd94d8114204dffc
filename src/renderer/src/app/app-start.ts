import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '@shared/session';
import { restoreCopyAtStart, type CopyRestoredAtStart } from '@renderer/lib/offline/copy-at-start';
import { createAppQueryClient } from './create-app-query-client';
import { preloadScreen } from './screen-preload';

/** What the first render starts from when it was read before React started. */
export interface AppStart {
  queryClient: QueryClient;
  session: SessionState;
  copy?: CopyRestoredAtStart;
}

/**
 * Opening the app on a signed-in screen: the screen's code, the session and the user's offline copy
 * all come in before the first render, so the app draws once, with the saved data, instead of a
 * spinner for the session, another for the copy and then the screen. Undefined when the core did
 * not answer the session: the providers then ask and show what they always show.
 */
export async function prepareSignedInStart(pathname: string, sessionRead: Promise<SessionState>): Promise<AppStart | undefined> {
  const queryClient = createAppQueryClient();
  const restoring = sessionRead.then(async (session) => ({ queryClient, session, copy: await restoreCopyAtStart(queryClient, session) }));
  const [start] = await Promise.all([restoring.catch(() => undefined), preloadScreen(pathname)]);
  return start;
}
