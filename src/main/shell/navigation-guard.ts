import type { WebContents } from 'electron';
import { isAllowedOrigin } from './renderer-origin';

type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * The app is one window on its own origin: navigation and redirects elsewhere are stopped, no new
 * window opens and no <webview> attaches.
 */
export function guardWebContents(contents: GuardedContents, allowedOrigins: readonly string[]): void {
  const stayOnOrigin = (event: { preventDefault(): void; url: string }): void => {
    if (!isAllowedOrigin(event.url, allowedOrigins)) event.preventDefault();
  };
  contents.on('will-navigate', stayOnOrigin);
  contents.on('will-frame-navigate', stayOnOrigin);
  contents.on('will-redirect', stayOnOrigin);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
