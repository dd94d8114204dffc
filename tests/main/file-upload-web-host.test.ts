import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { GUARD_MESSAGES } from '@main/web-host/request-guard';
import { startWebHost } from '@main/web-host/server';
import { BRIDGE, WEB_EVENTS_PATH } from '@shared/bridge';
import type { CallResult } from '@shared/contract/errors';
import { MAX_UPLOAD_BYTES, type StoredFile, type UploadProgress } from '@shared/files';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { SAMPLE_PNG } from '../gateway/sample-files';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';
import { raw, sessionCookieOf } from './support/http';

let gateway: TestGateway;
let workDir: string;
let rendererDir: string;
const openHosts: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  workDir = mkdtempSync(join(tmpdir(), 'hcm-web-host-files-'));
  rendererDir = join(workDir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>\n<html><head><title>HCM Onboarding</title></head><body></body></html>\n');
});

afterEach(async () => {
  await Promise.all(openHosts.splice(0).map((host) => host.close()));
});

afterAll(async () => {
  await gateway?.close();
  rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

async function startHost(): Promise<string> {
  const host = await startWebHost({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: gateway.url }),
    rendererDir,
    dataDir: mkdtempSync(join(workDir, 'data-')),
    port: 0,
    keychainService: `hcm-onboarding-web-files-test-${randomUUID()}`,
  });
  openHosts.push(host);
  return host.url;
}

interface Answer {
  status: number;
  json<T = unknown>(): T;
}

/** A raw POST of the file's bytes, as the web bridge's XMLHttpRequest sends it. */
function postBytes(url: string, bytes: Uint8Array, headers: Record<string, string>): Promise<Answer> {
  const target = new URL(BRIDGE.files.upload.web.path, url);
  return new Promise((resolve, reject) => {
    const req: ClientRequest = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-length': String(bytes.byteLength), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: <T>() => JSON.parse(body) as T });
        });
      },
    );
    // The host may answer (403, 413) before it has read the whole body.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(Buffer.from(bytes));
  });
}

/** Signs a new tab in and answers its session cookie. */
async function signedInCookie(url: string): Promise<string> {
  const signIn = await raw(url, BRIDGE.session.signIn.web.path, {
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false },
    headers: { origin: url },
  });
  const next = sessionCookieOf(signIn)?.value;
  if (signIn.status !== 200 || next === undefined) throw new Error(`Sign-in through the web host failed: ${signIn.body}`);
  return next;
}

/** The tab's event stream, keeping the upload progress it relays. */
function progressStream(url: string, cookie: string): Promise<{ events: UploadProgress[]; close(): void }> {
  const events: UploadProgress[] = [];
  return new Promise((resolve) => {
    const stream = request(new URL(WEB_EVENTS_PATH, url), { headers: { cookie: `hcm_session=${cookie}` } });
    stream.on('response', (response) => {
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (/^event: upload-progress$/m.test(block) && data) events.push(JSON.parse(data) as UploadProgress);
        }
      });
      resolve({ events, close: () => stream.destroy() });
    });
    stream.end();
  });
}

function uploadHeaders(url: string, cookie: string, name: string, uploadId = 'tab-upload-1'): Record<string, string> {
  return {
    origin: url,
    cookie: `hcm_session=${cookie}`,
    'content-type': 'application/octet-stream',
    'x-upload-id': uploadId,
    'x-file-name': encodeURIComponent(name),
  };
}

/** PNG bytes padded to the given size. */
function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLE_PNG);
  return bytes;
}

