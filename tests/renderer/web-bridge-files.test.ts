import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE, type HcmBridge } from '@shared/bridge';
import type { UploadProgress } from '@shared/files';
import { FakeEventSource } from './support/fake-event-source';
import { loadWebBridge } from './support/web-host-double';

/** The XMLHttpRequests the bridge opens, driven by hand: upload progress, then the host's answer. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  sent(loaded: number): void {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, lengthComputable: true }));
  }
  answer(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'signed-out' }), { status: 200 }));
let bridge: HcmBridge;

beforeAll(async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  bridge = await loadWebBridge(fetchMock);
});

beforeEach(() => {
  FakeXhr.last = null;
});

/** Lets the bridge's awaited steps run until it has sent its request. */
async function sentRequest(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last as FakeXhr;
}

const STORED = { id: 'f-1', name: 'Zoë "team".png', contentType: 'image/png', size: 1000, createdAt: '2026-01-05T09:30:00.000Z' };

describe('the web bridge: uploading a file', () => {
  it("posts the raw bytes with the upload id and the encoded name, and answers the host's result", async () => {
    const bytes = new Uint8Array(1000);
    const result = bridge.files.upload({ uploadId: 'u-1', name: 'Zoë "team".png', bytes });
    const xhr = await sentRequest();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(BRIDGE.files.upload.web.path);
    expect(xhr.body).toBe(bytes);
    expect(xhr.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-upload-id': 'u-1',
      'x-file-name': encodeURIComponent('Zoë "team".png'),
    });
    xhr.answer(200, { ok: true, data: STORED });
    await expect(result).resolves.toEqual({ ok: true, data: STORED });
  });

  it('tells progress over both legs, each half of the way, rising to the total and ignoring other uploads', async () => {
    const events: UploadProgress[] = [];
    const stop = bridge.files.onProgress((progress) => events.push(progress));
    await vi.waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const stream = FakeEventSource.last as FakeEventSource;

    const result = bridge.files.upload({ uploadId: 'u-2', name: 'scan.png', bytes: new Uint8Array(1000) });
    const xhr = await sentRequest();
    xhr.sent(500);
    xhr.sent(1000);
    stream.tell('upload-progress', { uploadId: 'someone-else', loaded: 900, total: 1000 });
    stream.tell('upload-progress', { uploadId: 'u-2', loaded: 400, total: 1000 });
    stream.tell('upload-progress', { uploadId: 'u-2', loaded: 1000, total: 1000 });
    xhr.answer(200, { ok: true, data: STORED });
    await result;
    stop();

    expect(events.map((event) => event.loaded)).toEqual([0, 250, 500, 700, 1000]);
    expect(events.every((event) => event.uploadId === 'u-2' && event.total === 1000)).toBe(true);
  });

  it('ends at the total when the upload succeeds even if the relayed progress was missed', async () => {
    const events: UploadProgress[] = [];
    const stop = bridge.files.onProgress((progress) => events.push(progress));
    const result = bridge.files.upload({ uploadId: 'u-3', name: 'scan.png', bytes: new Uint8Array(10) });
    const xhr = await sentRequest();
    xhr.sent(10);
    xhr.answer(200, { ok: true, data: STORED });
    await result;
    stop();
    expect(events.map((event) => event.loaded)).toEqual([0, 5, 10]);
  });

  it("answers the host's refusal with its status and message, and a dropped connection as unreachable", async () => {
    const refused = bridge.files.upload({ uploadId: 'u-4', name: 'scan.png', bytes: new Uint8Array(10) });
    (await sentRequest()).answer(413, { message: 'The file is larger than 10 MB. Upload a smaller file.' });
    await expect(refused).resolves.toEqual({ ok: false, error: { status: 413, message: 'The file is larger than 10 MB. Upload a smaller file.' } });

    FakeXhr.last = null;
    const dropped = bridge.files.upload({ uploadId: 'u-5', name: 'scan.png', bytes: new Uint8Array(10) });
    (await sentRequest()).dispatchEvent(new Event('error'));
    await expect(dropped).resolves.toMatchObject({ ok: false, error: { status: 0, message: expect.stringContaining('cannot be reached') } });
  });

  it('cannot be changed by page script', () => {
    expect(Object.isFrozen(bridge.files)).toBe(true);
  });
});
