import type { App } from 'electron';

/** The app's name to the OS: electron-builder's appId (electron-builder.yml), which its installers give the shortcuts. */
export const APP_USER_MODEL_ID = 'com.hcm.onboarding';

/**
 * Windows shows a notification only for a process whose AppUserModelID is that of its Start menu
 * shortcut; the installer sets the shortcut's to appId, and the process takes the same here.
 * (Linux finds the launcher entry whose badge it sets through package.json's desktopName.)
 */
export function claimAppIdentity(app: Pick<App, 'setAppUserModelId'>, platform: NodeJS.Platform = process.platform): void {
  if (platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
}
