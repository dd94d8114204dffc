import { BRIDGE, type HcmBridge } from '@shared/bridge';
import type { UploadProgress } from '@shared/files';
import type { CoreNotice } from '@shared/session';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { electronModule, pushToPreload, recorded } from './support/fake-electron';

vi.mock('electron', async () => (await import('./support/fake-electron')).electronModule);

let bridge: HcmBridge;
const keychainNotice: CoreNotice = { id: 'keychain-unavailable', level: 'warning', message: 'No keychain: this session lives in memory only.' };

beforeAll(async () => {
  await import('../../src/preload/index');
  bridge = recorded.exposed.get('hcm') as HcmBridge;
});

describe('the preload bridge', () => {
  it('says it runs over Electron', () => {
    expect(bridge.transport).toBe('electron');
  });

  it('sends sign-in as the three named fields only', async () => {
    await bridge.session.signIn({ email: 'a@acme.example', password: 'pw', loggedIn: true, extra: 'x' } as never);
    expect(electronModule.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE.session.signIn.channel, {
      email: 'a@acme.example',
      password: 'pw',
      loggedIn: true,
    });
  });

  it('sends api calls by name with their input', async () => {
    await bridge.api.call('users.me', {});
    expect(electronModule.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE.api.call.channel, { name: 'users.me', input: {} });
    await bridge.api.call('tasks.addComment', { taskId: 't1', body: 'Hi' }, { idempotencyKey: 'k-1' });
    expect(electronModule.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE.api.call.channel, {
      name: 'tasks.addComment',
      input: { taskId: 't1', body: 'Hi' },
      options: { idempotencyKey: 'k-1' },
    });
  });

  it('keeps a notice that arrived before anyone listened, and shows each notice once', () => {
    pushToPreload(BRIDGE.notices.onNotice.channel, keychainNotice);
    const seen: CoreNotice[] = [];
    const stop = bridge.notices.onNotice((notice) => seen.push(notice));
    pushToPreload(BRIDGE.notices.onNotice.channel, keychainNotice);
    stop();
    expect(seen).toEqual([keychainNotice]);
  });

  it('gives each listener its own unsubscribe', () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = bridge.session.onChange((state) => first.push(state.status));
    const stopSecond = bridge.session.onChange((state) => second.push(state.status));
    pushToPreload(BRIDGE.session.onChange.channel, { status: 'signed-in' });
    stopFirst();
    pushToPreload(BRIDGE.session.onChange.channel, { status: 'signed-out' });
    stopSecond();
    expect(first).toEqual(['signed-in']);
    expect(second).toEqual(['signed-in', 'signed-out']);
  });

  it('asks the main process to open a page by its name only', async () => {
    electronModule.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, data: { opened: true } } as never);
    await expect(bridge.links.open('privacyPolicy')).resolves.toEqual({ ok: true, data: { opened: true } });
    expect(electronModule.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE.links.open.channel, { link: 'privacyPolicy' });
  });

  it('keeps a navigation that arrived before the page listened, as the link the app was started with', () => {
    pushToPreload(BRIDGE.navigation.onNavigate.channel, '/set-new-password?userId=u-1');
    const paths: string[] = [];
    const stop = bridge.navigation.onNavigate((path) => paths.push(path));
    pushToPreload(BRIDGE.navigation.onNavigate.channel, '/reset-password?userId=u-1&code=2');
    stop();
    pushToPreload(BRIDGE.navigation.onNavigate.channel, '/otp-verification?id=a&type=email');
    expect(paths).toEqual(['/set-new-password?userId=u-1', '/reset-password?userId=u-1&code=2']);
  });

  it('hands each navigation only its path, never the IPC event', () => {
    const received: unknown[][] = [];
    const stop = bridge.navigation.onNavigate((...args: unknown[]) => received.push(args));
    pushToPreload(BRIDGE.navigation.onNavigate.channel, '/set-new-password?userId=u-3');
    stop();
    expect(received.at(-1)).toEqual(['/set-new-password?userId=u-3']);
  });

  it('sends an upload as its id, name and bytes only', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    electronModule.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, data: { id: 'f-1' } } as never);
    await expect(bridge.files.upload({ uploadId: 'u-1', name: 'badge.png', bytes, path: '/home/me/badge.png' } as never)).resolves.toEqual({
      ok: true,
      data: { id: 'f-1' },
    });
    expect(electronModule.ipcRenderer.invoke).toHaveBeenLastCalledWith(BRIDGE.files.upload.channel, { uploadId: 'u-1', name: 'badge.png', bytes });
  });

  it('hands upload progress to its listeners, payload only, until they stop listening', () => {
    const received: unknown[][] = [];
    const first: UploadProgress = { uploadId: 'u-2', loaded: 512, total: 1024 };
    const last: UploadProgress = { uploadId: 'u-2', loaded: 1024, total: 1024 };
    const stop = bridge.files.onProgress((...args: unknown[]) => received.push(args));
    pushToPreload(BRIDGE.files.onProgress.channel, first);
    pushToPreload(BRIDGE.files.onProgress.channel, last);
    stop();
    pushToPreload(BRIDGE.files.onProgress.channel, { uploadId: 'u-3', loaded: 1, total: 2 });
    expect(received).toEqual([[first], [last]]);
  });

  it('keeps no progress that arrived while nobody listened', () => {
    pushToPreload(BRIDGE.files.onProgress.channel, { uploadId: 'u-4', loaded: 10, total: 20 });
    const received: UploadProgress[] = [];
    const stop = bridge.files.onProgress((progress) => received.push(progress));
    stop();
    expect(received).toEqual([]);
  });
});
