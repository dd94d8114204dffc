import { ROUTES } from './routes';

/** Business constants of spec section 9. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_PLACEMENT = 'top' as const;

export const SIGN_IN_PASSWORD_MIN = 2;
export const SIGN_IN_PASSWORD_MAX = 15;
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 15;

export const FORM_MAX_WIDTH_PX = 550;

/** Breakpoints in px, from the spec; antd's names map onto them in the theme. */
export const BREAKPOINTS = { xxs: 0, xs: 360, sm: 600, md: 900, lg: 1200, xl: 1440, xxl: 1760 } as const;

export const THEME_PRESETS = ['blue', 'green', 'indigo', 'purple'] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];
export const PALETTE_MODES = ['light', 'dark'] as const;
export type PaletteMode = (typeof PALETTE_MODES)[number];

export const IS_FEEDBACK_COMPLETED_DEFAULT = false;

/** Where a signed-in user lands when their menu permissions name no page and no returnTo is given. */
export const DEFAULT_LANDING_PATH = ROUTES.dashboard;
