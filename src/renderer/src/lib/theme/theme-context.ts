import { createContext, useContext } from 'react';
import type { PaletteMode, ThemePreset } from '@shared/constants';

export interface ThemeContextValue {
  preset: ThemePreset;
  mode: PaletteMode;
  setPreset(preset: ThemePreset): void;
  setMode(mode: PaletteMode): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useThemeChoice(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useThemeChoice must be used inside ThemeProvider.');
  return value;
}
