import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createKeychainVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';
import { NO_SECRET_SERVICE_REASON, secretServiceAnswers } from './support/keychain';

const run = promisify(execFile);
const SERVICE = 'hcm-onboarding-test';
const hasSecretService = await secretServiceAnswers();

describe('the vault without a keychain', () => {
  it('keeps the session in memory and raises one notice', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/main/fixtures/no-keychain-core.ts'], {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/hcm-test-bus' },
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      kind: 'memory',
      loaded: 'kept-in-memory-only',
      keychain: 'unavailable',
      notices: [
        {
          id: 'keychain-unavailable',
          level: 'warning',
          message: 'No system keychain is available, so you will be signed out when the app closes. Your password and tokens are never written to disk.',
        },
      ],
    });
  });
});

// Skipped only outside CI, and only when no Secret Service answers (secretServiceAnswers throws in CI).
describe.skipIf(!hasSecretService)(`the vault on the Secret Service (${hasSecretService ? 'available' : NO_SECRET_SERVICE_REASON})`, () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('keeps a token across vault instances until cleared', async () => {
    const account = randomUUID();
    const vault = await createKeychainVault({ service: SERVICE, account });
    expect(vault.kind).toBe('keychain');
    expect(await vault.load()).toBeNull();

    await vault.save('refresh-token-1');
    await vault.save('refresh-token-2');
    const reopened = await createKeychainVault({ service: SERVICE, account });
    expect(await reopened.load()).toBe('refresh-token-2');

    await reopened.clear();
    await reopened.clear();
    expect(await vault.load()).toBeNull();
  });

  it('carries a remembered session across a restart of the core, and forgets it after sign-out', async () => {
    const account = randomUUID();
    const preferences = createMemoryPreferences();
    const gatewayUrls = gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url });
    const first = createAppCore({ gatewayUrls, product: 'ONBOARDING', preferences, vault: await createKeychainVault({ service: SERVICE, account }) });
    expect(first.notices.pending()).toEqual([]);
    expect(first.session.get().keychain).toBe('available');
    await first.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: true });
    await first.shutdown();

    const vault = await createKeychainVault({ service: SERVICE, account });
    expect(await vault.load()).toEqual(expect.any(String));
    const second = createAppCore({ gatewayUrls, product: 'ONBOARDING', preferences, vault });
    expect(await second.session.restore()).toMatchObject({ status: 'signed-in', reason: 'restored', user: { email: DEMO_EMAIL } });

    await second.session.signOut();
    expect(await (await createKeychainVault({ service: SERVICE, account })).load()).toBeNull();
    expect(preferences.read()).toEqual({ rememberMe: true, rememberedEmail: DEMO_EMAIL });
  });

  it('leaves nothing in the keychain at shutdown without remember-me', async () => {
    const account = randomUUID();
    const vault = await createKeychainVault({ service: SERVICE, account });
    await vault.save('left over from an earlier run');
    const core = createAppCore({
      gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
      product: 'ONBOARDING',
      preferences: createMemoryPreferences(),
      vault,
    });
    await core.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
    await core.shutdown();
    expect(await (await createKeychainVault({ service: SERVICE, account })).load()).toBeNull();
  });
});
