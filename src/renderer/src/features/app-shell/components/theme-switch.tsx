import { Flex, Radio, Switch, Typography } from 'antd';
import { useId } from 'react';
import { THEME_PRESETS, type ThemePreset } from '@shared/constants';
import { PRESET_COLORS } from '@renderer/lib/theme/theme-config';
import { useThemeChoice } from '@renderer/lib/theme/theme-context';

const PRESET_LABELS: Readonly<Record<ThemePreset, string>> = {
  blue: 'Blue',
  green: 'Green',
  indigo: 'Indigo',
  purple: 'Purple',
};

export const THEME_SWITCH_TEXT = { presets: 'Colour theme', dark: 'Dark' } as const;

/**
 * Colour preset and light/dark mode; the choice is kept on this device. The presets are a radio
 * group (one name, so the arrow keys move through them): each shows its colour and is named by
 * text read but not drawn. The dark-mode switch is named by its visible label.
 */
export function ThemeSwitch() {
  const { preset, mode, setPreset, setMode } = useThemeChoice();
  const groupName = useId();
  const darkModeId = useId();
  return (
    <Flex align="center" gap={12} wrap>
      <Radio.Group
        aria-label={THEME_SWITCH_TEXT.presets}
        name={groupName}
        size="small"
        value={preset}
        onChange={(event) => setPreset(event.target.value as ThemePreset)}
        optionType="button"
        options={THEME_PRESETS.map((value) => ({
          value,
          title: PRESET_LABELS[value],
          label: (
            <>
              <span
                aria-hidden
                style={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', background: PRESET_COLORS[value], verticalAlign: 'middle' }}
              />
              <span className="sr-only">{PRESET_LABELS[value]}</span>
            </>
          ),
        }))}
      />
      <Flex align="center" gap={6}>
        <Switch id={darkModeId} size="small" checked={mode === 'dark'} onChange={(dark) => setMode(dark ? 'dark' : 'light')} />
        <Typography.Text>
          <label htmlFor={darkModeId}>{THEME_SWITCH_TEXT.dark}</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
