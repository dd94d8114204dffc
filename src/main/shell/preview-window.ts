import type { AppCore } from '@main/core/types';
import { routes } from '@shared/routes';
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { forwardCoreEvents } from './core-events';
import type { RendererLocation } from './renderer-origin';
import type { SenderFrame } from './trusted-sender';
import { secureWebPreferences, WINDOW_SIZE } from './web-preferences';

export interface PreviewWindowsOptions {
  preloadPath: string;
  location: RendererLocation;
  core: AppCore;
}

/** A preview window is the app itself at another screen: the very same secure preferences as the main window. */
export function previewWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    ...WINDOW_SIZE,
    title: 'Welcome experience preview',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** The renderer's own address of a hire's walk-through, on the origin the main window loads. */
export function previewExperienceUrl(entryUrl: string, hireId: string): string {
  return new URL(routes.settingsPreviewExperience(hireId), entryUrl).toString();
}

export interface PreviewWindows {
  openPreviewExperience(hireId: string): void;
  /** The top frames of the preview windows open now: the only other frames whose messages the core takes. */
  topFrames(): readonly SenderFrame[];
}

/**
 * The windows that show a hire's whole welcome experience, each of its own, beside the main window.
 * They are guarded as every webContents is (navigation-guard.ts, set on creation) and fed the core's
 * pushes, so a sign-out reaches them too.
 */
export function createPreviewWindows({ preloadPath, location, core }: PreviewWindowsOptions): PreviewWindows {
  const open = new Set<BrowserWindow>();
  return {
    openPreviewExperience(hireId) {
      const window = new BrowserWindow(previewWindowOptions(preloadPath));
      open.add(window);
      window.once('ready-to-show', () => window.show());
      const stopForwarding = forwardCoreEvents(core, window.webContents);
      window.on('closed', () => {
        stopForwarding();
        open.delete(window);
      });
      window.loadURL(previewExperienceUrl(location.entryUrl, hireId)).catch((error: unknown) => {
        console.error('The preview window could not load the app:', error instanceof Error ? error.message : typeof error);
      });
    },
    topFrames: () => [...open].filter((window) => !window.isDestroyed()).map((window) => window.webContents.mainFrame),
  };
}
