import type { App } from 'electron';

export const DEEP_LINK_SCHEME = 'hcm';

export function isDeepLink(value: string): boolean {
  return value.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`);
}

/** The hcm:// link a second instance was started with (Windows and Linux pass it in argv). */
export function deepLinkIn(argv: readonly string[]): string | null {
  return argv.find(isDeepLink) ?? null;
}

type DeepLinkApp = Pick<App, 'setAsDefaultProtocolClient' | 'on'>;

/**
 * Registers hcm:// with the OS and calls onDeepLink when a link arrives on macOS (open-url);
 * elsewhere links arrive through the single-instance lock's second-instance argv. A link only
 * brings the app forward: its content decides nothing yet.
 */
export function registerDeepLinks(app: DeepLinkApp, onDeepLink: (url: string) => void, launcher?: { execPath: string; args: string[] }): void {
  if (launcher) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, launcher.execPath, launcher.args);
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (isDeepLink(url)) onDeepLink(url);
  });
}
