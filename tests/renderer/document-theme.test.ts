import { afterEach, describe, expect, it } from 'vitest';
import { markDocumentTheme, THEME_SCOPE_CLASS } from '@renderer/lib/theme/document-theme';

function changesDuring(mark: () => void): number {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, subtree: true });
  mark();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.length;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme-preset');
  document.documentElement.removeAttribute('data-theme-mode');
  document.documentElement.removeAttribute('style');
  document.body.classList.remove(THEME_SCOPE_CLASS);
});

describe('the page marked with the user’s look', () => {
  it('names the preset and the mode on <html>, sets the colour scheme, and gives <body> the theme’s variables', () => {
    markDocumentTheme({ preset: 'green', mode: 'dark' });

    expect(document.documentElement.dataset.themePreset).toBe('green');
    expect(document.documentElement.dataset.themeMode).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.body.classList.contains(THEME_SCOPE_CLASS)).toBe(true);
  });

  it('writes nothing when the look is already marked, as every write restyles the whole page', () => {
    markDocumentTheme({ preset: 'blue', mode: 'light' });

    expect(changesDuring(() => markDocumentTheme({ preset: 'blue', mode: 'light' }))).toBe(0);
    expect(changesDuring(() => markDocumentTheme({ preset: 'blue', mode: 'dark' }))).toBeGreaterThan(0);
    expect(document.documentElement.dataset.themeMode).toBe('dark');
  });
});
