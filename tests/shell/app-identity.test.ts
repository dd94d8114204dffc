import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import { APP_USER_MODEL_ID, claimAppIdentity } from '@main/shell/app-identity';

const root = join(import.meta.dirname, '..', '..');

describe('the app’s identity to the OS, for its notifications and badge', () => {
  it('takes the installers’ appId as its AppUserModelID on Windows, where toasts need it', () => {
    const app = { setAppUserModelId: vi.fn() };
    claimAppIdentity(app, 'win32');
    expect(app.setAppUserModelId).toHaveBeenCalledWith(APP_USER_MODEL_ID);
    const builder = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as { appId: string };
    expect(builder.appId).toBe(APP_USER_MODEL_ID);
  });

  it('leaves it alone on Linux and macOS', () => {
    const app = { setAppUserModelId: vi.fn() };
    claimAppIdentity(app, 'linux');
    claimAppIdentity(app, 'darwin');
    expect(app.setAppUserModelId).not.toHaveBeenCalled();
  });

  it('names the launcher entry the deb installs, so Linux shows the badge on it', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; desktopName: string };
    const builder = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as { linux: { syncDesktopName?: boolean } };
    expect(pkg.desktopName).toBe(`${pkg.name}.desktop`);
    expect(builder.linux.syncDesktopName).toBe(true);
  });
});
