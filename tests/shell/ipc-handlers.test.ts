import { IPC_CHANNELS } from '@shared/bridge';
import { UNKNOWN_LINK_MESSAGE, type ExternalLinkUrls } from '@main/core/external-links';
import { browserFailureMessage, createIpcHandlers, INVALID_REQUEST_MESSAGE, UNTRUSTED_SENDER_MESSAGE } from '@main/shell/ipc-handlers';
import { isTrustedSender, type SenderFrame } from '@main/shell/trusted-sender';
import { describe, expect, it, vi } from 'vitest';
import { fakeCore } from './support/fake-core';

const top: SenderFrame = { url: 'app://renderer/sign-in', parent: null };
const devTop: SenderFrame = { url: 'http://localhost:5173/sign-in', parent: null };

const LINK_URLS: ExternalLinkUrls = {
  termsOfService: 'https://legal.example/terms',
  privacyPolicy: 'https://legal.example/privacy',
};

function setUp(options: { topFrame?: SenderFrame; allowedOrigins?: string[] } = {}) {
  const double = fakeCore();
  const openExternal = vi.fn(async (_url: string) => undefined);
  const handlers = createIpcHandlers(
    double.core,
    (frame) => isTrustedSender(frame, { topFrame: () => options.topFrame ?? top, allowedOrigins: options.allowedOrigins ?? ['app://renderer'] }),
    { urls: LINK_URLS, openExternal },
  );
  return { ...double, handlers, openExternal };
}

const goodSignIn = { email: 'coordinator@acme.example', password: 'Onboard@2026', loggedIn: true };

