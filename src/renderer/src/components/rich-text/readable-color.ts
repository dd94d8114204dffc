type Rgb = readonly [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const channels = /^rgba?\(([^)]+)\)$/i
    .exec(color.trim())?.[1]
    ?.split(/[\s,/]+/)
    .map(Number);
  return channels && channels.length >= 3 && channels.slice(0, 3).every(Number.isFinite) ? (channels.slice(0, 3) as unknown as Rgb) : undefined;
}

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour, darkened on a light background or lightened on a dark one just enough to reach
 * the contrast WCAG AA asks of text (4.5:1). antd's link blue reads at about 4.1:1 on white and
 * 3.6:1 on its dark background, so links in rich text would otherwise fall short in both modes.
 */
export function readableOn(color: string, background: string, minimum = 4.5): string {
  const foreground = parseColor(color);
  const behind = parseColor(background);
  if (!foreground || !behind || contrast(foreground, behind) >= minimum) return color;
  const target: Rgb = luminance(behind) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const share = step / 20;
    const mixed = foreground.map((channel, index) => channel + ((target[index] ?? channel) - channel) * share) as unknown as Rgb;
    if (contrast(mixed, behind) >= minimum) return toHex(mixed);
  }
  return toHex(target);
}
