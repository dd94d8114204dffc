import { BRIDGE } from '@shared/bridge';
import { MAX_UPLOAD_BYTES, type UploadProgress } from '@shared/files';
import { INVALID_REQUEST_MESSAGE, UNKNOWN_LINK_MESSAGE } from '@shared/bridge-inputs';
import type { ExternalLinkUrls } from '@main/core/external-links';
import { browserFailureMessage, createIpcHandlers, PREVIEW_WINDOW_FAILURE_MESSAGE, UNTRUSTED_SENDER_MESSAGE } from '@main/shell/ipc-handlers';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { isTrustedSender, type SenderFrame } from '@main/shell/trusted-sender';
import { describe, expect, it, vi } from 'vitest';
import { fakeCore, STORED_FILE } from './support/fake-core';

const top: SenderFrame = { url: 'app://renderer/sign-in', parent: null };
const devTop: SenderFrame = { url: 'http://localhost:5173/sign-in', parent: null };

const LINK_URLS: ExternalLinkUrls = {
  termsOfService: 'https://legal.example/terms',
  privacyPolicy: 'https://legal.example/privacy',
};

function setUp(options: { topFrame?: SenderFrame; allowedOrigins?: string[] } = {}) {
  const double = fakeCore();
  const openExternal = vi.fn(async (_url: string) => undefined);
  const openPreviewExperience = vi.fn((_hireId: string) => undefined);
  const handlers = createIpcHandlers(
    double.core,
    (frame) => isTrustedSender(frame, { topFrame: () => options.topFrame ?? top, allowedOrigins: options.allowedOrigins ?? ['app://renderer'] }),
    { urls: LINK_URLS, openExternal },
    { openPreviewExperience },
  );
  return { ...double, handlers, openExternal, openPreviewExperience };
}

const goodSignIn = { email: 'coordinator@acme.example', password: 'Onboard@2026', loggedIn: true };

