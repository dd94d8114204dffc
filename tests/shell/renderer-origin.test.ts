import { isAllowedOrigin, originOf, rendererLocation } from '@main/shell/renderer-origin';
import { describe, expect, it } from 'vitest';

describe('rendererLocation', () => {
  it('loads app://renderer/ in a packaged app, even when a dev server URL is set', () => {
    expect(rendererLocation({ isPackaged: true, devServerUrl: 'http://localhost:5173' })).toEqual({
      entryUrl: 'app://renderer/',
      allowedOrigins: ['app://renderer'],
    });
  });

  it('loads the dev server in development and trusts its origin too', () => {
    expect(rendererLocation({ isPackaged: false, devServerUrl: 'http://localhost:5173/' })).toEqual({
      entryUrl: 'http://localhost:5173/',
      allowedOrigins: ['app://renderer', 'http://localhost:5173'],
    });
  });

  it('ignores a dev server URL that is not http(s)', () => {
    expect(rendererLocation({ isPackaged: false, devServerUrl: 'file:///tmp/index.html' }).entryUrl).toBe('app://renderer/');
    expect(rendererLocation({ isPackaged: false, devServerUrl: 'javascript:alert(1)' }).entryUrl).toBe('app://renderer/');
  });
});

describe('origins', () => {
  it('gives app:// URLs a real origin', () => {
    expect(originOf('app://renderer/sign-in?x=1')).toBe('app://renderer');
    expect(originOf('not a url')).toBeNull();
  });

  it('does not mistake look-alike hosts for the app', () => {
    expect(isAllowedOrigin('app://renderer.evil.example/', ['app://renderer'])).toBe(false);
    expect(isAllowedOrigin('app://renderer@evil.example/', ['app://renderer'])).toBe(false);
    expect(isAllowedOrigin('app://renderer/dashboard', ['app://renderer'])).toBe(true);
  });
});
