/**
 * Closing or reloading the window while a form holds unsaved changes: the page's beforeunload stops
 * the unload, Electron tells the window (will-prevent-unload), and the shell asks with a native dialog.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow } from '@main/shell/main-window';
import { fakeCore } from './support/fake-core';
import { dialog, navigationEvent, recorded, type FakeBrowserWindow } from './support/fake-electron';

vi.mock('electron', async () => (await import('./support/fake-electron')).electronModule);

const LEAVE = 0;
const STAY = 1;

function openWindow(): FakeBrowserWindow {
  createMainWindow({ preloadPath: '/app/preload.js', location: { entryUrl: 'app://renderer/', allowedOrigins: ['app://renderer'] }, core: fakeCore().core });
  return recorded.windows.at(-1)!;
}

/** The page refused to unload; answers whether the shell let the close (or reload) go on. */
function closeRefusedByThePage(window: FakeBrowserWindow): boolean {
  const event = navigationEvent('app://renderer/');
  window.webContents.emit('will-prevent-unload', event);
  return event.prevented;
}

describe('closing the window with unsaved changes', () => {
  beforeEach(() => dialog.showMessageBoxSync.mockReset());

  it('asks with a native dialog, Leave or Stay, Stay being the default and what Escape answers', () => {
    const window = openWindow();
    dialog.showMessageBoxSync.mockReturnValue(STAY);
    closeRefusedByThePage(window);
    expect(dialog.showMessageBoxSync).toHaveBeenCalledTimes(1);
    const [parent, options] = dialog.showMessageBoxSync.mock.calls[0]!;
    expect(parent).toBe(window);
    expect(options).toMatchObject({
      type: 'question',
      message: 'Leave without saving?',
      detail: 'Your changes on this page have not been saved. If you leave now, they are lost.',
      buttons: ['Leave', 'Stay'],
      defaultId: STAY,
      cancelId: STAY,
    });
  });

  it('closes when the user chooses Leave, and keeps the window and its page when they choose Stay', () => {
    const window = openWindow();
    dialog.showMessageBoxSync.mockReturnValue(LEAVE);
    expect(closeRefusedByThePage(window)).toBe(true);
    dialog.showMessageBoxSync.mockReturnValue(STAY);
    expect(closeRefusedByThePage(window)).toBe(false);
  });
});
