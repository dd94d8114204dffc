import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

/** matchMedia that answers width queries against window.innerWidth, as antd's breakpoints need. */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const min = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
  if (min?.[1] && width < Number(min[1])) return false;
  if (max?.[1] && width > Number(max[1])) return false;
  return Boolean(min ?? max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });

// jsdom does not compute pseudo-element styles; antd asks for them when measuring scrollbars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Lazy routes are compiled on first use under test, which can take a few seconds on a busy machine.
// The live announcer repeats each toast's words for screen readers: text queries find the toast itself
// (tests of the announcer read its regions by role).
configure({ asyncUtilTimeout: 8000, defaultIgnore: 'script, style, [data-live-announcer]' });

// antd warns when a screen uses an API it deprecates or misuses one; either breaks on a later release, so
// the test that rendered it fails. antd says each warning once per file, so the first such test is the one.
const antdWarnings: string[] = [];
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:')) antdWarnings.push(args[0]);
  reportError(...args);
};

afterEach(() => {
  expect(antdWarnings.splice(0), 'antd warnings').toEqual([]);
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.innerWidth = 1280;
});

window.innerWidth = 1280;
