import Conf from 'conf';
import { z } from 'zod';
import type { PreferencesStore } from '../core/types';
import { browserTokenHash, isBrowserToken } from './browser-token';

export const REMEMBER_COOKIE = 'hcm_remember';
/** How long a browser keeps its remember-me cookie, and the host the email that goes with it. */
export const REMEMBER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The most browsers remembered at once; past it, the one remembered longest ago is forgotten. */
export const REMEMBERED_BROWSERS_MAX = 50;

const entrySchema = z.object({
  browser: z.string().regex(/^[0-9a-f]{64}$/),
  email: z.string().max(320),
  rememberedAt: z.number(),
});
type RememberedBrowser = z.infer<typeof entrySchema>;

/**
 * The "Remember me" email of each browser that chose it. The desktop keeps one per OS user; the
 * web host serves any browser on the machine, so the email goes only to the browser holding the
 * remember-me cookie it was kept under (the host keeps that cookie's hash, never the cookie).
 */
export interface RememberedBrowsers {
  emailOf(browserId: string | undefined): string | null;
  remember(browserId: string, email: string): void;
  forget(browserId: string | undefined): void;
}

export interface RememberedBrowsersOptions {
  /** Where the list is kept (a conf file); without it, in memory for the life of the process. */
  dataDir?: string;
  now?(): number;
}

interface EntryFile {
  read(): unknown;
  write(entries: RememberedBrowser[]): void;
}

function confFile(dataDir: string): EntryFile {
  const store = new Conf<{ browsers: RememberedBrowser[] }>({
    cwd: dataDir,
    configName: 'remembered-browsers',
    defaults: { browsers: [] },
    configFileMode: 0o600,
    clearInvalidConfig: true,
  });
  return {
    read: () => store.get('browsers'),
    write: (entries) => store.set('browsers', entries),
  };
}

function memoryFile(): EntryFile {
  let kept: RememberedBrowser[] = [];
  return {
    read: () => kept,
    write: (entries) => {
      kept = entries;
    },
  };
}

export function createRememberedBrowsers(options: RememberedBrowsersOptions = {}): RememberedBrowsers {
  const file = options.dataDir === undefined ? memoryFile() : confFile(options.dataDir);
  const now = options.now ?? Date.now;
  // The host is the file's only writer: read once, then kept in step with every write.
  const parsed = z.array(entrySchema).safeParse(file.read());
  let entries: RememberedBrowser[] = parsed.success ? parsed.data : [];

  const current = (): RememberedBrowser[] => entries.filter((entry) => entry.rememberedAt > now() - REMEMBER_MAX_AGE_SECONDS * 1000);
  const save = (next: RememberedBrowser[]): void => {
    entries = next.slice(-REMEMBERED_BROWSERS_MAX);
    file.write(entries);
  };

  return {
    emailOf(browserId) {
      if (!isBrowserToken(browserId)) return null;
      const browser = browserTokenHash(browserId);
      return current().find((entry) => entry.browser === browser)?.email ?? null;
    },
    remember(browserId, email) {
      const browser = browserTokenHash(browserId);
      save([...current().filter((entry) => entry.browser !== browser), { browser, email, rememberedAt: now() }]);
    },
    forget(browserId) {
      if (!isBrowserToken(browserId)) return;
      const browser = browserTokenHash(browserId);
      if (entries.some((entry) => entry.browser === browser)) save(current().filter((entry) => entry.browser !== browser));
    },
  };
}

/**
 * The preferences one browser session's core sees: the host's own (notification choices), with
 * remember-me as this browser left it. A sign-in writes remember-me here, as the desktop's core
 * writes it to the user's preferences file.
 */
export function preferencesForBrowser(host: PreferencesStore, remembered: RememberedBrowsers, browserId: string | undefined): PreferencesStore {
  const rememberedEmail = (): string | null => remembered.emailOf(browserId);
  return {
    read() {
      const email = rememberedEmail();
      return { ...host.read(), rememberMe: email !== null, rememberedEmail: email };
    },
    write(preferences) {
      const { rememberMe, rememberedEmail: email, ...hostWide } = preferences;
      host.write({ ...hostWide, rememberMe: false, rememberedEmail: null });
      if (rememberMe && email !== null && browserId !== undefined) {
        if (rememberedEmail() !== email) remembered.remember(browserId, email);
      } else if (!rememberMe) {
        remembered.forget(browserId);
      }
    },
  };
}
