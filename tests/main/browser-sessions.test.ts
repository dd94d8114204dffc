import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { createBrowserSessions, sessionsFullMessage, type BrowserSession, type BrowserSessionsOptions } from '@main/web-host/browser-sessions';
import { createRememberedBrowsers } from '@main/web-host/remembered-browsers';
import { countingFetch } from './support/counting-fetch';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

function sessionsWith(options: Partial<BrowserSessionsOptions>) {
  return createBrowserSessions({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
    preferences: createMemoryPreferences(),
    remembered: createRememberedBrowsers(),
    keychainService: `hcm-onboarding-web-test-${randomUUID()}`,
    ...options,
  });
}

const demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false };

describe('browser sessions of the local web host', () => {
  it('lets idle signed-out sessions go, and keeps signed-in and recently seen ones', async () => {
    let clock = 1_000_000;
    const evicted: BrowserSession[] = [];
    const sessions = sessionsWith({ idleSignedOutMs: 60_000, onEvicted: (session) => evicted.push(session), now: () => clock });
    try {
      const [idle, recent, signedIn] = await Promise.all(
        [0, 1, 2].map(async () => (await sessions.signIn(demo, { replacing: null, rememberId: undefined })).session!),
      );
      await idle!.core.session.signOut();
      await recent!.core.session.signOut();

      clock += 50_000;
      await sessions.find(recent!.id, undefined);
      clock += 20_000;
      await sessions.evictIdle();

      expect(evicted.map((session) => session.id)).toEqual([idle!.id]);
      expect(await sessions.find(idle!.id, undefined)).toBeNull();
      expect(await sessions.find(recent!.id, undefined)).toBe(recent);
      expect(await sessions.find(signedIn!.id, undefined)).toBe(signedIn);
      expect(sessions.count()).toBe(2);
    } finally {
      await sessions.closeAll();
    }
  });

  it('lets a signed-in session go once unseen that long with no tab open, counting from when its last tab closed', async () => {
    let clock = 1_000_000;
    const tabsOpen = new Set<BrowserSession>();
    const sessions = sessionsWith({ idleSignedInMs: 60 * 60_000, inUse: (session) => tabsOpen.has(session), now: () => clock });
    try {
      const left = (await sessions.signIn(demo, { replacing: null, rememberId: undefined })).session!;
      const open = (await sessions.signIn(demo, { replacing: null, rememberId: undefined })).session!;
      tabsOpen.add(open);

      clock += 2 * 60 * 60_000;
      await sessions.evictIdle();
      expect(await sessions.find(left.id, undefined)).toBeNull();
      expect(sessions.count()).toBe(1);

      tabsOpen.delete(open);
      sessions.touch(open);
      clock += 30 * 60_000;
      await sessions.evictIdle();
      expect(sessions.count()).toBe(1);
      clock += 31 * 60_000;
      await sessions.evictIdle();
      expect(sessions.count()).toBe(0);
    } finally {
      await sessions.closeAll();
    }
  });

  it('holds no more than its cap when sign-ins come all at once, and refuses the others before asking the gateway', async () => {
    const gatewayCalls = countingFetch();
    const sessions = sessionsWith({ maxSessions: 3, fetch: gatewayCalls.fetch });
    try {
      const outcomes = await Promise.all(Array.from({ length: 8 }, () => sessions.signIn(demo, { replacing: null, rememberId: undefined })));
      expect(gatewayCalls.count('/auth/signin')).toBe(3);
      expect(outcomes.filter((outcome) => outcome.result.ok)).toHaveLength(3);
      expect(outcomes.filter((outcome) => !outcome.result.ok).map((outcome) => outcome.result)).toEqual(
        Array.from({ length: 5 }, () => ({ ok: false, error: { status: 503, message: sessionsFullMessage(3) } })),
      );
      expect(sessions.count()).toBe(3);
    } finally {
      await sessions.closeAll();
    }
  });
});
