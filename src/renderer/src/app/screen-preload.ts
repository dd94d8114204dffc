import { findPage } from './page-registry';

/**
 * At start, the signed-in frame and the screen the address names begin downloading while the
 * session and the offline copy are read, instead of one after another once they are in: opening
 * the app on /tasks with the gateway away shows the saved tasks that much sooner.
 */
export function preloadScreen(pathname: string): void {
  const page = findPage(pathname);
  if (!page) return;
  // A chunk that fails here is asked for again when the screen renders, which shows the error.
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  quietly(import('./routes/app-layout'));
  quietly(import('./routes/area-route'));
  quietly(page.load());
}
