import { ROUTES, type MAIL_SCREENS, type MailScreen } from '@shared/routes';

export interface MailLink {
  /** Opens the desktop app at the screen. */
  desktop: string;
  /** Opens the same screen through the local web host. */
  web: string;
}

/** The parameters a screen reads, each given. */
type ScreenQuery<S extends MailScreen> = Readonly<Record<(typeof MAIL_SCREENS)[S][number], string>>;

export function mailLink<S extends MailScreen>(
  appWebUrl: string,
  screen: S,
  ...[query]: (typeof MAIL_SCREENS)[S] extends readonly [] ? [] : [ScreenQuery<S>]
): MailLink {
  const search = Object.entries<string>(query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const screenPath = ROUTES[screen].slice(1);
  const path = search === '' ? screenPath : `${screenPath}?${search}`;
  const base = appWebUrl.replace(/\/+$/, '');
  return { desktop: `hcm://${path}`, web: `${base}/${path}` };
}
