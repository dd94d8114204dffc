import { describe, expect, it } from 'vitest';
import { landingPath, navigationEntries, safeReturnTo } from '@shared/landing';

const withModules = (module: string[], menu: string[] = []) => ({
  menuPermissions: { ONBOARDING: { menu, module }, SSO_ADMIN: { menu: ['/audit-logs'], module: [] } },
});

describe('landing after sign-in', () => {
  it('goes to the first module entry of the current product', () => {
    expect(landingPath(withModules(['/home', '/tasks']), 'ONBOARDING', '/tasks')).toBe('/home');
  });

  it('uses the menu list for the single-sign-on admin product', () => {
    expect(landingPath(withModules([]), 'SSO_ADMIN')).toBe('/audit-logs');
  });

  it('falls back to returnTo, then to /dashboard', () => {
    expect(landingPath(withModules([]), 'ONBOARDING', '/new-hiring?page=2')).toBe('/new-hiring?page=2');
    expect(landingPath(withModules([]), 'ONBOARDING')).toBe('/dashboard');
    expect(landingPath({ menuPermissions: {} }, 'RECRUITMENT', null)).toBe('/dashboard');
  });

  it('never follows a returnTo that leaves the app', () => {
    for (const unsafe of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/sign-in?returnTo=/x']) {
      expect(safeReturnTo(unsafe)).toBeNull();
      expect(landingPath(withModules([]), 'ONBOARDING', unsafe)).toBe('/dashboard');
    }
  });

  it('lists no entries for a product the user has none in', () => {
    expect(navigationEntries(withModules(['/home']), 'PERFORMANCE')).toEqual([]);
  });
});
