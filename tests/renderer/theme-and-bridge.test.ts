import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BridgeError, callApi } from '@renderer/lib/bridge';
import { buildThemeConfig } from '@renderer/lib/theme/theme-config';
import { loadThemePreferences, THEME_STORAGE_KEY } from '@renderer/lib/theme/theme-preferences';
import { createFakeBridge } from './support/fake-bridge';

describe('theme', () => {
  it('maps the spec breakpoints onto antd screen tokens', () => {
    const config = buildThemeConfig('blue', 'light');
    expect(config.token).toMatchObject({
      screenXS: 360,
      screenXSMax: 599,
      screenSM: 600,
      screenMD: 900,
      screenLG: 1200,
      screenXL: 1440,
      screenXXL: 1760,
    });
  });

  it('uses the preset colour and the dark algorithm in dark mode', () => {
    const config = buildThemeConfig('indigo', 'dark');
    expect(config.token?.colorPrimary).toBe('#4f46e5');
    expect(config.algorithm).toContain(theme.darkAlgorithm);
    expect(buildThemeConfig('green', 'light').algorithm).toContain(theme.defaultAlgorithm);
  });

  it('falls back to blue and light when the stored choice is unreadable or unknown', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    expect(loadThemePreferences()).toEqual({ preset: 'blue', mode: 'light' });
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ preset: 'orange', mode: 'dark' }));
    expect(loadThemePreferences()).toEqual({ preset: 'blue', mode: 'dark' });
  });
});

describe('callApi', () => {
  it('throws the gateway status and message so react-query sees them', async () => {
    window.hcm = createFakeBridge({ me: { ok: false, error: { status: 503, message: 'The gateway is down.' } } });
    const failure = await callApi('users.me', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect(failure).toMatchObject({ status: 503, message: 'The gateway is down.' });
  });
});
