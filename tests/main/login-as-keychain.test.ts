import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createKeychainVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import type { PreferencesStore } from '@main/core/types';
import { DEMO_EMAIL as COORDINATOR, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';
import { NO_SECRET_SERVICE_REASON, secretServiceAnswers } from './support/keychain';

const SERVICE = 'hcm-onboarding-test';
const ADMIN = 'admin@acme.example';
const hasSecretService = await secretServiceAnswers();

// Skipped only outside CI, and only when no Secret Service answers (secretServiceAnswers throws in CI).
describe.skipIf(!hasSecretService)(`log in as a user with the OS keychain (${hasSecretService ? 'available' : NO_SECRET_SERVICE_REASON})`, () => {
  let gateway: TestGateway;
  let coordinatorId: string;

  async function core(account: string, preferences: PreferencesStore) {
    const vault = await createKeychainVault({ service: SERVICE, account });
    expect(vault.kind).toBe('keychain');
    return createAppCore({ gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }), product: 'ONBOARDING', preferences, vault });
  }
  const stored = async (account: string) => (await createKeychainVault({ service: SERVICE, account })).load();

  beforeAll(async () => {
    gateway = await startTestGateway();
    const probe = await core(randomUUID(), createMemoryPreferences());
    await probe.session.signIn({ email: COORDINATOR, password: DEMO_PASSWORD, loggedIn: false });
    coordinatorId = probe.session.get().user!.id;
    await probe.session.signOut();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('removes the remembered session from the keychain while acting, so a restart opens signed out', async () => {
    const account = randomUUID();
    const preferences = createMemoryPreferences();
    const first = await core(account, preferences);
    await first.session.signIn({ email: ADMIN, password: DEMO_PASSWORD, loggedIn: true });
    expect(await stored(account)).toEqual(expect.any(String));

    expect(await first.session.loginAs({ userId: coordinatorId })).toMatchObject({ ok: true });
    expect(await stored(account)).toBeNull();
    await first.shutdown();

    const second = await core(account, preferences);
    expect(await second.session.restore()).toMatchObject({ status: 'signed-out', rememberMe: true, rememberedEmail: ADMIN });
  });

  it("keeps the administrator's own session in the keychain again after returning", async () => {
    const account = randomUUID();
    const preferences = createMemoryPreferences();
    const first = await core(account, preferences);
    await first.session.signIn({ email: ADMIN, password: DEMO_PASSWORD, loggedIn: true });
    await first.session.loginAs({ userId: coordinatorId });
    expect(await first.session.endLoginAs()).toMatchObject({ ok: true });
    expect(await stored(account)).toEqual(expect.any(String));
    await first.shutdown();

    const second = await core(account, preferences);
    expect(await second.session.restore()).toMatchObject({ status: 'signed-in', reason: 'restored', user: { email: ADMIN } });
    await second.session.signOut();
    expect(await stored(account)).toBeNull();
  });
});
