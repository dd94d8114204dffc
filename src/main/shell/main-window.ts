import type { AppCore } from '@main/core/types';
import { BrowserWindow } from 'electron';
import { forwardCoreEvents, sendPendingNotices } from './core-events';
import type { RendererLocation } from './renderer-origin';
import { askBeforeLeavingUnsavedChanges } from './unsaved-changes-prompt';
import { mainWindowOptions } from './web-preferences';

export interface MainWindowOptions {
  preloadPath: string;
  location: RendererLocation;
  core: AppCore;
}

/** The one app window: shown once painted, fed the core's pushes, asking before unsaved changes are closed away, loading the renderer. */
export function createMainWindow({ preloadPath, location, core }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  const contents = window.webContents;
  window.once('ready-to-show', () => window.show());

  const stopForwarding = forwardCoreEvents(core, contents);
  contents.on('did-finish-load', () => sendPendingNotices(core, contents));
  window.on('closed', stopForwarding);
  askBeforeLeavingUnsavedChanges(window);

  window.loadURL(location.entryUrl).catch((error: unknown) => {
    console.error('The window could not load the app:', error instanceof Error ? error.message : typeof error);
  });
  return window;
}
