import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/** Every security-relevant preference spelled out, so none rests on a default. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: true,
  };
}

/** An HR desktop app: roomy by default, never narrower than a form beside the sidebar. */
export const WINDOW_SIZE = { width: 1280, height: 820, minWidth: 1024, minHeight: 680 } as const;

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    ...WINDOW_SIZE,
    title: 'HCM Onboarding',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(preloadPath),
  };
}
