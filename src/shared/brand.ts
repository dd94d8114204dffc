import type { PaletteMode } from './constants';

/**
 * The company's brand: the kinds of branded assets with the limits their bytes are checked against,
 * and the brand colour's contrast rule (docs/adr/0011-welcome-pages.md, Brand).
 */

export const BRAND_ASSET_KINDS = ['logoLight', 'logoDark', 'icon', 'emailHeader', 'hero'] as const;
export type BrandAssetKind = (typeof BRAND_ASSET_KINDS)[number];

export const BRAND_ASSET_LABELS: Readonly<Record<BrandAssetKind, string>> = {
  logoLight: 'Logo for light backgrounds',
  logoDark: 'Logo for dark backgrounds',
  icon: 'Small icon',
  emailHeader: 'Email header',
  hero: 'Welcome hero image',
};

export interface BrandAssetLimits {
  /** The content types accepted, as read from the bytes. */
  types: readonly ('image/png' | 'image/jpeg' | 'image/gif' | 'image/webp')[];
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  /** Width and height must be equal. */
  square: boolean;
  /** What the settings page says of the kind under its upload. */
  hint: string;
}

const KB = 1024;

/** Both logos take the same images; only where they show differs. */
const LOGO_LIMITS: BrandAssetLimits = {
  types: ['image/png', 'image/webp', 'image/jpeg'],
  maxBytes: 512 * KB,
  minWidth: 120,
  minHeight: 32,
  maxWidth: 2000,
  maxHeight: 1000,
  square: false,
  hint: 'PNG, WebP or JPEG, at most 512 kB, at least 120 × 32 px.',
};

export const BRAND_ASSET_LIMITS: Readonly<Record<BrandAssetKind, BrandAssetLimits>> = {
  logoLight: { ...LOGO_LIMITS, hint: `${LOGO_LIMITS.hint} Shown on white.` },
  logoDark: { ...LOGO_LIMITS, hint: `${LOGO_LIMITS.hint} Shown on the dark theme.` },
  icon: {
    types: ['image/png', 'image/webp'],
    maxBytes: 128 * KB,
    minWidth: 64,
    minHeight: 64,
    maxWidth: 1024,
    maxHeight: 1024,
    square: true,
    hint: 'PNG or WebP, square, at least 64 × 64 px, at most 128 kB.',
  },
  emailHeader: {
    types: ['image/png', 'image/jpeg'],
    maxBytes: 1024 * KB,
    minWidth: 600,
    minHeight: 100,
    maxWidth: 1600,
    maxHeight: 600,
    square: false,
    hint: 'PNG or JPEG (what mail programs show), 600 to 1,600 px wide, at most 1 MB.',
  },
  hero: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 3 * 1024 * KB,
    minWidth: 1200,
    minHeight: 300,
    maxWidth: 4096,
    maxHeight: 4096,
    square: false,
    hint: 'PNG, JPEG or WebP, at least 1,200 × 300 px, at most 3 MB.',
  },
};

/** The brand colour carries white text (buttons, the welcome hero): WCAG AA for normal text. */
export const BRAND_MIN_CONTRAST = 4.5;

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb. */
export function relativeLuminance(colour: string): number {
  const hex = colour.replace('#', '');
  return 0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6));
}

/** WCAG contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The brand colour's contrast with the white text it carries. */
export function brandColourContrast(colour: string): number {
  return contrastRatio(colour, '#ffffff');
}

/**
 * The logo drawn in a theme: the one for dark backgrounds in the dark theme where set, else the
 * light one, which in the dark theme sits on a white plate so it does not vanish into the dark.
 */
export function logoForTheme<T>(mode: PaletteMode, light: T | null, dark: T | null): { logo: T | null; onPlate: boolean } {
  if (mode === 'dark' && dark !== null) return { logo: dark, onPlate: false };
  return { logo: light, onPlate: mode === 'dark' && light !== null };
}

export const BRAND_TEXT = {
  found: 'Branded assets.',
  saved: 'Branding saved.',
  checked: 'The image fits.',
  stale: 'Someone else changed the branding since you opened it.',
  lowContrast: `White text on this colour is hard to read: choose a darker colour (a contrast of at least ${BRAND_MIN_CONTRAST}:1).`,
  notUploaded: 'This image was not uploaded, or was removed; upload it again.',
  wrongType: (kind: BrandAssetKind) => `${BRAND_ASSET_LABELS[kind]}: ${BRAND_ASSET_LIMITS[kind].hint}`,
  tooLarge: (kind: BrandAssetKind) => `${BRAND_ASSET_LABELS[kind]} is too large: ${BRAND_ASSET_LIMITS[kind].hint}`,
  badSize: (kind: BrandAssetKind, width: number, height: number) => `${BRAND_ASSET_LABELS[kind]} is ${width} × ${height} px: ${BRAND_ASSET_LIMITS[kind].hint}`,
  unreadable: 'This file could not be read as an image.',
} as const;
