import { createIpcHandlers, UNTRUSTED_SENDER_MESSAGE } from '@main/shell/ipc-handlers';
import { isTrustedSender, type SenderFrame } from '@main/shell/trusted-sender';
import { describe, expect, it, vi } from 'vitest';
import { fakeCore } from './support/fake-core';

const top: SenderFrame = { url: 'app://renderer/home', parent: null };

function setUp() {
  const double = fakeCore();
  const handlers = createIpcHandlers(double.core, (frame) => isTrustedSender(frame, { topFrame: () => top, allowedOrigins: ['app://renderer'] }), {
    urls: { termsOfService: 'https://legal.example/terms', privacyPolicy: 'https://legal.example/privacy' },
    openExternal: vi.fn(async () => undefined),
  });
  return { ...double, handlers };
}

describe('login-as over IPC', () => {
  it('hands the core only the user id of a valid request from our window', async () => {
    const { core, handlers } = setUp();
    await handlers['session.loginAs']({ senderFrame: top }, { userId: ' user-2 ', token: 'eyJ-not-for-the-core' });
    expect(core.session.loginAs).toHaveBeenCalledExactlyOnceWith({ userId: 'user-2' });
    await handlers['session.endLoginAs']({ senderFrame: top }, { anything: true });
    expect(core.session.endLoginAs).toHaveBeenCalledExactlyOnceWith();
  });

  it('answers 400 to a request without a usable user id, before the core sees it', async () => {
    const { core, handlers } = setUp();
    for (const payload of [undefined, {}, { userId: 7 }, { userId: '  ' }, { userId: 'x'.repeat(65) }]) {
      const result = await handlers['session.loginAs']({ senderFrame: top }, payload);
      expect(result, JSON.stringify(payload)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_INPUT' } });
    }
    expect(core.session.loginAs).not.toHaveBeenCalled();
  });

  it('refuses both calls from a frame that is not our top frame', async () => {
    const { core, handlers } = setUp();
    const iframe: SenderFrame = { url: 'app://renderer/', parent: top };
    for (const channel of ['session.loginAs', 'session.endLoginAs'] as const) {
      await expect(handlers[channel]({ senderFrame: iframe }, { userId: 'user-2' })).resolves.toEqual({
        ok: false,
        error: { status: 403, code: 'FORBIDDEN', message: UNTRUSTED_SENDER_MESSAGE },
      });
    }
    expect(core.session.loginAs).not.toHaveBeenCalled();
    expect(core.session.endLoginAs).not.toHaveBeenCalled();
  });
});
