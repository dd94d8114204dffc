import { BREAKPOINTS, type PaletteMode, type ThemePreset } from '@shared/constants';
import { theme, type ThemeConfig } from 'antd';
import { THEME_SCOPE_CLASS } from './document-theme';

export const PRESET_COLORS: Readonly<Record<ThemePreset, string>> = {
  blue: '#1677ff',
  green: '#389e0d',
  indigo: '#4f46e5',
  purple: '#722ed1',
};

/**
 * On light backgrounds white text on antd's blue (4.1:1) and green (3.5:1) primaries is below
 * WCAG AA, so light mode uses a shade deeper; dark mode keeps the preset, which reads on black.
 */
const LIGHT_PRIMARY_COLORS: Readonly<Record<ThemePreset, string>> = { ...PRESET_COLORS, blue: '#1668dc', green: '#237804' };

export function primaryColor(preset: ThemePreset, mode: PaletteMode): string {
  return mode === 'light' ? LIGHT_PRIMARY_COLORS[preset] : PRESET_COLORS[preset];
}

/**
 * The spec's breakpoints on antd's screen tokens: antd's xs is the phone range (spec xs, below
 * sm), and sm..xxl take the spec's values. antd's extra xxxl tier keeps its default above xxl.
 */
export const SCREEN_TOKENS = {
  screenXS: BREAKPOINTS.xs,
  screenXSMin: BREAKPOINTS.xs,
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: BREAKPOINTS.xxl - 1,
  screenXXL: BREAKPOINTS.xxl,
  screenXXLMin: BREAKPOINTS.xxl,
} as const;

/**
 * antd's default red (#ff4d4f) reads at 3.3:1 on white, below WCAG AA for the small error text
 * under every field; these meet 4.5:1 on the light and dark backgrounds.
 */
export const ERROR_COLORS: Readonly<Record<PaletteMode, string>> = { light: '#cf1322', dark: '#ff7875' };

export function buildThemeConfig(preset: ThemePreset, mode: PaletteMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    // Styles come from antd/dist/antd.css (imported by the theme provider) rather than being
    // generated while rendering, which took most of the first render of a screen. The tokens, and
    // so the preset and the dark mode, still reach them as CSS variables.
    zeroRuntime: true,
    // A fixed name for the variables' class rather than one per mount, so <body> can carry it too.
    cssVar: { key: THEME_SCOPE_CLASS },
    token: { colorPrimary: primaryColor(preset, mode), colorError: ERROR_COLORS[mode], ...SCREEN_TOKENS },
  };
}
