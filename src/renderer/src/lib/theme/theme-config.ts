import { BREAKPOINTS, type PaletteMode, type ThemePreset } from '@shared/constants';
import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { THEME_SCOPE_CLASS } from './document-theme';
import { flatten, readableOn } from './readable-color';

export const PRESET_COLORS: Readonly<Record<ThemePreset, string>> = {
  blue: '#1677ff',
  green: '#389e0d',
  indigo: '#4f46e5',
  purple: '#722ed1',
};

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

/** WCAG 2.2 AA: 4.5:1 for text; 3:1 for what identifies a control and for the focus ring (1.4.11). */
const TEXT_CONTRAST = 4.5;
const CONTROL_CONTRAST = 3;

/** antd's colour families whose shades are drawn as text, and (solid) behind text. */
const ACCENT_FAMILIES = ['Primary', 'Success', 'Warning', 'Error', 'Info'] as const;
const ACCENT_SHADES = ['', 'Hover', 'Active', 'Text', 'TextHover', 'TextActive'] as const;
type AccentToken = `color${(typeof ACCENT_FAMILIES)[number]}${(typeof ACCENT_SHADES)[number]}`;

/** antd's named colours (its preset palettes), as a tag's `color` takes them. */
const TAG_COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;

/**
 * Text on an accent colour (a primary or danger button, a badge, the current step, a tooltip).
 * Light mode keeps antd's white on deep shades; dark mode's accents are light enough to read as
 * text on its dark surfaces, so what is written on them is black.
 */
const ON_ACCENT_TEXT: Readonly<Record<PaletteMode, string>> = { light: '#ffffff', dark: '#000000' };

/**
 * Runs after antd's light or dark algorithm and moves every colour antd draws as text, or as a
 * control's edge, just far enough from the surfaces it sits on (page, card, popup, table header,
 * filled control, its own tint) to meet WCAG AA: darker in light mode, lighter in dark mode, the
 * hue kept. antd's defaults fall short: its link and primary blue reads at 4.1:1 on white, its
 * secondary grey at 3.4:1, input borders at 1.4:1, the focus ring at 1.9:1, and in dark mode the
 * preset colours as text at 2.2-3.6:1. Tints and the seed stay antd's, so each preset keeps its look.
 */
function readableColours(mode: PaletteMode): MappingAlgorithm {
  return (seed, derived) => {
    const token = { ...(derived ?? theme.defaultAlgorithm(seed)) };
    const page = [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated];
    const surfaces = [...page, flatten(token.colorFillQuaternary, token.colorBgContainer), flatten(token.colorFillSecondary, token.colorBgContainer)];
    for (const family of ACCENT_FAMILIES) {
      const behind = [...surfaces, token[`color${family}Bg`]];
      for (const shade of ACCENT_SHADES) {
        const name: AccentToken = `color${family}${shade}`;
        token[name] = readableOn(token[name], behind, TEXT_CONTRAST);
      }
    }
    // A tag of a named colour (gold, cyan...) writes shade 7 on shade 1 of that colour.
    for (const colour of TAG_COLOURS) {
      const text = readableOn(token[`${colour}7`], [...surfaces, token[`${colour}1`]], TEXT_CONTRAST);
      Object.assign(token, { [`${colour}7`]: text, [`${colour}-7`]: text });
    }
    // Links follow the preset rather than antd's info blue.
    token.colorLink = token.colorPrimary;
    token.colorLinkHover = token.colorPrimaryHover;
    token.colorLinkActive = token.colorPrimaryActive;
    token.colorText = readableOn(token.colorText, surfaces, TEXT_CONTRAST);
    token.colorTextSecondary = readableOn(token.colorTextSecondary, surfaces, TEXT_CONTRAST);
    // Also antd's description text (Typography secondary, a result's subtitle, a step's title).
    token.colorTextTertiary = readableOn(token.colorTextTertiary, surfaces, TEXT_CONTRAST);
    token.colorBorder = readableOn(token.colorBorder, page, CONTROL_CONTRAST);
    // The focus ring antd draws around a focused button, tab, switch or radio.
    token.colorPrimaryBorder = readableOn(token.colorPrimaryBorder, page, CONTROL_CONTRAST);
    // Tooltips: dark on light pages as antd draws them; in dark mode light, with the on-accent black.
    if (mode === 'dark') token.colorBgSpotlight = flatten(token.colorText, token.colorBgElevated);
    return token;
  };
}

export function buildThemeConfig(preset: ThemePreset, mode: PaletteMode, reducedMotion = false): ThemeConfig {
  const algorithm = [mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, readableColours(mode)];
  const seed = { colorPrimary: PRESET_COLORS[preset], ...SCREEN_TOKENS };
  // Placeholders and empty tables are text too; antd gives them its disabled grey, which stays for disabled controls.
  const { colorTextTertiary } = theme.getDesignToken({ algorithm, token: seed });
  return {
    algorithm,
    // Styles come from antd/dist/antd.css (imported by the theme provider) rather than being
    // generated while rendering, which took most of the first render of a screen. The tokens, and
    // so the preset and the dark mode, still reach them as CSS variables.
    zeroRuntime: true,
    // A fixed name for the variables' class rather than one per mount, so <body> can carry it too.
    cssVar: { key: THEME_SCOPE_CLASS },
    // Asked for less motion (WCAG 2.3.3): antd opens dialogs, drawers and menus without zooming or sliding them.
    token: { ...seed, colorTextLightSolid: ON_ACCENT_TEXT[mode], colorTextPlaceholder: colorTextTertiary, motion: !reducedMotion },
    // A table's empty text ("No days off in 2026.") is drawn in antd's disabled grey; it is content.
    components: { Table: { colorTextDisabled: colorTextTertiary } },
  };
}
