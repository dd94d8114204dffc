import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRIDGE_ENTRIES, bridgeSpec, type BridgeCallName } from '@shared/bridge';
import { bridgeCallNames, bridgeDispatch, type BridgeCallHandlers } from '@main/core/bridge-calls';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createIpcHandlers } from '@main/shell/ipc-handlers';
import { startWebHost, type WebHost } from '@main/web-host/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { raw } from '../main/support/http';
import { fakeCore } from './support/fake-core';

type Handlers = BridgeCallHandlers<null>;
const answer = async () => null;

/** A handler for every call of the table, none of which the tests below run. */
function everyHandler(): Record<string, () => Promise<null>> {
  return Object.fromEntries(bridgeCallNames().map((name) => [name, answer]));
}

describe('the bridge table', () => {
  it('has a handler map type that refuses a call without a handler and a handler of no call', () => {
    const { 'links.open': _left, ...withoutLinks } = everyHandler() as unknown as Handlers;
    // @ts-expect-error 'links.open' is a call of the table and has no handler here.
    const missing: Handlers = withoutLinks;
    // @ts-expect-error 'links.close' is no call of the table.
    const extra: Handlers = { ...(everyHandler() as unknown as Handlers), 'links.close': answer };
    expect([missing, extra]).toHaveLength(2);
  });

  it('refuses, at registration, handlers that a cast let miss a call of the table', () => {
    const { 'offline.save': _left, ...handlers } = everyHandler();
    expect(() => bridgeDispatch(handlers as unknown as Handlers)).toThrow('These bridge calls have no handler: offline.save.');
  });

  it('refuses, at registration, a handler of a name the table does not have', () => {
    const handlers = { ...everyHandler(), 'files.delete': answer };
    expect(() => bridgeDispatch(handlers as unknown as Handlers)).toThrow('These handlers answer no call of the bridge: files.delete.');
  });

  it('gives every function its own IPC channel, and every call its own web route', () => {
    const channels = BRIDGE_ENTRIES.map((entry) => entry.spec.channel);
    expect(new Set(channels).size).toBe(channels.length);
    const routes = BRIDGE_ENTRIES.flatMap((entry) => (entry.spec.kind === 'call' ? [`${entry.spec.web.method} ${entry.spec.web.path}`] : []));
    expect(new Set(routes).size).toBe(routes.length);
  });
});

let workDir: string;
let rendererDir: string;
const hosts: WebHost[] = [];

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'hcm-bridge-table-'));
  rendererDir = join(workDir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>\n<html><head><title>HCM Onboarding</title></head><body></body></html>\n');
});

afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

/** The same payload sent to a call over IPC (from our own window) and to its web host route (from the host's own page). */
async function overBothTransports(name: BridgeCallName, payload: unknown): Promise<{ ipc: unknown; web: unknown }> {
  const top = { url: 'app://renderer/sign-in', parent: null };
  const { core } = fakeCore();
  const handlers = createIpcHandlers(core, (frame) => frame === top, {
    urls: { termsOfService: 'https://legal.example/terms', privacyPolicy: 'https://legal.example/privacy' },
    openExternal: vi.fn(async () => undefined),
  });
  const ipc = await handlers[name]({ senderFrame: top }, payload);

  const host = await startWebHost({
    // Nothing listens here: every payload below is refused before any gateway is asked.
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: 'http://127.0.0.1:9' }),
    rendererDir,
    dataDir: mkdtempSync(join(workDir, 'data-')),
    port: 0,
    keychainService: `hcm-onboarding-bridge-table-test-${randomUUID()}`,
  });
  hosts.push(host);
  const web = (await raw(host.url, bridgeSpec(name).web.path, { body: payload, headers: { origin: host.url } })).json();
  return { ipc, web };
}

describe('bad input, over IPC and over the web host', () => {
  it('refuses a malformed sign-in with the same message and field errors on both', async () => {
    const { ipc, web } = await overBothTransports('session.signIn', { email: 'a'.repeat(321), loggedIn: 'yes' });
    const refusal = {
      ok: false,
      error: {
        status: 400,
        code: 'INVALID_INPUT',
        message: 'Email must be at most 320 characters.',
        fieldErrors: {
          email: ['Email must be at most 320 characters.'],
          password: ['Password is required.'],
          loggedIn: ['Remember me must be true or false.'],
        },
      },
    };
    expect(ipc).toEqual(refusal);
    expect(web).toEqual(refusal);
  });

  it('refuses a call of an operation the window may not run with the same answer on both', async () => {
    const { ipc, web } = await overBothTransports('api.call', { name: 'auth.refreshToken', input: {} });
    expect(ipc).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT', message: 'This operation cannot be called from the window.' } });
    expect(web).toEqual(ipc);
  });

  it('refuses a login-as without a user id with the same answer on both', async () => {
    const { ipc, web } = await overBothTransports('session.loginAs', { userId: '   ' });
    expect(ipc).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT', message: 'Choose the user to log in as.' } });
    expect(web).toEqual(ipc);
  });
});
