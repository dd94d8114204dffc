/** The screens a mail can open, by their route in the desktop app and the local web host. */
export type MailScreen = 'sign-in' | 'forgot-password' | 'set-new-password' | 'reset-password' | 'otp-verification';

export interface MailLink {
  /** Opens the desktop app at the screen. */
  desktop: string;
  /** Opens the same screen through the local web host. */
  web: string;
}

export function mailLink(appWebUrl: string, screen: MailScreen, query: Readonly<Record<string, string>> = {}): MailLink {
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const path = search === '' ? screen : `${screen}?${search}`;
  const base = appWebUrl.replace(/\/+$/, '');
  return { desktop: `hcm://${path}`, web: `${base}/${path}` };
}
