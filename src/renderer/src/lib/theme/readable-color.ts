/** Red, green, blue (0-255) and alpha (0-1). */
type Rgba = readonly [number, number, number, number];

const OPAQUE_BLACK: Rgba = [0, 0, 0, 1];
const OPAQUE_WHITE: Rgba = [255, 255, 255, 1];

function parseColor(color: string): Rgba | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [red = 0, green = 0, blue = 0, alpha = 255] = [0, 2, 4, 6].map((at) => Number.parseInt(full.slice(at, at + 2) || 'ff', 16));
    return [red, green, blue, alpha / 255];
  }
  const channels = /^rgba?\(([^)]+)\)$/i
    .exec(color.trim())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!channels || channels.length < 3 || !channels.every(Number.isFinite)) return undefined;
  const [red = 0, green = 0, blue = 0, alpha = 1] = channels;
  return [red, green, blue, alpha];
}

/** The colour as it shows over an opaque one (a translucent text or fill colour on its surface). */
function over([red, green, blue, alpha]: Rgba, [behindRed, behindGreen, behindBlue]: Rgba): Rgba {
  const blend = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha);
  return [blend(red, behindRed), blend(green, behindGreen), blend(blue, behindBlue), 1];
}

function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function ratio(foreground: Rgba, background: Rgba): number {
  const [light, dark] = [luminance(over(foreground, background)), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgba: Rgba) => {
  const channels = rgba.slice(0, 3).map((channel) => Math.round(channel).toString(16).padStart(2, '0'));
  const alpha =
    rgba[3] < 1
      ? Math.round(rgba[3] * 255)
          .toString(16)
          .padStart(2, '0')
      : '';
  return `#${channels.join('')}${alpha}`;
};

/** A translucent colour (a fill) flattened onto the opaque colour behind it, as hex. */
export function flatten(color: string, behind: string): string {
  const top = parseColor(color);
  const bottom = parseColor(behind);
  return top && bottom ? toHex(over(top, over(bottom, OPAQUE_WHITE))) : color;
}

/**
 * WCAG contrast ratio of a text (or control) colour on a background; a translucent foreground is
 * seen over the background, as the browser draws it. NaN when either colour cannot be read.
 */
export function contrastRatio(foreground: string, background: string): number {
  const top = parseColor(foreground);
  const bottom = parseColor(background);
  return top && bottom ? ratio(top, over(bottom, OPAQUE_WHITE)) : Number.NaN;
}

/** Hue (0-1), saturation (0-1), lightness (0-1). */
type Hsl = readonly [number, number, number];

function toHsl([red, green, blue]: Rgba): Hsl {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [sector / 6, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Hsl, alpha: number): Rgba {
  const channel = (offset: number) => {
    const turn = (offset + hue * 12) % 12;
    const chroma = saturation * Math.min(lightness, 1 - lightness);
    return (lightness - chroma * Math.max(-1, Math.min(turn - 3, 9 - turn, 1))) * 255;
  };
  return [channel(0), channel(8), channel(4), alpha];
}

/**
 * The colour, darkened on light backgrounds or lightened on dark ones just enough to reach the
 * contrast WCAG AA asks (4.5:1 for text, 3:1 for large text and controls) on every one of them.
 * Only its lightness moves (hue and saturation stay, so a blue stays that blue); a translucent
 * colour also grows more opaque on the way, so a grey stays a shade of the text colour.
 * Backgrounds are all light or all dark (one theme's surfaces); the first decides the direction.
 */
export function readableOn(color: string, backgrounds: string | readonly string[], minimum = 4.5): string {
  const foreground = parseColor(color);
  const behind = (typeof backgrounds === 'string' ? [backgrounds] : backgrounds)
    .map(parseColor)
    .filter((surface): surface is Rgba => surface !== undefined)
    .map((surface) => over(surface, OPAQUE_WHITE));
  const reaches = (candidate: Rgba) => behind.every((surface) => ratio(candidate, surface) >= minimum);
  if (!foreground || behind.length === 0 || reaches(foreground)) return color;
  const targetLightness = luminance(behind[0] ?? OPAQUE_WHITE) > 0.5 ? 0 : 1;
  const [hue, saturation, lightness] = toHsl(foreground);
  const alpha = foreground[3];
  for (let step = 1; step <= 100; step += 1) {
    const share = step / 100;
    const shifted = fromHsl([hue, saturation, lightness + (targetLightness - lightness) * share], alpha + (1 - alpha) * share);
    // Judged as written, after rounding to hex, so the colour used is the one that passed.
    const written = toHex(shifted);
    const candidate = parseColor(written);
    if (candidate && reaches(candidate)) return written;
  }
  return toHex(targetLightness === 0 ? OPAQUE_BLACK : OPAQUE_WHITE);
}
