import type { App } from 'electron';
import { MAIL_SCREENS, ROUTES, type MailScreen } from '@shared/routes';

export const DEEP_LINK_SCHEME = 'hcm';

export function isDeepLink(value: string): boolean {
  return value.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`);
}

/** The screens a mail may open, by the path an hcm:// link names them with. */
const MAIL_SCREEN_BY_PATH = new Map<string, MailScreen>(Object.keys(MAIL_SCREENS).map((screen) => [ROUTES[screen as MailScreen], screen as MailScreen]));

const MAX_DEEP_LINK_LENGTH = 2048;

/**
 * The in-app path an hcm:// link asks for (`hcm://reset-password?userId=…&code=…` becomes
 * `/reset-password?userId=…&code=…`), or null when it names no screen a mail may open. Only the
 * screen's own parameters are kept, so a link can neither reach another screen nor smuggle input.
 */
export function deepLinkPath(link: string): string | null {
  if (link.length > MAX_DEEP_LINK_LENGTH || !isDeepLink(link) || !URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (url.pathname !== '' && url.pathname !== '/') return null;
  const path = `/${url.hostname.toLowerCase()}`;
  const screen = MAIL_SCREEN_BY_PATH.get(path);
  if (screen === undefined) return null;
  const parameters: readonly string[] = MAIL_SCREENS[screen];
  const kept = new URLSearchParams();
  for (const name of parameters) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The hcm:// link in a command line: the app's own at launch, or a second instance's (Windows and Linux pass it in argv). */
export function deepLinkIn(argv: readonly string[]): string | null {
  return argv.find(isDeepLink) ?? null;
}

type DeepLinkApp = Pick<App, 'setAsDefaultProtocolClient' | 'on'>;

/**
 * Registers hcm:// with the OS and calls onDeepLink when a link arrives on macOS (open-url);
 * elsewhere links arrive through the single-instance lock's second-instance argv.
 */
export function registerDeepLinks(app: DeepLinkApp, onDeepLink: (url: string) => void, launcher?: { execPath: string; args: string[] }): void {
  if (launcher) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, launcher.execPath, launcher.args);
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (isDeepLink(url)) onDeepLink(url);
  });
}
