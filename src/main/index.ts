import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppCore } from '@main/core/app-core';
import { externalLinksFromEnv } from '@main/core/external-links';
import { gatewayUrlsFromEnv } from '@main/core/gateway-urls';
import { createKeychainVault } from '@main/core/keychain-vault';
import { createOfflineStore } from '@main/core/offline-store';
import { CURRENT_PRODUCT } from '@shared/products';
import { BRIDGE } from '@shared/bridge';
import { app, type BrowserWindow, ipcMain, Notification, protocol, session, shell } from 'electron';
import { claimAppIdentity } from './shell/app-identity';
import { createDeepLinkNavigation } from './shell/deep-link-navigation';
import { createDesktopNotifications } from './shell/desktop-notifications';
import { deepLinkIn, registerDeepLinks } from './shell/deep-links';
import { focusWindow } from './shell/focus-window';
import { readStoredGatewayUrls, resolveGatewayUrls } from './shell/gateway-settings';
import { createIpcHandlers, registerIpcHandlers } from './shell/ipc-handlers';
import { createMainWindow } from './shell/main-window';
import { createPreviewWindows } from './shell/preview-window';
import { guardWebContents } from './shell/navigation-guard';
import { denyAllPermissions } from './shell/permission-policy';
import { openPreferencesStore } from './shell/preferences-store';
import { quitAfter } from './shell/quit-hook';
import { registerRendererScheme, serveRenderer } from './shell/renderer-protocol';
import { rendererLocation } from './shell/renderer-origin';
import { shellPaths } from './shell/shell-paths';
import { claimSingleInstance } from './shell/single-instance';
import { isTrustedSender } from './shell/trusted-sender';

const KEYCHAIN_SERVICE = 'hcm-onboarding';
const paths = shellPaths(fileURLToPath(new URL('.', import.meta.url)));
let mainWindow: BrowserWindow | null = null;
/** Set once the app is ready; on macOS the app outlives its window, and a link opens a new one. */
let openWindow: (() => void) | null = null;
const deepLinks = createDeepLinkNavigation();

/** An hcm:// link brings the window forward and, when it names a screen a mail may open, shows it. */
function openDeepLink(link: string | null): void {
  if (mainWindow === null) openWindow?.();
  else focusWindow(mainWindow);
  if (link !== null) deepLinks.open(link);
}

async function start(): Promise<void> {
  const location = rendererLocation({ isPackaged: app.isPackaged, devServerUrl: process.env.ELECTRON_RENDERER_URL });

  denyAllPermissions(session.defaultSession);
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, location.allowedOrigins));
  serveRenderer(protocol, paths.rendererDir);

  const gatewayUrls = resolveGatewayUrls(gatewayUrlsFromEnv(process.env), readStoredGatewayUrls());
  const externalLinks = externalLinksFromEnv(process.env, gatewayUrls.onboarding);
  const core = createAppCore({
    gatewayUrls,
    product: CURRENT_PRODUCT,
    preferences: openPreferencesStore(),
    vault: await createKeychainVault({ service: KEYCHAIN_SERVICE, account: 'refresh-token' }),
    offlineStore: createOfflineStore({
      file: paths.offlineCopy(app.getPath('userData')),
      keySlot: await createKeychainVault({ service: KEYCHAIN_SERVICE, account: 'offline-copy-key' }),
    }),
    overdueNotifier: createDesktopNotifications({
      Notification,
      app,
      focusAndNavigate: (path) => {
        if (mainWindow === null) openWindow?.();
        if (mainWindow === null) return;
        focusWindow(mainWindow);
        mainWindow.webContents.send(BRIDGE.navigation.onNavigate.channel, path);
      },
    }),
  });
  quitAfter(app, () => core.shutdown());
  const previewWindows = createPreviewWindows({ preloadPath: paths.preload, location, core });

  registerIpcHandlers(
    ipcMain,
    createIpcHandlers(
      core,
      (frame) =>
        isTrustedSender(frame, {
          topFrame: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents.mainFrame : null),
          otherTopFrames: () => previewWindows.topFrames(),
          allowedOrigins: location.allowedOrigins,
        }),
      { urls: externalLinks, openExternal: (url) => shell.openExternal(url) },
      previewWindows,
    ),
  );

  await core.session.restore();

  openWindow = (): void => {
    mainWindow = createMainWindow({ preloadPath: paths.preload, location, core });
    deepLinks.attach(mainWindow.webContents);
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  };
  openWindow();

  app.on('activate', () => {
    if (mainWindow === null) openWindow?.();
    else focusWindow(mainWindow);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

registerRendererScheme(protocol);

if (!claimSingleInstance(app, openDeepLink)) {
  app.quit();
} else {
  // Windows and Linux start the app with the link in argv when it was not running yet.
  const launchLink = deepLinkIn(process.argv);
  if (launchLink !== null) deepLinks.open(launchLink);
  claimAppIdentity(app);
  registerDeepLinks(app, openDeepLink, process.defaultApp && process.argv[1] ? { execPath: process.execPath, args: [resolve(process.argv[1])] } : undefined);
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('HCM Onboarding could not start:', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