describe('IPC handlers', () => {
  it('refuses a message from a frame that is not the top frame of the window', async () => {
    const { core, handlers } = setUp();
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    const result = await handlers[IPC_CHANNELS.sessionSignIn]({ senderFrame: iframe }, goodSignIn);
    expect(result).toEqual({ ok: false, error: { status: 403, code: 'FORBIDDEN', message: UNTRUSTED_SENDER_MESSAGE } });
    expect(core.session.signIn).not.toHaveBeenCalled();
  });

  it('refuses a message from the window once it shows a foreign origin', async () => {
    const navigatedTop: SenderFrame = { url: 'https://evil.example/', parent: null };
    const { core, handlers } = setUp({ topFrame: navigatedTop });
    const result = await handlers[IPC_CHANNELS.apiCall]({ senderFrame: navigatedTop }, { name: 'users.me', input: {} });
    expect(result).toMatchObject({ ok: false, error: { status: 403 } });
    expect(core.api.call).not.toHaveBeenCalled();
  });

  it('refuses the dev server origin unless it is one of the allowed origins', async () => {
    const refused = setUp({ topFrame: devTop });
    await expect(refused.handlers[IPC_CHANNELS.sessionGet]({ senderFrame: devTop })).resolves.toMatchObject({ ok: false });
    const allowed = setUp({ topFrame: devTop, allowedOrigins: ['app://renderer', 'http://localhost:5173'] });
    await expect(allowed.handlers[IPC_CHANNELS.sessionGet]({ senderFrame: devTop })).resolves.toMatchObject({ status: 'signed-out' });
  });

  it('refuses a sign-in with bad input and says what is wrong', async () => {
    const { core, handlers } = setUp();
    const result = await handlers[IPC_CHANNELS.sessionSignIn]({ senderFrame: top }, { email: 'a'.repeat(321), password: 42, loggedIn: 'yes' });
    expect(result).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT' } });
    const { error } = result as { error: { message: string; fieldErrors: Record<string, string[]> } };
    expect(error.message).toContain(INVALID_REQUEST_MESSAGE);
    expect(error.message).toContain('Email must be at most 320 characters.');
    expect(error.fieldErrors).toMatchObject({
      email: ['Email must be at most 320 characters.'],
      password: ['Password must be text.'],
      loggedIn: ['Remember me must be true or false.'],
    });
    expect(core.session.signIn).not.toHaveBeenCalled();
  });

  it('refuses a sign-in with no payload at all', async () => {
    const { handlers } = setUp();
    await expect(handlers[IPC_CHANNELS.sessionSignIn]({ senderFrame: top })).resolves.toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('passes a valid sign-in to the core, dropping anything extra', async () => {
    const { core, handlers } = setUp();
    const result = await handlers[IPC_CHANNELS.sessionSignIn]({ senderFrame: top }, { ...goodSignIn, isAdmin: true });
    expect(core.session.signIn).toHaveBeenCalledWith(goodSignIn);
    expect(result).toEqual({ ok: false, error: { status: 401, message: 'The email or password is incorrect.' } });
  });

  it('refuses api:call for an operation the renderer may not run', async () => {
    const { core, handlers } = setUp();
    for (const name of ['auth.refreshToken', 'auth.signIn', 'no.such.operation', 42]) {
      const result = await handlers[IPC_CHANNELS.apiCall]({ senderFrame: top }, { name, input: {} });
      expect(result, String(name)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT' } });
    }
    expect(core.api.call).not.toHaveBeenCalled();
  });

  it('refuses api:call whose input is not an object', async () => {
    const { handlers } = setUp();
    const result = await handlers[IPC_CHANNELS.apiCall]({ senderFrame: top }, { name: 'users.me', input: 'all' });
    expect(result).toMatchObject({ ok: false, error: { message: expect.stringContaining('The operation input must be an object.') } });
  });

  it('runs a renderer-callable operation through the core', async () => {
    const { core, handlers } = setUp();
    const result = await handlers[IPC_CHANNELS.apiCall]({ senderFrame: top }, { name: 'users.me', input: {} });
    expect(core.api.call).toHaveBeenCalledWith('users.me', {});
    expect(result).toEqual({ ok: true, data: { message: 'ok' } });
  });

  it('signs out through the core', async () => {
    const { core, handlers } = setUp();
    await expect(handlers[IPC_CHANNELS.sessionSignOut]({ senderFrame: top })).resolves.toEqual({ ok: true, data: { message: 'Signed out.' } });
    expect(core.session.signOut).toHaveBeenCalledOnce();
  });

  it('answers a failure instead of throwing when the core throws', async () => {
    const { core, handlers } = setUp();
    core.session.signOut.mockRejectedValueOnce(new Error('disk on fire'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(handlers[IPC_CHANNELS.sessionSignOut]({ senderFrame: top })).resolves.toEqual({ ok: false, error: { status: 500, message: 'Something went wrong!' } });
    errors.mockRestore();
  });
});

describe('IPC handlers: opening a public page', () => {
  it('opens the configured URL of each page in the system browser', async () => {
    const { handlers, openExternal } = setUp();
    await expect(handlers[IPC_CHANNELS.linksOpen]({ senderFrame: top }, { link: 'termsOfService' })).resolves.toEqual({ ok: true, data: { opened: true } });
    await expect(handlers[IPC_CHANNELS.linksOpen]({ senderFrame: top }, { link: 'privacyPolicy' })).resolves.toEqual({ ok: true, data: { opened: true } });
    expect(openExternal.mock.calls).toEqual([['https://legal.example/terms'], ['https://legal.example/privacy']]);
  });

  it('refuses anything but a named page, with the reason, and opens nothing', async () => {
    const { handlers, openExternal } = setUp();
    const payloads = [{ link: 'https://evil.example/' }, { link: 'file:///etc/passwd' }, { link: 'TERMSOFSERVICE' }, { url: 'https://evil.example/' }, 'termsOfService', undefined];
    for (const payload of payloads) {
      const result = await handlers[IPC_CHANNELS.linksOpen]({ senderFrame: top }, payload);
      expect(result, JSON.stringify(payload)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT', message: expect.stringContaining(INVALID_REQUEST_MESSAGE) } });
    }
    const unknown = await handlers[IPC_CHANNELS.linksOpen]({ senderFrame: top }, { link: 'https://evil.example/' });
    expect(unknown).toMatchObject({ error: { message: `${INVALID_REQUEST_MESSAGE} ${UNKNOWN_LINK_MESSAGE}` } });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses a frame that is not the top frame of the window', async () => {
    const { handlers, openExternal } = setUp();
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    await expect(handlers[IPC_CHANNELS.linksOpen]({ senderFrame: iframe }, { link: 'termsOfService' })).resolves.toMatchObject({ ok: false, error: { status: 403 } });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('says where the page is when the system browser cannot be opened', async () => {
    const { handlers, openExternal } = setUp();
    openExternal.mockRejectedValueOnce(new Error('no browser'));
    await expect(handlers[IPC_CHANNELS.linksOpen]({ senderFrame: top }, { link: 'privacyPolicy' })).resolves.toEqual({
      ok: false,
      error: { status: 500, message: browserFailureMessage('https://legal.example/privacy') },
    });
    expect(browserFailureMessage('https://legal.example/privacy')).toContain('https://legal.example/privacy');
  });
});