describe('the web host upload route', () => {
  it("forwards the bytes to the core, answers what was stored, and relays the gateway leg's progress", async () => {
    const url = await startHost();
    const cookie = await signedInCookie(url);
    const stream = await progressStream(url, cookie);
    const bytes = pngOfSize(512 * 1024);
    try {
      const answer = await postBytes(url, bytes, uploadHeaders(url, cookie, 'Zoë "team" photo.png'));
      expect(answer.status).toBe(200);
      expect(answer.json<CallResult<StoredFile>>()).toEqual({
        ok: true,
        data: { id: expect.any(String), name: 'Zoë "team" photo.png', contentType: 'image/png', size: bytes.byteLength, createdAt: expect.any(String) },
      });
      await expect.poll(() => stream.events.at(-1)).toEqual({ uploadId: 'tab-upload-1', loaded: bytes.byteLength, total: bytes.byteLength });
      expect(stream.events[0]).toEqual({ uploadId: 'tab-upload-1', loaded: 0, total: bytes.byteLength });
      const loaded = stream.events.map((event) => event.loaded);
      expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
      expect(new Set(loaded).size).toBe(loaded.length);
    } finally {
      stream.close();
    }
  });

  it('refuses an upload without its own Origin or at a foreign Host, at the request guard', async () => {
    const url = await startHost();
    const cookie = await signedInCookie(url);
    const port = new URL(url).port;
    const headers = uploadHeaders(url, cookie, 'badge.png');
    const changes: Record<string, string>[] = [{ origin: 'http://attacker.example' }, { origin: 'null' }, { host: `attacker.example:${port}` }];
    for (const changed of changes) {
      const answer = await postBytes(url, SAMPLE_PNG, { ...headers, ...changed });
      expect(answer.status, JSON.stringify(changed)).toBe(403);
      expect(answer.json(), JSON.stringify(changed)).toEqual({ message: 'host' in changed ? GUARD_MESSAGES.host : GUARD_MESSAGES.origin });
    }
    const { origin: _origin, ...withoutOrigin } = headers;
    const noOrigin = await postBytes(url, SAMPLE_PNG, withoutOrigin);
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.json()).toEqual({ message: GUARD_MESSAGES.origin });
  });

  it('takes a body of exactly 10 MB and refuses a larger one with 413 and a clear message', async () => {
    const url = await startHost();
    const cookie = await signedInCookie(url);
    const largest = await postBytes(url, pngOfSize(MAX_UPLOAD_BYTES), uploadHeaders(url, cookie, 'scan.png'));
    expect(largest.json()).toMatchObject({ ok: true, data: { size: MAX_UPLOAD_BYTES } });

    const tooLarge = await postBytes(url, pngOfSize(MAX_UPLOAD_BYTES + 1), uploadHeaders(url, cookie, 'scan.png'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The file is larger than 10 MB. Upload a smaller file.' });
  });

  it("refuses a body that is not raw bytes with 415, and passes the core's refusals on", async () => {
    const url = await startHost();
    const cookie = await signedInCookie(url);
    const asJson = await postBytes(url, new TextEncoder().encode('{"bytes":[1,2,3]}'), {
      ...uploadHeaders(url, cookie, 'badge.png'),
      'content-type': 'application/json',
    });
    expect(asJson.status).toBe(415);
    expect(asJson.json()).toEqual({ message: "Send the file's bytes as application/octet-stream." });

    const badName = await postBytes(url, SAMPLE_PNG, { ...uploadHeaders(url, cookie, 'badge.png'), 'x-file-name': '%E0%A4%A' });
    expect(badName.json()).toMatchObject({
      ok: false,
      error: { status: 400, message: 'The file name must be 1 to 255 characters long, without slashes or control characters.' },
    });
    const noId = await postBytes(url, SAMPLE_PNG, { ...uploadHeaders(url, cookie, 'badge.png'), 'x-upload-id': '' });
    expect(noId.json()).toMatchObject({ ok: false, error: { status: 400, message: 'The upload id must be text of 1 to 64 characters.' } });
  });

  it('answers that the session has ended when the tab holds no session', async () => {
    const url = await startHost();
    const answer = await postBytes(url, SAMPLE_PNG, uploadHeaders(url, '', 'badge.png'));
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ ok: false, error: { status: 401, message: GATEWAY_MESSAGES.sessionRequired } });
  });
});
