import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppCore } from '@main/core/app-core';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createMemoryVault } from '@main/core/keychain-vault';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import { ERROR_CODES } from '@shared/contract/errors';
import { MAX_UPLOAD_BYTES, type StoredFile, type UploadProgress } from '@shared/files';
import { GATEWAY_MESSAGES } from '@shared/messages';
import { SAMPLE_PDF, SAMPLE_PNG, TEXT_BYTES } from '../gateway/sample-files';
import { startAnswerCuttingProxy } from './support/answer-cutting-proxy';
import { countingFetch } from './support/counting-fetch';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestGateway, type TestGateway } from './support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

function coreOn(target: TestGateway, options: { env?: Record<string, string>; fetch?: typeof fetch } = {}) {
  const requests = countingFetch();
  const core = createAppCore({
    gatewayUrls: gatewayUrlsFromEnv({ GATEWAY_URL: target.url, ...options.env }),
    product: 'ONBOARDING',
    preferences: createMemoryPreferences(),
    vault: createMemoryVault(),
    fetch: options.fetch ?? requests.fetch,
  });
  return { core, requests };
}

async function signedIn(target: TestGateway = gateway, options: Parameters<typeof coreOn>[1] = {}) {
  const harness = coreOn(target, options);
  const result = await harness.core.session.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, loggedIn: false });
  if (!result.ok) throw new Error(`The demo sign-in failed: ${result.error.message}`);
  return harness;
}

