import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryPreferences } from '@main/core/memory-preferences';
import {
  createNotificationSettings,
  createNotifiedTaskStore,
  INVALID_NOTIFICATION_PREFERENCES_MESSAGE,
  NOTIFICATION_PREFERENCES_NOT_SAVED_MESSAGE,
  readNotificationPreferences,
  writeNotificationPreferences,
} from '@main/core/notification-preferences';
import type { PreferencesStore } from '@main/core/types';
import { createConfPreferences } from '@main/web-host/preferences-store';
import { ERROR_CODES } from '@shared/contract/errors';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/offline';

describe('notification preferences', () => {
  it('are both on until the user changes them', () => {
    expect(readNotificationPreferences(createMemoryPreferences())).toEqual({ overdueNotifications: true, overdueBadge: true });
    expect(readNotificationPreferences(createMemoryPreferences())).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('keep a valid choice and answer what is stored', () => {
    const store = createMemoryPreferences({ rememberMe: true, rememberedEmail: 'casey@acme.example' });
    expect(writeNotificationPreferences(store, { overdueNotifications: false, overdueBadge: true })).toEqual({
      ok: true,
      data: { overdueNotifications: false, overdueBadge: true },
    });
    expect(store.read()).toEqual({
      rememberMe: true,
      rememberedEmail: 'casey@acme.example',
      notifications: { overdueNotifications: false, overdueBadge: true },
    });
  });

  it.each([
    ['nothing', undefined, '_'],
    ['a missing choice', { overdueNotifications: false }, 'overdueBadge'],
    ['a choice that is not on or off', { overdueNotifications: 'yes', overdueBadge: true }, 'overdueNotifications'],
    ['an unknown setting', { overdueNotifications: true, overdueBadge: true, sound: true }, '_'],
  ])('refuse %s with a clear message and keep what was stored', (_case, input, field) => {
    const store = createMemoryPreferences({ notifications: { overdueNotifications: false, overdueBadge: false } });
    const result = writeNotificationPreferences(store, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 400, code: ERROR_CODES.invalidInput, message: INVALID_NOTIFICATION_PREFERENCES_MESSAGE });
    expect(Object.keys(result.error.fieldErrors ?? {})).toContain(field);
    expect(readNotificationPreferences(store)).toEqual({ overdueNotifications: false, overdueBadge: false });
  });

  it('say so when the file cannot be written', () => {
    const store: PreferencesStore = {
      read: () => ({ rememberMe: false, rememberedEmail: null }),
      write: () => {
        throw new Error('EACCES');
      },
    };
    expect(writeNotificationPreferences(store, { overdueNotifications: true, overdueBadge: false })).toEqual({
      ok: false,
      error: { status: 500, message: NOTIFICATION_PREFERENCES_NOT_SAVED_MESSAGE },
    });
  });

  it('tell their listeners of a saved change only', () => {
    const settings = createNotificationSettings(createMemoryPreferences());
    const listener = vi.fn();
    settings.onChange(listener);
    settings.set({ overdueNotifications: 'no' });
    expect(listener).not.toHaveBeenCalled();
    settings.set({ overdueNotifications: true, overdueBadge: false });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ overdueNotifications: true, overdueBadge: false });
    expect(settings.get()).toEqual({ overdueNotifications: true, overdueBadge: false });
  });
});

describe("the web host's preferences file", () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'hcm-web-prefs-'));

  it('keeps the notification choices and notified tasks across openings, and no remembered email: that is per browser', () => {
    const dir = dataDir();
    const first = createConfPreferences(dir);
    first.write({ rememberMe: true, rememberedEmail: 'casey@acme.example' });
    writeNotificationPreferences(first, { overdueNotifications: false, overdueBadge: true });
    createNotifiedTaskStore(first).write(['t1', 't2']);
    expect(createConfPreferences(dir).read()).toEqual({
      rememberMe: false,
      rememberedEmail: null,
      notifications: { overdueNotifications: false, overdueBadge: true },
      notifiedOverdueTaskIds: ['t1', 't2'],
    });
    expect(readFileSync(join(dir, 'preferences.json'), 'utf8')).not.toContain('casey');
  });

  it('keeps them when sign-in rewrites the remember-me fields alone', () => {
    const store = createConfPreferences(dataDir());
    writeNotificationPreferences(store, { overdueNotifications: false, overdueBadge: false });
    createNotifiedTaskStore(store).write(['t1']);
    store.write({ rememberMe: false, rememberedEmail: null });
    expect(readNotificationPreferences(store)).toEqual({ overdueNotifications: false, overdueBadge: false });
    expect(createNotifiedTaskStore(store).read()).toEqual(['t1']);
  });

  it('falls back to the defaults for a damaged entry, and drops an email an earlier version kept for the whole host', () => {
    const dir = dataDir();
    writeFileSync(
      join(dir, 'preferences.json'),
      JSON.stringify({
        rememberMe: true,
        rememberedEmail: 'casey@acme.example',
        notifications: { overdueNotifications: 'sometimes' },
        notifiedOverdueTaskIds: ['t1'],
      }),
    );
    const store = createConfPreferences(dir);
    expect(store.read()).toEqual({ rememberMe: false, rememberedEmail: null, notifiedOverdueTaskIds: ['t1'] });
    expect(readNotificationPreferences(store)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(JSON.parse(readFileSync(join(dir, 'preferences.json'), 'utf8'))).toEqual({ notifiedOverdueTaskIds: ['t1'] });
  });

  it('refuses to write notification choices outside their schema', () => {
    const store = createConfPreferences(dataDir());
    expect(() => store.write({ rememberMe: false, rememberedEmail: null, notifications: { overdueNotifications: 1 } as never })).toThrow();
    expect(store.read()).toEqual({ rememberMe: false, rememberedEmail: null });
  });
});
