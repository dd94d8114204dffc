import type { OnboardingArea } from './permissions';
import { ROUTES } from './routes';

/**
 * The page each onboarding area opens. The gateway lists a user's pages in this order in
 * `menuPermissions.ONBOARDING.module`; the first one is where they land after signing in.
 */
export const ONBOARDING_AREA_PATHS: Readonly<Record<OnboardingArea, string>> = {
  // A new hire lands here.
  welcome: ROUTES.welcome,
  home: ROUTES.home,
  dashboard: ROUTES.dashboard,
  my_tasks: ROUTES.tasks,
  new_hires: ROUTES.newHires,
  reports: ROUTES.reports,
  fields: ROUTES.settingsFields,
  settings: ROUTES.settings,
  profile: ROUTES.myProfile,
};
