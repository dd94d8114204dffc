import { readableOn } from '@renderer/lib/theme/readable-color';

export interface BrandPalette {
  /** The brand colour, shifted just enough to read as text on the page's surfaces (WCAG AA). */
  accent: string;
  /** Black or white, whichever reads better on the accent; at least 4.5:1 either way. */
  onAccent: string;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const contrast = (first: number, second: number) => (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);

/**
 * The company's colour as the welcome page's accent. Each surface (card and page background) may
 * shift it further in the same direction, so it stays readable on all of them.
 */
export function brandPalette(brandColor: string, surfaces: readonly string[], fallback: string): BrandPalette {
  const base = HEX_COLOUR.test(brandColor) ? brandColor : fallback;
  const accent = surfaces.reduce((colour, surface) => readableOn(colour, surface), base);
  if (!HEX_COLOUR.test(accent)) return { accent, onAccent: '#ffffff' };
  const level = luminance(accent);
  return { accent, onAccent: contrast(level, 1) >= contrast(level, 0) ? '#ffffff' : '#000000' };
}
