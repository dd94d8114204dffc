import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredPreferences } from '@main/core/types';
import { createPreferencesStore, PREFERENCES_DEFAULTS, PREFERENCES_SCHEMA } from '@main/shell/preferences-store';
import Conf from 'conf';
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron-store', async () => import('./support/fake-electron-store'));

/** The same schema and defaults as the desktop's electron-store file, on a plain conf file. */
function openFile(cwd: string): Conf<StoredPreferences> {
  return new Conf<StoredPreferences>({
    cwd,
    configName: 'preferences',
    projectName: 'hcm-onboarding-test',
    schema: PREFERENCES_SCHEMA,
    defaults: PREFERENCES_DEFAULTS,
    clearInvalidConfig: true,
  });
}

describe('the preferences store', () => {
  it('starts with remember-me off and no email', () => {
    const store = createPreferencesStore(openFile(mkdtempSync(join(tmpdir(), 'hcm-prefs-'))));
    expect(store.read()).toEqual({ rememberMe: false, rememberedEmail: null });
  });

  it('keeps remember-me and the email across openings, and nothing else', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'hcm-prefs-'));
    createPreferencesStore(openFile(cwd)).write({ rememberMe: true, rememberedEmail: 'coordinator@acme.example' });
    expect(createPreferencesStore(openFile(cwd)).read()).toEqual({ rememberMe: true, rememberedEmail: 'coordinator@acme.example' });
    expect(JSON.parse(readFileSync(join(cwd, 'preferences.json'), 'utf8'))).toEqual({ rememberMe: true, rememberedEmail: 'coordinator@acme.example' });
  });

  it('refuses to write values outside its schema', () => {
    const store = createPreferencesStore(openFile(mkdtempSync(join(tmpdir(), 'hcm-prefs-'))));
    expect(() => store.write({ rememberMe: 'yes' as unknown as boolean, rememberedEmail: null })).toThrow();
    expect(store.read()).toEqual(PREFERENCES_DEFAULTS);
  });

  it('starts over from the defaults when the file was edited into something invalid', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'hcm-prefs-'));
    writeFileSync(join(cwd, 'preferences.json'), JSON.stringify({ rememberMe: 'always', rememberedEmail: 7 }));
    expect(createPreferencesStore(openFile(cwd)).read()).toEqual(PREFERENCES_DEFAULTS);
  });

  it('keeps the notification choices and notified tasks beside remember-me, and a remember-me write leaves them', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'hcm-prefs-'));
    const store = createPreferencesStore(openFile(cwd));
    store.write({
      rememberMe: false,
      rememberedEmail: null,
      notifications: { overdueNotifications: false, overdueBadge: true },
      notifiedOverdueTaskIds: ['t1'],
    });
    store.write({ rememberMe: true, rememberedEmail: 'coordinator@acme.example' });
    expect(createPreferencesStore(openFile(cwd)).read()).toEqual({
      rememberMe: true,
      rememberedEmail: 'coordinator@acme.example',
      notifications: { overdueNotifications: false, overdueBadge: true },
      notifiedOverdueTaskIds: ['t1'],
    });
  });

  it('refuses notification choices outside its schema', () => {
    const store = createPreferencesStore(openFile(mkdtempSync(join(tmpdir(), 'hcm-prefs-'))));
    expect(() => store.write({ rememberMe: false, rememberedEmail: null, notifications: { overdueNotifications: 'on' } as never })).toThrow();
    expect(store.read()).toEqual(PREFERENCES_DEFAULTS);
  });

  it('starts over from the defaults when the notification entries were edited into something invalid', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'hcm-prefs-'));
    writeFileSync(join(cwd, 'preferences.json'), JSON.stringify({ rememberMe: true, rememberedEmail: null, notifiedOverdueTaskIds: [7] }));
    expect(createPreferencesStore(openFile(cwd)).read()).toEqual(PREFERENCES_DEFAULTS);
  });
});
