/**
 * Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), item by
 * item, asserted through the real shell: src/main/index.ts runs against a recording stand-in for
 * the electron module, and the preload is loaded the same way.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BRIDGE } from '@shared/bridge';
import type { AppCore, Vault } from '@main/core/types';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeCore } from './support/fake-core';
import { FakeFrame, app, navigationEvent, pushToPreload, recorded, shell, type FakeBrowserWindow } from './support/fake-electron';

const doubles = vi.hoisted(() => ({ core: undefined as AppCore | undefined }));

vi.mock('electron', async () => (await import('./support/fake-electron')).electronModule);
vi.mock('electron-store', async () => import('./support/fake-electron-store'));
vi.mock('@main/core/app-core', () => ({ createAppCore: () => doubles.core }));
vi.mock('@main/core/keychain-vault', () => ({
  createKeychainVault: async (): Promise<Vault> => ({ kind: 'memory', load: async () => null, save: async () => undefined, clear: async () => undefined }),
}));

const root = join(import.meta.dirname, '..', '..');
const core = fakeCore();
const TERMS_URL = 'https://legal.example/terms';
const LAUNCH_LINK = 'hcm://set-new-password?userId=u-launch&returnTo=%2Fsettings';
let window: FakeBrowserWindow;
let webPreferences: Record<string, unknown>;

function navigationsSent(): unknown[] {
  return window.webContents.sent.filter((message) => message.channel === BRIDGE.navigation.onNavigate.channel).map((message) => message.payload);
}

function contentsGuardedBy(event: string): (...args: unknown[]) => unknown {
  const listener = window.webContents.listeners.get(event)?.[0];
  if (!listener) throw new Error(`No ${event} listener on the window's webContents.`);
  return listener;
}

function ipc(channel: string): (event: unknown, payload?: unknown) => Promise<unknown> {
  const handler = recorded.ipcHandlers.get(channel);
  if (!handler) throw new Error(`No handler for ${channel}.`);
  return handler;
}

beforeAll(async () => {
  doubles.core = core.core;
  delete process.env.ELECTRON_RENDERER_URL;
  delete process.env.GATEWAY_URL;
  delete process.env.HCM_PRIVACY_URL;
  process.env.HCM_TERMS_URL = TERMS_URL;
  // Windows and Linux start the app with the link the user clicked in its command line.
  const argv = process.argv;
  process.argv = [...argv, LAUNCH_LINK];
  try {
    await import('@main/index');
  } finally {
    process.argv = argv;
  }
  await vi.waitFor(() => expect(recorded.windows[0]?.loadedUrl).toBeTruthy());
  window = recorded.windows[0]!;
  webPreferences = window.options.webPreferences as Record<string, unknown>;
});

describe("Electron's security checklist", () => {
  it('1. only loads secure content: the app comes from the secure app:// scheme, never over http (its scripts kept compiled between launches)', () => {
    expect(window.loadedUrl).toBe('app://renderer/');
    expect(recorded.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect(recorded.protocolHandlers.has('app')).toBe(true);
  });

  it('2. does not enable Node.js integration, in the page, its workers or its subframes', () => {
    expect(webPreferences).toMatchObject({ nodeIntegration: false, nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false });
  });

  it('3. enables context isolation', () => {
    expect(webPreferences.contextIsolation).toBe(true);
  });

  it('4. enables process sandboxing, with the preload bundled for it', () => {
    expect(webPreferences.sandbox).toBe(true);
    expect(String(webPreferences.preload)).toMatch(/preload[\\/]index\.cjs$/);
  });

  it('5. handles session permission requests: every request denied, every check false', () => {
    const answers: boolean[] = [];
    recorded.permissionRequestHandler?.(window.webContents, 'media', (granted: boolean) => answers.push(granted), {});
    recorded.permissionRequestHandler?.(window.webContents, 'notifications', (granted: boolean) => answers.push(granted), {});
    expect(answers).toEqual([false, false]);
    expect(recorded.permissionCheckHandler?.(window.webContents, 'clipboard-read', 'app://renderer', {})).toBe(false);
    expect(recorded.devicePermissionHandler?.({ deviceType: 'usb', origin: 'app://renderer' })).toBe(false);
  });

  it('6. does not disable webSecurity', () => {
    expect(webPreferences.webSecurity).toBe(true);
  });

  it('7. defines a Content-Security-Policy on every renderer response', async () => {
    const response = await recorded.protocolHandlers.get('app')!(new Request('app://renderer/assets/missing-file.js'));
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
  });

  it('8. does not allow running insecure content', () => {
    expect(webPreferences.allowRunningInsecureContent).toBe(false);
  });

  it('9. does not enable experimental features', () => {
    expect(webPreferences.experimentalFeatures).toBe(false);
  });

  it('10. does not use enableBlinkFeatures', () => {
    expect(webPreferences).not.toHaveProperty('enableBlinkFeatures');
  });

  it('11–12. allows no <webview>: the tag is off and any attach is prevented', () => {
    expect(webPreferences.webviewTag).toBe(false);
    const event = navigationEvent('https://example.com/');
    contentsGuardedBy('will-attach-webview')(event, {}, {});
    expect(event.prevented).toBe(true);
  });

  it('13. limits navigation to the app origin, redirects included', () => {
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      const away = navigationEvent('https://phishing.example/sign-in');
      contentsGuardedBy(name)(away);
      expect(away.prevented, name).toBe(true);
      const inApp = navigationEvent('app://renderer/dashboard');
      contentsGuardedBy(name)(inApp);
      expect(inApp.prevented, name).toBe(false);
    }
  });

  it('14. limits the creation of new windows: every window.open is denied', () => {
    expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(window.webContents.windowOpenHandler?.({ url: 'app://renderer/dashboard' })).toEqual({ action: 'deny' });
  });

  it('15. uses shell.openExternal only with the configured pages, never with a URL from the page', async () => {
    const shellSources = [join(root, 'src/main/index.ts'), ...readdirSync(join(root, 'src/main/shell')).map((file) => join(root, 'src/main/shell', file))];
    for (const file of shellSources) expect(readFileSync(file, 'utf8'), file).not.toMatch(/openPath/);
    expect(shellSources.filter((file) => /shell\.openExternal/.test(readFileSync(file, 'utf8')))).toEqual([join(root, 'src/main/index.ts')]);

    const top = window.webContents.mainFrame;
    for (const payload of [{ link: 'https://evil.example/' }, { link: 'file:///etc/passwd' }, { url: TERMS_URL }, 'https://evil.example/']) {
      await expect(ipc(BRIDGE.links.open.channel)({ senderFrame: top }, payload), JSON.stringify(payload)).resolves.toMatchObject({
        ok: false,
        error: { status: 400 },
      });
    }
    expect(shell.openExternal).not.toHaveBeenCalled();

    await expect(ipc(BRIDGE.links.open.channel)({ senderFrame: top }, { link: 'termsOfService' })).resolves.toEqual({ ok: true, data: { opened: true } });
    await expect(ipc(BRIDGE.links.open.channel)({ senderFrame: top }, { link: 'privacyPolicy' })).resolves.toEqual({ ok: true, data: { opened: true } });
    // HCM_TERMS_URL is set; the Privacy Policy falls back to the onboarding gateway's own page.
    expect(shell.openExternal.mock.calls).toEqual([[TERMS_URL], ['http://127.0.0.1:4100/legal/privacy-policy']]);
    shell.openExternal.mockClear();
  });

  it('16. uses a current, supported version of Electron', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string };
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(43);
  });

  it('17. validates the sender of every IPC message', async () => {
    const top = window.webContents.mainFrame;
    const strangers = [
      { senderFrame: null },
      { senderFrame: new FakeFrame('https://evil.example/') },
      { senderFrame: new FakeFrame('app://renderer/', top) },
      { senderFrame: new FakeFrame('app://renderer/') },
    ];
    const channels = [
      BRIDGE.session.get.channel,
      BRIDGE.session.signIn.channel,
      BRIDGE.session.signOut.channel,
      BRIDGE.session.loginAs.channel,
      BRIDGE.session.endLoginAs.channel,
      BRIDGE.api.call.channel,
      BRIDGE.links.open.channel,
      BRIDGE.links.openVideo.channel,
      BRIDGE.windows.openPreviewExperience.channel,
      BRIDGE.files.upload.channel,
      BRIDGE.files.image.channel,
      BRIDGE.offline.load.channel,
      BRIDGE.offline.save.channel,
      BRIDGE.offline.clear.channel,
      BRIDGE.connectivity.get.channel,
      BRIDGE.connectivity.check.channel,
      BRIDGE.notifications.get.channel,
      BRIDGE.notifications.set.channel,
    ];
    expect([...recorded.ipcHandlers.keys()].sort()).toEqual([...channels].sort());
    const valid = {
      email: 'a@b.c',
      password: 'x',
      loggedIn: false,
      userId: 'user-2',
      link: 'termsOfService',
      uploadId: 'u-1',
      name: 'badge.png',
      bytes: new Uint8Array([1]),
      url: 'https://vimeo.com/1',
      hireId: 'hire-1',
      fileId: 'file-1',
    };
    for (const channel of channels) {
      for (const event of strangers) {
        await expect(ipc(channel)({ ...event, sender: window.webContents }, valid), channel).resolves.toMatchObject({
          ok: false,
          error: { status: 403 },
        });
      }
    }
    expect(shell.openExternal).not.toHaveBeenCalled();
    expect(core.core.session.get).not.toHaveBeenCalled();
    expect(core.core.session.signIn).not.toHaveBeenCalled();
    expect(core.core.session.signOut).not.toHaveBeenCalled();
    expect(core.core.session.loginAs).not.toHaveBeenCalled();
    expect(core.core.session.endLoginAs).not.toHaveBeenCalled();
    expect(core.core.api.call).not.toHaveBeenCalled();
    expect(core.core.files.upload).not.toHaveBeenCalled();
    expect(core.core.files.image).not.toHaveBeenCalled();
    expect(core.core.offline.load).not.toHaveBeenCalled();
    expect(core.core.offline.save).not.toHaveBeenCalled();
    expect(core.core.offline.clear).not.toHaveBeenCalled();
    expect(core.core.connectivity.check).not.toHaveBeenCalled();
    expect(core.core.notifications.set).not.toHaveBeenCalled();
    expect(window.webContents.sent.filter((message) => message.channel === BRIDGE.files.onProgress.channel)).toEqual([]);
    expect(recorded.windows).toHaveLength(1);

    await expect(ipc(BRIDGE.session.get.channel)({ senderFrame: top })).resolves.toMatchObject({ status: 'signed-out' });
  });

  it('opens a hire’s welcome preview in a window of its own, as secure and as guarded as the main window', async () => {
    const top = window.webContents.mainFrame;
    await expect(ipc(BRIDGE.windows.openPreviewExperience.channel)({ senderFrame: top }, { hireId: 'hire 7' })).resolves.toEqual({
      ok: true,
      data: { opened: true },
    });
    const preview = recorded.windows.at(-1)!;
    expect(preview).not.toBe(window);
    expect(preview.options.webPreferences).toEqual(webPreferences);
    expect(preview.loadedUrl).toBe('app://renderer/settings/preview-experience?id=hire+7');

    // The same guards as every webContents: no navigation away, no new windows, no <webview>.
    const willNavigate = preview.webContents.listeners.get('will-navigate')?.[0];
    const away = navigationEvent('https://evil.example/');
    willNavigate?.(away);
    expect(away.prevented).toBe(true);
    expect(preview.webContents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });

    // Its top frame may call the core; a frame inside it may not.
    const previewTop = preview.webContents.mainFrame;
    await expect(ipc(BRIDGE.session.get.channel)({ senderFrame: previewTop })).resolves.toMatchObject({ status: 'signed-out' });
    await expect(ipc(BRIDGE.session.get.channel)({ senderFrame: new FakeFrame('app://renderer/', previewTop) })).resolves.toMatchObject({
      ok: false,
      error: { status: 403 },
    });
  });

  it('18. avoids file://: the custom scheme serves the app and file:// gets no navigation or extra privileges', () => {
    expect(new URL(window.loadedUrl!).protocol).toBe('app:');
    const toFile = navigationEvent('file:///etc/passwd');
    contentsGuardedBy('will-navigate')(toFile);
    expect(toFile.prevented).toBe(true);
  });

  it('19. sets the fuses: no run-as-node, no NODE_OPTIONS or inspect flags, asar only and checked, cookies encrypted', () => {
    const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as { electronFuses: Record<string, boolean> };
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('20. exposes no Electron API to the page: the preload exposes named functions only', async () => {
    await import('../../src/preload/index');
    expect([...recorded.exposed.keys()]).toEqual(['hcm']);
    const bridge = recorded.exposed.get('hcm') as Record<string, unknown>;

    const leaves: Array<[string, unknown]> = [];
    const walk = (value: unknown, path: string): void => {
      if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
      else leaves.push([path, value]);
    };
    walk(bridge, 'hcm');
    expect(leaves.map(([path]) => path).sort()).toEqual([
      'hcm.api.call',
      'hcm.connectivity.check',
      'hcm.connectivity.get',
      'hcm.connectivity.onChange',
      'hcm.files.image',
      'hcm.files.onProgress',
      'hcm.files.upload',
      'hcm.links.open',
      'hcm.links.openVideo',
      'hcm.navigation.onNavigate',
      'hcm.notices.onNotice',
      'hcm.notifications.get',
      'hcm.notifications.set',
      'hcm.offline.clear',
      'hcm.offline.load',
      'hcm.offline.save',
      'hcm.session.endLoginAs',
      'hcm.session.get',
      'hcm.session.loginAs',
      'hcm.session.onChange',
      'hcm.session.signIn',
      'hcm.session.signOut',
      'hcm.transport',
      'hcm.windows.openPreviewExperience',
    ]);
    for (const [path, value] of leaves) expect(path === 'hcm.transport' ? value : typeof value, path).toBe(path === 'hcm.transport' ? 'electron' : 'function');

    const received: unknown[][] = [];
    const session = bridge.session as { onChange(listener: (...args: unknown[]) => void): () => void };
    const unsubscribe = session.onChange((...args) => received.push(args));
    pushToPreload(BRIDGE.session.onChange.channel, { status: 'signed-out' });
    unsubscribe();
    pushToPreload(BRIDGE.session.onChange.channel, { status: 'signed-in' });
    expect(received).toEqual([[{ status: 'signed-out' }]]);
  });
});

describe('hcm:// deep links', () => {
  it('opens the screen of the link the app was started with once the page has loaded, without its extra parameters', () => {
    expect(navigationsSent()).toEqual([]);
    window.webContents.emit('did-finish-load');
    expect(navigationsSent()).toEqual(['/set-new-password?userId=u-launch']);
  });

  it('brings the window forward and opens the screen of a link passed to a second start', () => {
    const focus = vi.spyOn(window, 'focus');
    app.emit('second-instance', {}, ['/opt/hcm-onboarding', '--flag', 'hcm://reset-password?userId=u-2&code=3141&admin=1'], '/');
    expect(focus).toHaveBeenCalledOnce();
    expect(navigationsSent().at(-1)).toBe('/reset-password?userId=u-2&code=3141');
    focus.mockRestore();
  });

  it('opens the screen of a link macOS hands over with open-url', () => {
    let prevented = false;
    app.emit('open-url', { preventDefault: () => (prevented = true) }, 'hcm://otp-verification?id=casey%40acme.example&type=email');
    expect(prevented).toBe(true);
    expect(navigationsSent().at(-1)).toBe('/otp-verification?id=casey%40acme.example&type=email');
  });

  it('only brings the window forward for a link to any other screen, or a second start without a link', () => {
    const before = navigationsSent().length;
    const focus = vi.spyOn(window, 'focus');
    app.emit('second-instance', {}, ['/opt/hcm-onboarding', 'hcm://home'], '/');
    app.emit('second-instance', {}, ['/opt/hcm-onboarding'], '/');
    app.emit('open-url', { preventDefault: () => undefined }, 'hcm://change-password');
    expect(focus).toHaveBeenCalledTimes(3);
    expect(navigationsSent()).toHaveLength(before);
    focus.mockRestore();
  });
});

describe('the rest of the shell wiring', () => {
  it('holds a single-instance lock and registers hcm:// deep links', () => {
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('hcm');
  });

  it('shows the window only once it is ready to show, and never smaller than a desktop form', () => {
    expect(window.options).toMatchObject({ show: false, minWidth: 1024, minHeight: 680 });
    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('restores the remembered session before the window loads, and pushes session changes to it', async () => {
    expect(core.core.session.restore).toHaveBeenCalledOnce();
    core.emitSession({ ...(await core.core.session.restore()), reason: 'expired' });
    expect(window.webContents.sent.at(-1)).toEqual({ channel: BRIDGE.session.onChange.channel, payload: expect.objectContaining({ reason: 'expired' }) });
  });

  it('waits for the core to shut down before the app quits', async () => {
    let prevented = false;
    app.emit('before-quit', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(core.core.shutdown).toHaveBeenCalledOnce();
  });
});
