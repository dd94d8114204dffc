import { PALETTE_MODES, THEME_PRESETS } from '@shared/constants';
import { theme, type GlobalToken } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, flatten } from '@renderer/lib/theme/readable-color';
import { buildThemeConfig } from '@renderer/lib/theme/theme-config';

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for what identifies a control or its focus (1.4.11). */
const TEXT = 4.5;
const CONTROL = 3;

type ColourToken = { [Key in keyof GlobalToken]-?: GlobalToken[Key] extends string ? Key : never }[keyof GlobalToken];

/** The page, a card or field, a popup. */
function pageSurfaces(token: GlobalToken): Record<string, string> {
  return { colorBgContainer: token.colorBgContainer, colorBgLayout: token.colorBgLayout, colorBgElevated: token.colorBgElevated };
}

/** The surfaces antd draws text on: those of the page, a table header and filled controls. */
function surfaces(token: GlobalToken): Record<string, string> {
  return {
    ...pageSurfaces(token),
    'colorFillAlter on colorBgContainer': flatten(token.colorFillAlter, token.colorBgContainer),
    'colorFillSecondary on colorBgContainer': flatten(token.colorFillSecondary, token.colorBgContainer),
  };
}

const TEXT_ON_SURFACES: readonly ColourToken[] = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextLabel',
  'colorTextPlaceholder',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorPrimaryText',
  'colorPrimaryTextHover',
  'colorPrimaryTextActive',
  'colorError',
  'colorErrorText',
  'colorSuccess',
  'colorSuccessText',
  'colorWarning',
  'colorWarningText',
  'colorInfoText',
];

/** [foreground, background] pairs antd draws beyond the plain surfaces. */
const TEXT_PAIRS: readonly (readonly [ColourToken, ColourToken])[] = [
  // A selected menu item, an active option, a selected tab's tint.
  ['colorPrimary', 'colorPrimaryBg'],
  ['colorPrimaryText', 'colorPrimaryBg'],
  // Primary and danger buttons (at rest, hovered, pressed), steps' current number, badges.
  ['colorTextLightSolid', 'colorPrimary'],
  ['colorTextLightSolid', 'colorPrimaryHover'],
  ['colorTextLightSolid', 'colorPrimaryActive'],
  ['colorTextLightSolid', 'colorError'],
  ['colorTextLightSolid', 'colorErrorHover'],
  // Tooltips.
  ['colorTextLightSolid', 'colorBgSpotlight'],
  // Alerts and tags of a status.
  ['colorErrorText', 'colorErrorBg'],
  ['colorSuccessText', 'colorSuccessBg'],
  ['colorWarningText', 'colorWarningBg'],
  ['colorInfoText', 'colorInfoBg'],
  ['colorText', 'colorErrorBg'],
  ['colorText', 'colorWarningBg'],
  ['colorText', 'colorInfoBg'],
];

/** Input and checkbox borders, and the focus ring antd draws around a focused control. */
const CONTROLS_ON_SURFACES: readonly ColourToken[] = ['colorBorder', 'colorPrimaryBorder'];

const TAG_COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;

const THEMES = THEME_PRESETS.flatMap((preset) => PALETTE_MODES.map((mode) => [preset, mode] as const));

describe.each(THEMES)('the %s preset in %s mode', (preset, mode) => {
  const token = theme.getDesignToken(buildThemeConfig(preset, mode));
  const shortfalls = (pairs: readonly (readonly [string, string, string, string])[], minimum: number) =>
    pairs
      .map(([foregroundName, backgroundName, foreground, background]) => ({
        pair: `${foregroundName} ${foreground} on ${backgroundName} ${background}`,
        ratio: Math.round(contrastRatio(foreground, background) * 100) / 100,
      }))
      .filter(({ ratio }) => !(ratio >= minimum));

  it('draws text at 4.5:1 or more on every surface', () => {
    const pairs = TEXT_ON_SURFACES.flatMap((name) =>
      Object.entries(surfaces(token)).map(([surface, background]) => [name, surface, token[name], background] as const),
    );
    expect(shortfalls(pairs, TEXT)).toEqual([]);
  });

  it('draws text at 4.5:1 or more on the tints and solid colours it sits on', () => {
    const pairs = TEXT_PAIRS.map(([foreground, background]) => [foreground, background, token[foreground], token[background]] as const);
    expect(shortfalls(pairs, TEXT)).toEqual([]);
  });

  it('writes a tag of a named colour at 4.5:1 or more on its tint', () => {
    const pairs = TAG_COLOURS.map((colour) => [`${colour}7`, `${colour}1`, String(token[`${colour}7`]), String(token[`${colour}1`])] as const);
    expect(shortfalls(pairs, TEXT)).toEqual([]);
  });

  it('draws control borders and the focus ring at 3:1 or more on every surface', () => {
    const pairs = CONTROLS_ON_SURFACES.flatMap((name) =>
      Object.entries(pageSurfaces(token)).map(([surface, background]) => [name, surface, token[name], background] as const),
    );
    expect(shortfalls(pairs, CONTROL)).toEqual([]);
  });
});
