import { ROUTES } from '@shared/routes';

/**
 * The addresses that have a screen inside the signed-in shell. Kept apart from the page registry,
 * which loads the screens, so a screen may ask what has a page without importing its own loader.
 */
export const PAGE_PATHS = [
  ROUTES.home,
  ROUTES.welcome,
  ROUTES.dashboard,
  ROUTES.tasks,
  ROUTES.hireWelcomePreview,
  ROUTES.newHires,
  ROUTES.addNewHire,
  ROUTES.hireDetails,
  ROUTES.hireInfo,
  ROUTES.hireProfile,
  ROUTES.hireProfileEdit,
  ROUTES.settings,
  ROUTES.settingsLocations,
  ROUTES.settingsTasks,
  ROUTES.settingsPermissions,
  ROUTES.settingsAdministrativeAccess,
  ROUTES.settingsCustomAccess,
  ROUTES.settingsEmployeeAccess,
  ROUTES.settingsManagerAccess,
  ROUTES.settingsOverview,
  ROUTES.settingsDepartment,
  ROUTES.settingsOtherCriteria,
  ROUTES.settingsFields,
  ROUTES.settingsAddField,
  ROUTES.settingsPages,
  ROUTES.settingsPageRules,
  ROUTES.settingsPreview,
  ROUTES.settingsPreviewExperience,
  ROUTES.settingsBrandedAssets,
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

// The shell's own screens, open to every signed-in user, have routes of their own.
const paths = new Set<string>([...PAGE_PATHS, ROUTES.changePassword, ROUTES.myProfile]);

/** Whether the shell shows a screen at this address (not a 404 until its screen exists). */
export function hasPage(path: string): boolean {
  return paths.has(path);
}
