import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@renderer/lib/theme/theme-provider';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const defaultMatchMedia = window.matchMedia;

/** The system's reduced-motion setting as the browser reports it, changeable while the app runs. */
function systemMotion(reduced: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduced;
  window.matchMedia = (query: string) => {
    if (query !== REDUCED_MOTION) return defaultMatchMedia(query);
    return {
      ...defaultMatchMedia(query),
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** How long the theme tells antd's dialogs, drawers and menus to take to open (its CSS variable). */
function openingDuration(): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return /--ant-motion-duration-mid:([^;}]*)/.exec(css)?.[1]?.trim();
}

describe('reduced motion', () => {
  afterEach(() => {
    window.matchMedia = defaultMatchMedia;
  });

  it('animates dialogs, drawers and menus for someone who has not asked for less motion', () => {
    systemMotion(false);
    render(<ThemeProvider>{null}</ThemeProvider>);
    expect(openingDuration()).toBe('0.2s');
  });

  it('opens them at once for someone who asked their system for less motion', () => {
    systemMotion(true);
    render(<ThemeProvider>{null}</ThemeProvider>);
    expect(openingDuration()).toBe('0s');
  });

  it('follows the setting when it changes while the app runs', () => {
    const motion = systemMotion(false);
    render(<ThemeProvider>{null}</ThemeProvider>);
    motion.set(true);
    expect(openingDuration()).toBe('0s');
    motion.set(false);
    expect(openingDuration()).toBe('0.2s');
  });
});
