import { findPage } from './page-registry';
import { AppLayoutRoute, AreaRoute } from './router';

/**
 * At start, the signed-in frame and the screen the address names begin downloading while the
 * session and the offline copy are read, instead of one after another once they are in: opening
 * the app on /tasks with the gateway away shows the saved tasks that much sooner, and without a
 * loading frame in between (see preloadable). Resolves once every chunk has arrived or failed.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const page = findPage(pathname);
  if (!page) return;
  // A chunk that fails here fails the same way when the screen renders, where the error is shown.
  await Promise.allSettled([AppLayoutRoute.preload(), AreaRoute.preload(), page.component.preload()]);
}
