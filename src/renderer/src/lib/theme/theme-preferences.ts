import { PALETTE_MODES, THEME_PRESETS, type PaletteMode, type ThemePreset } from '@shared/constants';

export interface ThemePreferences {
  preset: ThemePreset;
  mode: PaletteMode;
}

export const DEFAULT_THEME: ThemePreferences = { preset: 'blue', mode: 'light' };

/** Only the look is stored here; it is not a secret. */
export const THEME_STORAGE_KEY = 'hcm.theme';

function isPreset(value: unknown): value is ThemePreset {
  return typeof value === 'string' && (THEME_PRESETS as readonly string[]).includes(value);
}

function isMode(value: unknown): value is PaletteMode {
  return typeof value === 'string' && (PALETTE_MODES as readonly string[]).includes(value);
}

export function loadThemePreferences(storage: Storage = window.localStorage): ThemePreferences {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(THEME_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_THEME;
    const { preset, mode } = parsed as Record<string, unknown>;
    return { preset: isPreset(preset) ? preset : DEFAULT_THEME.preset, mode: isMode(mode) ? mode : DEFAULT_THEME.mode };
  } catch {
    return DEFAULT_THEME;
  }
}

export function saveThemePreferences(preferences: ThemePreferences, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage can be full or disabled; the choice then lasts for this window only.
  }
}
