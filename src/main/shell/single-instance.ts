import type { App } from 'electron';
import { deepLinkIn } from './deep-links';

type SingleInstanceApp = Pick<App, 'requestSingleInstanceLock' | 'on'>;

/**
 * One running app per user: a second start hands its argv (maybe an hcm:// link) to the first
 * and quits. Returns false in the second instance, which must then quit.
 */
export function claimSingleInstance(app: SingleInstanceApp, onSecondInstance: (deepLink: string | null) => void): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', (_event, argv) => onSecondInstance(deepLinkIn(argv)));
  return true;
}
