import { ROUTES } from '../../../src/shared/routes';

/**
 * The screens the accessibility journey opens, by who opens them. A new screen joins one of these
 * lists (and the journey's way of reaching it) or, with a reason, the list of addresses off the
 * journey; tests/tooling/accessibility-journey.test.ts fails until it has.
 */
export const SIGNED_OUT_SCREENS = [
  ROUTES.signIn,
  ROUTES.signUp,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.setNewPassword,
  ROUTES.otpVerification,
] as const;

export const STAFF_SCREENS = [
  ROUTES.home,
  ROUTES.dashboard,
  ROUTES.tasks,
  ROUTES.newHires,
  ROUTES.addNewHire,
  ROUTES.hireDetails,
  ROUTES.hireInfo,
  ROUTES.hireWelcomePreview,
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
  ROUTES.changePassword,
  ROUTES.myProfile,
  // Staff opening the new hire's page are told it is for new hires.
  ROUTES.welcome,
] as const;

export const NEW_HIRE_SCREENS = [ROUTES.welcome, ROUTES.myProfile, ROUTES.changePassword] as const;

/** Addresses with no screen of their own, each with why. */
export const OFF_THE_JOURNEY: Readonly<Partial<Record<string, string>>> = {
  [ROUTES.root]: 'only redirects, to the landing page or to sign-in',
  [ROUTES.reports]: 'no screen yet: it answers with the not-found page, which the journey audits signed in and out',
};

/** An address that is no screen, for the not-found page. */
export const NOT_FOUND_PATH = '/no-such-screen';
