import type { OnboardingArea } from './permissions';

/**
 * The page each onboarding area opens. The gateway lists a user's pages in this order in
 * `menuPermissions.ONBOARDING.module`; the first one is where they land after signing in.
 */
export const ONBOARDING_AREA_PATHS: Readonly<Record<OnboardingArea, string>> = {
  // Spec section 2 spells the route this way; a new hire lands here.
  welcome: '/welcome-experiance',
  home: '/home',
  dashboard: '/dashboard',
  my_tasks: '/tasks',
  new_hires: '/new-hiring',
  reports: '/reports',
  fields: '/settings/fields',
  settings: '/settings',
  profile: '/my-profile',
};
