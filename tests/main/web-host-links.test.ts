import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalLinkUrls } from '@main/core/external-links';
import { UNKNOWN_LINK_MESSAGE } from '@shared/bridge-inputs';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { startWebHost } from '@main/web-host/server';
import { BRIDGE } from '@shared/bridge';
import { raw } from './support/http';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';

const LINKS: ExternalLinkUrls = { termsOfService: 'https://legal.example/terms', privacyPolicy: 'https://legal.example/privacy' };
// The link route never reaches the gateway; nothing listens here.
const GATEWAY_URL = 'http://127.0.0.1:9';

let workDir: string;
let rendererDir: string;
const openHosts: { close(): Promise<void> }[] = [];

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'hcm-web-host-links-'));
  rendererDir = join(workDir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>\n<html><head><title>HCM Onboarding</title></head><body></body></html>\n');
});

afterEach(async () => {
  await Promise.all(openHosts.splice(0).map((host) => host.close()));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

async function startHost(
  externalLinks?: ExternalLinkUrls,
): Promise<{ url: string; open(body: unknown, headers?: Record<string, string>): ReturnType<typeof raw> }> {
  const host = await startWebHost({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL }),
    rendererDir,
    dataDir: mkdtempSync(join(workDir, 'data-')),
    port: 0,
    keychainService: `hcm-onboarding-web-test-${randomUUID()}`,
    ...(externalLinks === undefined ? {} : { externalLinks }),
  });
  openHosts.push(host);
  return {
    url: host.url,
    open: (body, headers = { origin: host.url }) => raw(host.url, BRIDGE.links.open.web.path, { body, headers }),
  };
}

describe('POST /bridge/links/open', () => {
  it('answers the configured URL of each page, for the bridge to open in a new tab', async () => {
    const host = await startHost(LINKS);
    const terms = await host.open({ link: 'termsOfService' });
    expect(terms.status).toBe(200);
    expect(terms.json()).toEqual({ ok: true, data: { url: 'https://legal.example/terms' } });
    expect(terms.headers['cache-control']).toBe('no-store');
    expect((await host.open({ link: 'privacyPolicy' })).json()).toEqual({ ok: true, data: { url: 'https://legal.example/privacy' } });
  });

  it("answers the onboarding gateway's own legal pages when none are configured", async () => {
    const host = await startHost();
    expect((await host.open({ link: 'termsOfService' })).json()).toEqual({ ok: true, data: { url: `${GATEWAY_URL}/legal/terms-of-service` } });
    expect((await host.open({ link: 'privacyPolicy' })).json()).toEqual({ ok: true, data: { url: `${GATEWAY_URL}/legal/privacy-policy` } });
  });

  it('refuses anything but the name of a configured page, and says which names there are', async () => {
    const host = await startHost(LINKS);
    for (const body of [{ link: 'https://evil.example/' }, { link: 'javascript:alert(1)' }, { link: 'privacypolicy' }, { link: 42 }, {}]) {
      const refused = await host.open(body);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT', message: UNKNOWN_LINK_MESSAGE } });
      expect(refused.body, JSON.stringify(body)).not.toContain('legal.example');
    }
    const notAnObject = await host.open(['termsOfService']);
    expect(notAnObject.json()).toMatchObject({ ok: false, error: { status: 400, message: 'Send the page to open as { link }.' } });
  });

  it("refuses a request that does not come from the host's own page", async () => {
    const host = await startHost(LINKS);
    const attempts: Record<string, string>[] = [{}, { origin: 'http://attacker.example' }, { origin: 'null' }];
    for (const headers of attempts) {
      const refused = await host.open({ link: 'termsOfService' }, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/must come from this app's own page/);
    }
  });

  it('refuses a Host that is not its own, as after DNS rebinding', async () => {
    const host = await startHost(LINKS);
    const port = new URL(host.url).port;
    const rebound = await host.open({ link: 'termsOfService' }, { host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.json<{ message: string }>().message).toMatch(/answers only at its own address/);
  });
});

describe('POST /bridge/links/open-video and /bridge/windows/preview-experience', () => {
  const post = (host: { url: string }, path: string, body: unknown) => raw(host.url, path, { body, headers: { origin: host.url } });

  it('answers a video link for the tab to open, and refuses any other address with the reason', async () => {
    const host = await startHost(LINKS);
    const video = await post(host, BRIDGE.links.openVideo.web.path, { url: 'https://www.youtube.com/watch?v=abc' });
    expect(video.status).toBe(200);
    expect(video.json()).toEqual({ ok: true, data: { url: 'https://www.youtube.com/watch?v=abc' } });
    const refused = await post(host, BRIDGE.links.openVideo.web.path, { url: 'https://evil.example/watch' });
    expect(refused.json()).toMatchObject({ ok: false, error: { status: 400, message: WELCOME_PAGE_TEXT.videoLink } });
    expect(refused.body).not.toContain('evil.example');
  });

  it('answers the path of the hire’s walk-through, for the tab to open', async () => {
    const host = await startHost(LINKS);
    const answer = await post(host, BRIDGE.windows.openPreviewExperience.web.path, { hireId: 'hire-1' });
    expect(answer.json()).toEqual({ ok: true, data: { path: '/settings/preview-experience?id=hire-1' } });
    expect((await post(host, BRIDGE.windows.openPreviewExperience.web.path, { hireId: '' })).json()).toMatchObject({ ok: false, error: { status: 400 } });
  });
});
