import { dialog, type BrowserWindow, type MessageBoxSyncOptions } from 'electron';
import { UNSAVED_CHANGES_TEXT } from '@shared/unsaved-changes';

/** Stay is the default and what Escape answers: closing the window by mistake keeps the work. */
export const LEAVE_WITHOUT_SAVING: MessageBoxSyncOptions = {
  type: 'question',
  title: UNSAVED_CHANGES_TEXT.title,
  message: UNSAVED_CHANGES_TEXT.title,
  detail: UNSAVED_CHANGES_TEXT.detail,
  buttons: [UNSAVED_CHANGES_TEXT.leave, UNSAVED_CHANGES_TEXT.stay],
  defaultId: 1,
  cancelId: 1,
  noLink: true,
};
const LEAVE = 0;

/**
 * The page refuses to unload while a form holds unsaved changes (its beforeunload); Electron then
 * closes nothing and tells the window, which asks the user. Leave lets the close or reload go on.
 */
export function askBeforeLeavingUnsavedChanges(window: Pick<BrowserWindow, 'webContents'>): void {
  window.webContents.on('will-prevent-unload', (event) => {
    if (dialog.showMessageBoxSync(window as BrowserWindow, LEAVE_WITHOUT_SAVING) === LEAVE) event.preventDefault();
  });
}
