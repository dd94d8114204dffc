import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newBrowserToken } from '@main/web-host/browser-token';
import { createRememberedBrowsers, REMEMBER_MAX_AGE_SECONDS, REMEMBERED_BROWSERS_MAX } from '@main/web-host/remembered-browsers';

describe("the web host's remembered browsers", () => {
  it("keeps each browser's email under its own cookie across openings, and never the cookie itself", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hcm-remembered-'));
    const [casey, riley] = [newBrowserToken(), newBrowserToken()];
    const first = createRememberedBrowsers({ dataDir });
    first.remember(casey, 'casey@acme.example');
    first.remember(riley, 'riley@acme.example');
    first.forget(riley);

    const reopened = createRememberedBrowsers({ dataDir });
    expect(reopened.emailOf(casey)).toBe('casey@acme.example');
    expect(reopened.emailOf(riley)).toBeNull();
    expect(reopened.emailOf(newBrowserToken())).toBeNull();
    expect(reopened.emailOf(undefined)).toBeNull();
    for (const file of readdirSync(dataDir)) expect(readFileSync(join(dataDir, file), 'utf8')).not.toContain(casey);
  });

  it('forgets a browser once its cookie has expired, and the one remembered longest ago past the most it keeps', () => {
    let clock = 1_000_000;
    const remembered = createRememberedBrowsers({ now: () => clock });
    const lapsing = newBrowserToken();
    remembered.remember(lapsing, 'lapsing@acme.example');
    clock += REMEMBER_MAX_AGE_SECONDS * 1000 - 1;
    expect(remembered.emailOf(lapsing)).toBe('lapsing@acme.example');
    clock += 1;
    expect(remembered.emailOf(lapsing)).toBeNull();

    const browsers = Array.from({ length: REMEMBERED_BROWSERS_MAX + 1 }, (_, index) => {
      const browser = newBrowserToken();
      clock += 1;
      remembered.remember(browser, `user${index}@acme.example`);
      return browser;
    });
    expect(remembered.emailOf(browsers[0])).toBeNull();
    expect(remembered.emailOf(browsers[1])).toBe('user1@acme.example');
    expect(remembered.emailOf(browsers[REMEMBERED_BROWSERS_MAX])).toBe(`user${REMEMBERED_BROWSERS_MAX}@acme.example`);
  });
});
