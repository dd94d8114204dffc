import { Flex, Radio, Switch, Typography } from 'antd';
import { THEME_PRESETS, type ThemePreset } from '@shared/constants';
import { PRESET_COLORS } from '@renderer/lib/theme/theme-config';
import { useThemeChoice } from '@renderer/lib/theme/theme-context';

const PRESET_LABELS: Readonly<Record<ThemePreset, string>> = {
  blue: 'Blue',
  green: 'Green',
  indigo: 'Indigo',
  purple: 'Purple',
};

/** Colour preset and light/dark mode; the choice is kept on this device. */
export function ThemeSwitch() {
  const { preset, mode, setPreset, setMode } = useThemeChoice();
  return (
    <Flex align="center" gap={12} wrap>
      <Radio.Group
        aria-label="Colour theme"
        size="small"
        value={preset}
        onChange={(event) => setPreset(event.target.value as ThemePreset)}
        optionType="button"
        options={THEME_PRESETS.map((value) => ({
          value,
          label: (
            <span aria-label={PRESET_LABELS[value]} title={PRESET_LABELS[value]}>
              <span
                aria-hidden
                style={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', background: PRESET_COLORS[value], verticalAlign: 'middle' }}
              />
            </span>
          ),
        }))}
      />
      <Flex align="center" gap={6}>
        <Switch size="small" checked={mode === 'dark'} onChange={(dark) => setMode(dark ? 'dark' : 'light')} aria-label="Dark mode" />
        <Typography.Text>Dark</Typography.Text>
      </Flex>
    </Flex>
  );
}
