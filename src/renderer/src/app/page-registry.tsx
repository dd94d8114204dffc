import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import type { ReactNode } from 'react';
import { ROUTES } from '@shared/routes';
import type { ShellMenuItem } from '@renderer/features/app-shell/components/app-shell';
import { areaPathOf, describeArea } from '@renderer/config/onboarding-areas';
import { PAGE_PATHS, type PagePath } from './page-paths';
import { preloadable, type PreloadableScreen } from './preloadable';

export interface AppPage {
  path: string;
  label: string;
  icon: ReactNode;
  /** The screen; `component.preload()` fetches its code ahead of showing it. */
  component: PreloadableScreen;
}

const loadHome = () => import('./routes/home');
const loadDashboard = () => import('./routes/dashboard');
const loadTasks = () => import('./routes/tasks');
const loadWelcomeExperience = () => import('./routes/welcome-experience');
const loadPreviewWelcomeExperience = () => import('./routes/preview-welcome-experience');
const loadNewHiring = () => import('./routes/new-hiring');
const loadAddNewHire = () => import('./routes/add-new-hire');
const loadHireDetails = () => import('./routes/hire-details');
const loadNewHireInfo = () => import('./routes/new-hire-info');
const loadHireProfile = () => import('./routes/hire-profile');
const loadHireProfileEdit = () => import('./routes/hire-profile-edit');
const loadSettingsLocations = () => import('./routes/settings-locations');
const loadSettingsTasks = () => import('./routes/settings-tasks');
const loadSettingsHome = () => import('./routes/settings-home');
const loadSettingsPermissions = () => import('./routes/settings-permissions');
const loadSettingsAdministrativeAccess = () => import('./routes/settings-administrative-access');
const loadSettingsEmployeeAccess = () => import('./routes/settings-employee-access');
const loadSettingsCustomAccess = () => import('./routes/settings-custom-access');
const loadSettingsManagerAccess = () => import('./routes/settings-manager-access');
const loadSettingsOverview = () => import('./routes/settings-overview');
const loadSettingsDepartment = () => import('./routes/settings-department');
const loadSettingsOtherCriteria = () => import('./routes/settings-other-criteria');
const loadSettingsFields = () => import('./routes/settings-fields');
const loadSettingsAddField = () => import('./routes/settings-add-field');
const loadSettingsPages = () => import('./routes/settings-pages');
const loadSettingsPageRules = () => import('./routes/settings-page-rules');
const loadSettingsPreview = () => import('./routes/settings-preview');
const loadSettingsPreviewExperience = () => import('./routes/settings-preview-experience');
const loadSettingsBrandedAssets = () => import('./routes/settings-branded-assets');

type ScreenLoader = Parameters<typeof preloadable>[0];
// One component per screen, so two entries showing the same screen share it (see sidebarItems).
const screens = new Map<ScreenLoader, PreloadableScreen>();

function page(path: string, icon: ReactNode, load: ScreenLoader): AppPage {
  let component = screens.get(load);
  if (!component) {
    component = preloadable(load);
    screens.set(load, component);
  }
  return { path, label: describeArea(path).label, icon, component };
}

/** The screen at each address that has one; a path missing here, or one too many, fails the type check. */
const SCREENS: Readonly<Record<PagePath, [icon: ReactNode, load: ScreenLoader]>> = {
  [ROUTES.home]: [<HomeOutlined />, loadHome],
  [ROUTES.welcome]: [<SmileOutlined />, loadWelcomeExperience],
  [ROUTES.dashboard]: [<DashboardOutlined />, loadDashboard],
  [ROUTES.tasks]: [<CheckSquareOutlined />, loadTasks],
  [ROUTES.hireWelcomePreview]: [<SmileOutlined />, loadPreviewWelcomeExperience],
  [ROUTES.newHires]: [<UsergroupAddOutlined />, loadNewHiring],
  [ROUTES.addNewHire]: [<UsergroupAddOutlined />, loadAddNewHire],
  [ROUTES.hireDetails]: [<UsergroupAddOutlined />, loadHireDetails],
  [ROUTES.hireInfo]: [<UsergroupAddOutlined />, loadNewHireInfo],
  [ROUTES.hireProfile]: [<UsergroupAddOutlined />, loadHireProfile],
  [ROUTES.hireProfileEdit]: [<UsergroupAddOutlined />, loadHireProfileEdit],
  [ROUTES.settings]: [<SettingOutlined />, loadSettingsHome],
  [ROUTES.settingsLocations]: [<SettingOutlined />, loadSettingsLocations],
  [ROUTES.settingsTasks]: [<SettingOutlined />, loadSettingsTasks],
  [ROUTES.settingsPermissions]: [<SettingOutlined />, loadSettingsPermissions],
  [ROUTES.settingsAdministrativeAccess]: [<SettingOutlined />, loadSettingsAdministrativeAccess],
  [ROUTES.settingsCustomAccess]: [<SettingOutlined />, loadSettingsCustomAccess],
  [ROUTES.settingsEmployeeAccess]: [<SettingOutlined />, loadSettingsEmployeeAccess],
  [ROUTES.settingsManagerAccess]: [<SettingOutlined />, loadSettingsManagerAccess],
  [ROUTES.settingsOverview]: [<SettingOutlined />, loadSettingsOverview],
  [ROUTES.settingsDepartment]: [<SettingOutlined />, loadSettingsDepartment],
  [ROUTES.settingsOtherCriteria]: [<SettingOutlined />, loadSettingsOtherCriteria],
  [ROUTES.settingsFields]: [<SettingOutlined />, loadSettingsFields],
  [ROUTES.settingsAddField]: [<SettingOutlined />, loadSettingsAddField],
  [ROUTES.settingsPages]: [<SettingOutlined />, loadSettingsPages],
  [ROUTES.settingsPageRules]: [<SettingOutlined />, loadSettingsPageRules],
  [ROUTES.settingsPreview]: [<SettingOutlined />, loadSettingsPreview],
  [ROUTES.settingsPreviewExperience]: [<SettingOutlined />, loadSettingsPreviewExperience],
  [ROUTES.settingsBrandedAssets]: [<SettingOutlined />, loadSettingsBrandedAssets],
};

/** The screens this app has. */
export const APP_PAGES: readonly AppPage[] = PAGE_PATHS.map((path) => page(path, ...SCREENS[path]));

const byPath = new Map(APP_PAGES.map((entry) => [entry.path, entry]));

export function findPage(pathname: string): AppPage | undefined {
  return byPath.get(pathname);
}

/** The user's entries that have a screen here, in their order; two entries showing the same screen appear once. */
export function sidebarItems(entries: readonly string[]): ShellMenuItem[] {
  const shown = new Set<PreloadableScreen>();
  const items: ShellMenuItem[] = [];
  for (const path of entries) {
    const entry = byPath.get(path);
    if (!entry || shown.has(entry.component)) continue;
    shown.add(entry.component);
    items.push({ path: entry.path, label: entry.label, icon: entry.icon });
  }
  return items;
}

/** The sidebar item to highlight: the page itself, the item that shows the same screen, or the area the page lies in. */
export function selectedSidebarPath(items: readonly ShellMenuItem[], pathname: string): string | null {
  const current = byPath.get(pathname);
  if (!current) return null;
  const same = items.find((item) => item.path === pathname || byPath.get(item.path)?.component === current.component);
  // A page below an area (/new-hiring/profile) lights up the area's own item.
  return same?.path ?? items.find((item) => item.path === areaPathOf(pathname))?.path ?? null;
}
