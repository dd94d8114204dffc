import { describe, expect, it } from 'vitest';
import { brandPalette } from '@renderer/features/welcome/lib/brand-palette';

/** WCAG 2 contrast ratio of two #rrggbb colours, written out here as the test's own oracle. */
function contrast(first: string, second: string): number {
  const level = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [level(first), level(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const LIGHT = ['#ffffff', '#f5f5f5'];
const DARK = ['#141414', '#000000'];

describe('the welcome page’s brand palette', () => {
  it('keeps a brand colour that already reads on the page, with white text on it', () => {
    expect(brandPalette('#1d4ed8', LIGHT, '#1668dc')).toEqual({ accent: '#1d4ed8', onAccent: '#ffffff' });
  });

  it.each([
    ['a pale yellow on a light page', '#facc15', LIGHT],
    ['a dark navy on a dark page', '#1e3a8a', DARK],
    ['a mid blue on a dark page', '#1677ff', DARK],
  ])('shifts %s until it and the text on it both reach 4.5:1', (_case, brand, surfaces) => {
    const { accent, onAccent } = brandPalette(brand, surfaces, '#1668dc');
    for (const surface of surfaces) expect(contrast(accent, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onAccent, accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the theme’s colour when the brand colour is not #rrggbb', () => {
    expect(brandPalette('blue', LIGHT, '#1668dc').accent).toBe('#1668dc');
  });
});
