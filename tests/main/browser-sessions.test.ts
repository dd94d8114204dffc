import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { createBrowserSessions, type BrowserSession } from '@main/web-host/browser-sessions';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('browser sessions of the local web host', () => {
  it('lets idle signed-out sessions go, and keeps signed-in and recently seen ones', async () => {
    let clock = 1_000_000;
    const evicted: BrowserSession[] = [];
    const sessions = createBrowserSessions({
      gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
      preferences: createMemoryPreferences(),
      keychainService: `hcm-onboarding-web-test-${randomUUID()}`,
      idleSignedOutMs: 60_000,
      onEvicted: (session) => evicted.push(session),
      now: () => clock,
    });
    try {
      const idle = (await sessions.resolve(undefined)).session;
      const signedIn = (await sessions.resolve(undefined)).session;
      const recent = (await sessions.resolve(undefined)).session;
      const signIn = await signedIn.core.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
      expect(signIn.ok).toBe(true);

      clock += 50_000;
      await sessions.resolve(recent.id);
      clock += 20_000;
      await sessions.evictIdle();

      expect(evicted.map((session) => session.id)).toEqual([idle.id]);
      expect((await sessions.resolve(idle.id)).issued).toBe(true);
      expect(await sessions.resolve(recent.id)).toMatchObject({ issued: false, session: { id: recent.id } });
      expect(await sessions.resolve(signedIn.id)).toMatchObject({ issued: false, session: { id: signedIn.id } });
    } finally {
      await sessions.closeAll();
    }
  });
});
