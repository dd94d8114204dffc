import type { ThemePreferences } from './theme-preferences';

/** The class antd writes the theme's CSS variables under (theme-config's cssVar key); <body> carries it too. */
export const THEME_SCOPE_CLASS = 'hcm-theme';

/**
 * Marks the page with the user's look: <html> names the preset and the mode (and the colour scheme of
 * the browser's own controls), and <body> takes the theme's variables, so its colours and font come
 * from the stylesheet (document.css). Done before the first render and on every change; only what
 * differs is written, as each write restyles the whole page.
 */
export function markDocumentTheme(preferences: ThemePreferences, page: Document = document): void {
  const root = page.documentElement;
  if (root.dataset.themePreset !== preferences.preset) root.dataset.themePreset = preferences.preset;
  if (root.dataset.themeMode !== preferences.mode) root.dataset.themeMode = preferences.mode;
  if (root.style.colorScheme !== preferences.mode) root.style.colorScheme = preferences.mode;
  if (!page.body.classList.contains(THEME_SCOPE_CLASS)) page.body.classList.add(THEME_SCOPE_CLASS);
}