describe('IPC handlers', () => {
  it('refuses a message from a frame that is not the top frame of the window', async () => {
    const { core, handlers } = setUp();
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    const result = await handlers['session.signIn']({ senderFrame: iframe }, goodSignIn);
    expect(result).toEqual({ ok: false, error: { status: 403, code: 'FORBIDDEN', message: UNTRUSTED_SENDER_MESSAGE } });
    expect(core.session.signIn).not.toHaveBeenCalled();
  });

  it('refuses a message from the window once it shows a foreign origin', async () => {
    const navigatedTop: SenderFrame = { url: 'https://evil.example/', parent: null };
    const { core, handlers } = setUp({ topFrame: navigatedTop });
    const result = await handlers['api.call']({ senderFrame: navigatedTop }, { name: 'users.me', input: {} });
    expect(result).toMatchObject({ ok: false, error: { status: 403 } });
    expect(core.api.call).not.toHaveBeenCalled();
  });

  it('refuses the dev server origin unless it is one of the allowed origins', async () => {
    const refused = setUp({ topFrame: devTop });
    await expect(refused.handlers['session.get']({ senderFrame: devTop })).resolves.toMatchObject({ ok: false });
    const allowed = setUp({ topFrame: devTop, allowedOrigins: ['app://renderer', 'http://localhost:5173'] });
    await expect(allowed.handlers['session.get']({ senderFrame: devTop })).resolves.toMatchObject({ status: 'signed-out' });
  });

  it('refuses a sign-in with bad input and says what is wrong', async () => {
    const { core, handlers } = setUp();
    const result = await handlers['session.signIn']({ senderFrame: top }, { email: 'a'.repeat(321), password: 42, loggedIn: 'yes' });
    expect(result).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT' } });
    const { error } = result as { error: { message: string; fieldErrors: Record<string, string[]> } };
    expect(error.message).toBe('Email must be at most 320 characters.');
    expect(error.fieldErrors).toMatchObject({
      email: ['Email must be at most 320 characters.'],
      password: ['Password must be text.'],
      loggedIn: ['Remember me must be true or false.'],
    });
    expect(core.session.signIn).not.toHaveBeenCalled();
  });

  it('refuses a sign-in with no payload at all', async () => {
    const { handlers } = setUp();
    await expect(handlers['session.signIn']({ senderFrame: top })).resolves.toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('passes a valid sign-in to the core, dropping anything extra', async () => {
    const { core, handlers } = setUp();
    const result = await handlers['session.signIn']({ senderFrame: top }, { ...goodSignIn, isAdmin: true });
    expect(core.session.signIn).toHaveBeenCalledWith(goodSignIn);
    expect(result).toEqual({ ok: false, error: { status: 401, message: 'The email or password is incorrect.' } });
  });

  it('refuses api:call for an operation the renderer may not run', async () => {
    const { core, handlers } = setUp();
    for (const name of ['auth.refreshToken', 'auth.signIn', 'no.such.operation', 42]) {
      const result = await handlers['api.call']({ senderFrame: top }, { name, input: {} });
      expect(result, String(name)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT' } });
    }
    expect(core.api.call).not.toHaveBeenCalled();
  });

  it('refuses api:call whose input is not an object', async () => {
    const { handlers } = setUp();
    const result = await handlers['api.call']({ senderFrame: top }, { name: 'users.me', input: 'all' });
    expect(result).toMatchObject({ ok: false, error: { message: expect.stringContaining('The operation input must be an object.') } });
  });

  it('runs a renderer-callable operation through the core', async () => {
    const { core, handlers } = setUp();
    const result = await handlers['api.call']({ senderFrame: top }, { name: 'users.me', input: {} });
    expect(core.api.call).toHaveBeenCalledWith('users.me', {}, undefined);
    expect(result).toEqual({ ok: true, data: { message: 'ok' } });
  });

  it('hands a call’s options to the core, and refuses options that are not an object', async () => {
    const { core, handlers } = setUp();
    await handlers['api.call']({ senderFrame: top }, { name: 'tasks.addComment', input: { taskId: 't1', body: 'Hi' }, options: { idempotencyKey: 'k-1' } });
    expect(core.api.call).toHaveBeenCalledWith('tasks.addComment', { taskId: 't1', body: 'Hi' }, { idempotencyKey: 'k-1' });
    const refused = await handlers['api.call']({ senderFrame: top }, { name: 'tasks.addComment', input: {}, options: 'k-1' });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringContaining('The call options must be an object.') } });
    expect(core.api.call).toHaveBeenCalledTimes(1);
  });

  it('signs out through the core', async () => {
    const { core, handlers } = setUp();
    await expect(handlers['session.signOut']({ senderFrame: top })).resolves.toEqual({ ok: true, data: { message: 'Signed out.' } });
    expect(core.session.signOut).toHaveBeenCalledOnce();
  });

  it('answers a failure instead of throwing when the core throws', async () => {
    const { core, handlers } = setUp();
    core.session.signOut.mockRejectedValueOnce(new Error('disk on fire'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(handlers['session.signOut']({ senderFrame: top })).resolves.toEqual({
      ok: false,
      error: { status: 500, message: 'Something went wrong!' },
    });
    errors.mockRestore();
  });
});

describe('IPC handlers: opening a public page', () => {
  it('opens the configured URL of each page in the system browser', async () => {
    const { handlers, openExternal } = setUp();
    await expect(handlers['links.open']({ senderFrame: top }, { link: 'termsOfService' })).resolves.toEqual({ ok: true, data: { opened: true } });
    await expect(handlers['links.open']({ senderFrame: top }, { link: 'privacyPolicy' })).resolves.toEqual({ ok: true, data: { opened: true } });
    expect(openExternal.mock.calls).toEqual([['https://legal.example/terms'], ['https://legal.example/privacy']]);
  });

  it('refuses anything but a named page, with the reason, and opens nothing', async () => {
    const { handlers, openExternal } = setUp();
    const payloads: [unknown, string][] = [
      [{ link: 'https://evil.example/' }, UNKNOWN_LINK_MESSAGE],
      [{ link: 'file:///etc/passwd' }, UNKNOWN_LINK_MESSAGE],
      [{ link: 'TERMSOFSERVICE' }, UNKNOWN_LINK_MESSAGE],
      [{ url: 'https://evil.example/' }, UNKNOWN_LINK_MESSAGE],
      ['termsOfService', 'Send the page to open as { link }.'],
      [undefined, 'Send the page to open as { link }.'],
    ];
    for (const [payload, message] of payloads) {
      const result = await handlers['links.open']({ senderFrame: top }, payload);
      expect(result, JSON.stringify(payload)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT', message } });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses a frame that is not the top frame of the window', async () => {
    const { handlers, openExternal } = setUp();
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    await expect(handlers['links.open']({ senderFrame: iframe }, { link: 'termsOfService' })).resolves.toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('says where the page is when the system browser cannot be opened', async () => {
    const { handlers, openExternal } = setUp();
    openExternal.mockRejectedValueOnce(new Error('no browser'));
    await expect(handlers['links.open']({ senderFrame: top }, { link: 'privacyPolicy' })).resolves.toEqual({
      ok: false,
      error: { status: 500, message: browserFailureMessage('https://legal.example/privacy') },
    });
    expect(browserFailureMessage('https://legal.example/privacy')).toContain('https://legal.example/privacy');
  });
});

describe('IPC handlers: a welcome page’s video', () => {
  it('opens an https link to a known video host in the system browser', async () => {
    const { handlers, openExternal } = setUp();
    const url = 'https://www.youtube.com/watch?v=abc123';
    await expect(handlers['links.openVideo']({ senderFrame: top }, { url })).resolves.toEqual({ ok: true, data: { opened: true } });
    expect(openExternal.mock.calls).toEqual([[url]]);
  });

  it('refuses any other address with the reason, and opens nothing', async () => {
    const { handlers, openExternal } = setUp();
    for (const url of [
      'http://www.youtube.com/watch?v=abc',
      'https://evil.example/watch',
      'https://user:pw@vimeo.com/1',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://youtube.com.evil.example/',
    ]) {
      await expect(handlers['links.openVideo']({ senderFrame: top }, { url }), url).resolves.toMatchObject({
        ok: false,
        error: { status: 400, code: 'INVALID_INPUT', message: WELCOME_PAGE_TEXT.videoLink },
      });
    }
    await expect(handlers['links.openVideo']({ senderFrame: top }, 'https://vimeo.com/1')).resolves.toMatchObject({ ok: false, error: { status: 400 } });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses a frame that is not the top frame of the window', async () => {
    const { handlers, openExternal } = setUp();
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    await expect(handlers['links.openVideo']({ senderFrame: iframe }, { url: 'https://vimeo.com/1' })).resolves.toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('says where the video is when the system browser cannot be opened', async () => {
    const { handlers, openExternal } = setUp();
    openExternal.mockRejectedValueOnce(new Error('no browser'));
    await expect(handlers['links.openVideo']({ senderFrame: top }, { url: 'https://vimeo.com/1' })).resolves.toEqual({
      ok: false,
      error: { status: 500, message: browserFailureMessage('https://vimeo.com/1') },
    });
  });
});

describe('IPC handlers: the welcome experience preview window', () => {
  it('opens a window for the hire named, and for nothing else', async () => {
    const { handlers, openPreviewExperience } = setUp();
    await expect(handlers['windows.openPreviewExperience']({ senderFrame: top }, { hireId: 'hire-1' })).resolves.toEqual({ ok: true, data: { opened: true } });
    for (const payload of [{ hireId: '' }, { hireId: 'x'.repeat(65) }, { hireId: 3 }, 'hire-1', undefined]) {
      await expect(handlers['windows.openPreviewExperience']({ senderFrame: top }, payload), JSON.stringify(payload)).resolves.toMatchObject({
        ok: false,
        error: { status: 400 },
      });
    }
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    await expect(handlers['windows.openPreviewExperience']({ senderFrame: iframe }, { hireId: 'hire-2' })).resolves.toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(openPreviewExperience.mock.calls).toEqual([['hire-1']]);
  });

  it('says so when the window cannot be opened', async () => {
    const { handlers, openPreviewExperience } = setUp();
    openPreviewExperience.mockImplementationOnce(() => {
      throw new Error('no display');
    });
    await expect(handlers['windows.openPreviewExperience']({ senderFrame: top }, { hireId: 'hire-1' })).resolves.toEqual({
      ok: false,
      error: { status: 500, message: PREVIEW_WINDOW_FAILURE_MESSAGE },
    });
  });
});

/** The window's webContents as the handler sees it: what it was sent, and whether it is gone. */
function senderContents(destroyed = false) {
  const sent: { channel: string; payload: unknown }[] = [];
  return { sent, isDestroyed: () => destroyed, send: (channel: string, payload: unknown) => void sent.push({ channel, payload }) };
}

describe('IPC handlers: uploading a file', () => {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const request = { uploadId: 'upload-1', name: 'Zoë badge (2026).png', bytes };

  it('hands a valid upload to the core, extras dropped, and sends its progress back to the sending window only', async () => {
    const { core, handlers } = setUp();
    const contents = senderContents();
    const result = await handlers['files.upload']({ senderFrame: top, sender: contents }, { ...request, path: '/home/me/badge.png' });

    expect(result).toEqual({ ok: true, data: STORED_FILE });
    expect(core.files.upload).toHaveBeenCalledExactlyOnceWith(request, expect.any(Function));
    const progress: UploadProgress[] = [
      { uploadId: 'upload-1', loaded: 4, total: 8 },
      { uploadId: 'upload-1', loaded: 8, total: 8 },
    ];
    expect(contents.sent).toEqual(progress.map((payload) => ({ channel: BRIDGE.files.onProgress.channel, payload })));
  });

  it('sends no progress to a window that has closed, and still answers', async () => {
    const { handlers } = setUp();
    const contents = senderContents(true);
    await expect(handlers['files.upload']({ senderFrame: top, sender: contents }, request)).resolves.toEqual({ ok: true, data: STORED_FILE });
    expect(contents.sent).toEqual([]);
  });

  it('refuses an upload from a subframe or a foreign page before reading it', async () => {
    const navigatedTop: SenderFrame = { url: 'https://evil.example/', parent: null };
    for (const [frame, topFrame] of [
      [{ url: 'app://renderer/', parent: top }, top],
      [navigatedTop, navigatedTop],
      [null, top],
    ] as const) {
      const { core, handlers } = setUp({ topFrame });
      const contents = senderContents();
      const result = await handlers['files.upload']({ senderFrame: frame, sender: contents }, request);
      expect(result).toEqual({ ok: false, error: { status: 403, code: 'FORBIDDEN', message: UNTRUSTED_SENDER_MESSAGE } });
      expect(core.files.upload).not.toHaveBeenCalled();
      expect(contents.sent).toEqual([]);
    }
  });

  it('refuses a request of the wrong shape and says what is wrong', async () => {
    const cases: [string, unknown, string][] = [
      ['an upload id over 64 characters', { ...request, uploadId: 'u'.repeat(65) }, 'The upload id must be text of 1 to 64 characters.'],
      ['an empty upload id', { ...request, uploadId: '' }, 'The upload id must be text of 1 to 64 characters.'],
      ['a numeric upload id', { ...request, uploadId: 7 }, 'The upload id must be text of 1 to 64 characters.'],
      ['a name with a folder', { ...request, name: '../secrets/badge.png' }, 'without slashes or control characters'],
      ['a Windows path', { ...request, name: 'C:\\Users\\me\\badge.png' }, 'without slashes or control characters'],
      ['a name with a control character', { ...request, name: 'badge\u0000.png' }, 'without slashes or control characters'],
      ['a name with a line break', { ...request, name: 'badge\n.png' }, 'without slashes or control characters'],
      ['a name over 255 characters', { ...request, name: `${'n'.repeat(252)}.png` }, 'The file name must be 1 to 255 characters long'],
      ['a blank name', { ...request, name: '   ' }, 'The file name must be 1 to 255 characters long'],
      ['bytes as a list of numbers', { ...request, bytes: [137, 80, 78, 71] }, 'The file must be sent as bytes.'],
      ['bytes as text', { ...request, bytes: 'iVBORw0KGgo=' }, 'The file must be sent as bytes.'],
      ['no bytes', { uploadId: 'upload-1', name: 'badge.png' }, 'The file must be sent as bytes.'],
      ['empty bytes', { ...request, bytes: new Uint8Array() }, 'The file is empty. Choose a file with content.'],
      ['bytes over 10 MB', { ...request, bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) }, 'The file is larger than 10 MB. Upload a smaller file.'],
      ['no payload', undefined, INVALID_REQUEST_MESSAGE],
      ['a list', [request], INVALID_REQUEST_MESSAGE],
    ];
    const { core, handlers } = setUp();
    for (const [label, payload, message] of cases) {
      const contents = senderContents();
      const result = await handlers['files.upload']({ senderFrame: top, sender: contents }, payload);
      expect(result, label).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT' } });
      const { error } = result as { error: { message: string } };
      expect(error.message, label).toContain(message);
      expect(contents.sent, label).toEqual([]);
    }
    expect(core.files.upload).not.toHaveBeenCalled();
  });

  it('takes a file of exactly 10 MB', async () => {
    const { core, handlers } = setUp();
    const largest = { ...request, bytes: new Uint8Array(MAX_UPLOAD_BYTES) };
    await expect(handlers['files.upload']({ senderFrame: top, sender: senderContents() }, largest)).resolves.toMatchObject({ ok: true });
    expect(core.files.upload).toHaveBeenCalledOnce();
  });

  it("answers the core's failure as it is", async () => {
    const { core, handlers } = setUp();
    const refusal = {
      ok: false as const,
      error: { status: 415, code: 'UNSUPPORTED_FILE_TYPE', message: 'This kind of file cannot be stored. Upload a JPEG, PNG, GIF, WebP or PDF file.' },
    };
    core.files.upload.mockResolvedValueOnce(refusal as never);
    await expect(handlers['files.upload']({ senderFrame: top, sender: senderContents() }, request)).resolves.toEqual(refusal);
  });
});