/** Reads a stored file straight from the gateway, as another signed-in client of the company would. */
async function downloadFromGateway(target: TestGateway, id: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const signIn = await fetch(`${target.url}/auth/signin`, {
    method: 'PUT',
    headers: { product: 'ONBOARDING', 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const { data } = (await signIn.json()) as { data: { authToken: string } };
  const response = await fetch(`${target.url}/files/${id}`, { headers: { product: 'ONBOARDING', authorization: `Bearer ${data.authToken}` } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** PNG bytes padded to the given size. */
function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(SAMPLE_PNG);
  return bytes;
}

function expectRisingToTotal(events: UploadProgress[], uploadId: string, total: number): void {
  expect(events.length).toBeGreaterThan(1);
  expect(events[0]).toEqual({ uploadId, loaded: 0, total });
  expect(events.at(-1)).toEqual({ uploadId, loaded: total, total });
  for (const [index, event] of events.entries()) {
    expect(event.uploadId).toBe(uploadId);
    expect(event.total).toBe(total);
    if (index > 0) expect(event.loaded).toBeGreaterThan(events[index - 1]!.loaded);
  }
}

describe('core file upload', () => {
  it('stores the bytes in the file store and answers what was stored', async () => {
    const { core } = await signedIn();
    const result = await core.files.upload({ uploadId: 'u-pdf', name: 'Offer letter "final" – Zoë.pdf', bytes: SAMPLE_PDF });

    expect(result).toEqual({
      ok: true,
      data: {
        id: expect.any(String),
        name: 'Offer letter "final" – Zoë.pdf',
        contentType: 'application/pdf',
        size: SAMPLE_PDF.byteLength,
        createdAt: expect.any(String),
      },
    });
    const stored = (result as { data: StoredFile }).data;
    const download = await downloadFromGateway(gateway, stored.id);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    expect(download.bytes).toEqual(SAMPLE_PDF);
  });

  it('tells the progress as the bytes go out, rising from 0 to the total', async () => {
    const { core } = await signedIn();
    const bytes = pngOfSize(1024 * 1024 + 123);
    const events: UploadProgress[] = [];
    const result = await core.files.upload({ uploadId: 'u-progress', name: 'scan.png', bytes }, (progress) => events.push(progress));

    expect(result).toMatchObject({ ok: true, data: { contentType: 'image/png', size: bytes.byteLength } });
    expectRisingToTotal(events, 'u-progress', bytes.byteLength);
    expect(events.filter((event) => event.loaded > 0 && event.loaded < bytes.byteLength).length).toBeGreaterThanOrEqual(3);
  });

  it("answers the gateway's own message when it refuses the file", async () => {
    const { core } = await signedIn();
    const result = await core.files.upload({ uploadId: 'u-text', name: 'holiday.png', bytes: TEXT_BYTES });

    expect(result).toEqual({
      ok: false,
      error: { status: 415, code: 'UNSUPPORTED_FILE_TYPE', message: 'This kind of file cannot be stored. Upload a JPEG, PNG, GIF, WebP or PDF file.' },
    });
  });

  it('refreshes an expired access token once and sends the file again', async () => {
    const { core, requests } = await signedIn(gateway);
    // The gateway runs in this process: moving its clock past the access token's 15 minutes
    // expires that token, while the refreshed one is fresh however slowly the replay runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const events: UploadProgress[] = [];
    const result = await core.files
      .upload({ uploadId: 'u-refresh', name: 'badge.png', bytes: SAMPLE_PNG }, (progress) => events.push(progress))
      .finally(() => vi.useRealTimers());

    expect(result).toMatchObject({ ok: true, data: { contentType: 'image/png' } });
    expect(requests.count('/files')).toBe(2);
    expect(requests.count('/auth/refresh-token')).toBe(1);
    expectRisingToTotal(events, 'u-refresh', SAMPLE_PNG.byteLength);
  });

  it('sends an upload whose answer was lost again with its key, and one file is stored', async () => {
    // Room for one copy of the file only: a second copy stored by the retry would be refused.
    const tight = await startTestGateway({ fileStore: { unattachedBytesPerUser: SAMPLE_PDF.byteLength } });
    const proxy = await startAnswerCuttingProxy(tight.url, ['POST /files']);
    try {
      const { core } = await signedIn(tight, { env: { FILE_STORE_GATEWAY_URL: proxy.url } });
      const result = await core.files.upload({ uploadId: 'lost-answer', name: 'offer.pdf', bytes: SAMPLE_PDF });
      expect(proxy.cut()).toBe(1);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      const stored = (result as { data: StoredFile }).data;
      expect((await downloadFromGateway(tight, stored.id)).bytes).toEqual(SAMPLE_PDF);
      const another = await core.files.upload({ uploadId: 'another', name: 'second.pdf', bytes: SAMPLE_PDF });
      expect(another).toMatchObject({ ok: false, error: { status: 413 } });
    } finally {
      await proxy.close();
      await tight.close();
    }
  });

  it('refuses without a session, and sends nothing', async () => {
    const { core, requests } = coreOn(gateway);
    const result = await core.files.upload({ uploadId: 'u-1', name: 'badge.png', bytes: SAMPLE_PNG });
    expect(result).toEqual({ ok: false, error: { status: 401, code: ERROR_CODES.sessionEnded, message: GATEWAY_MESSAGES.sessionRequired } });
    expect(requests.requests).toEqual([]);
  });

  it('refuses a file over 10 MB, an empty one and a bad name before sending anything, saying why', async () => {
    const { core, requests } = await signedIn();
    const cases: [unknown, number, string][] = [
      [{ uploadId: 'u-1', name: 'scan.png', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) }, 413, 'The file is larger than 10 MB. Upload a smaller file.'],
      [{ uploadId: 'u-2', name: 'scan.png', bytes: new Uint8Array() }, 400, 'The file is empty. Choose a file with content.'],
      [
        { uploadId: 'u-3', name: 'docs/scan.png', bytes: SAMPLE_PNG },
        400,
        'The file name must be 1 to 255 characters long, without slashes or control characters.',
      ],
      [{ uploadId: 'u'.repeat(65), name: 'scan.png', bytes: SAMPLE_PNG }, 400, 'The upload id must be text of 1 to 64 characters.'],
      [{ uploadId: 'u-5', name: 'scan.png', bytes: [1, 2, 3] }, 400, 'The file must be sent as bytes.'],
    ];
    for (const [request, status, message] of cases) {
      const result = await core.files.upload(request);
      expect(result, message).toMatchObject({ ok: false, error: { status, code: ERROR_CODES.invalidInput, message } });
    }
    expect(requests.count('/files')).toBe(0);
  });

  it('names the file store when it cannot be reached', async () => {
    const { core } = await signedIn(gateway, { env: { FILE_STORE_GATEWAY_URL: await closedPortUrl() } });
    const result = await core.files.upload({ uploadId: 'u-1', name: 'badge.png', bytes: SAMPLE_PNG });
    expect(result).toEqual({
      ok: false,
      error: { status: 0, code: ERROR_CODES.unreachable, message: 'The file store gateway cannot be reached. Check your connection and try again.' },
    });
  });

  it('refuses an answer that is not a stored file', async () => {
    const strange: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/files') {
        // Reads the upload as a server does: Node 24's fetch rejects, unhandled, a FormData body left unread.
        await request.arrayBuffer();
        return new Response(JSON.stringify({ id: 42 }), { status: 201 });
      }
      return fetch(input, init);
    };
    const { core } = await signedIn(gateway, { fetch: strange });
    const result = await core.files.upload({ uploadId: 'u-1', name: 'badge.png', bytes: SAMPLE_PNG });
    expect(result).toMatchObject({ ok: false, error: { status: 502, code: ERROR_CODES.invalidAnswer } });
  });
});
