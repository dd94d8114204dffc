import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { ShellMenuItem } from '@renderer/features/app-shell/components/app-shell';
import { areaPathOf, describeArea } from '@renderer/config/onboarding-areas';

export interface AppPage {
  path: string;
  label: string;
  icon: ReactNode;
  component: ComponentType;
}

const HomeRoute = lazy(() => import('./routes/home'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const TasksRoute = lazy(() => import('./routes/tasks'));
const WelcomeExperienceRoute = lazy(() => import('./routes/welcome-experience'));
const PreviewWelcomeExperienceRoute = lazy(() => import('./routes/preview-welcome-experience'));
const NewHiringRoute = lazy(() => import('./routes/new-hiring'));
const AddNewHireRoute = lazy(() => import('./routes/add-new-hire'));
const HireDetailsRoute = lazy(() => import('./routes/hire-details'));
const NewHireInfoRoute = lazy(() => import('./routes/new-hire-info'));
const HireProfileRoute = lazy(() => import('./routes/hire-profile'));
const HireProfileEditRoute = lazy(() => import('./routes/hire-profile-edit'));

function page(path: string, icon: ReactNode, component: ComponentType): AppPage {
  return { path, label: describeArea(path).label, icon, component };
}

/** The screens this app has. */
export const APP_PAGES: readonly AppPage[] = [
  page('/home', <HomeOutlined />, HomeRoute),
  page('/welcome-experiance', <SmileOutlined />, WelcomeExperienceRoute),
  page('/dashboard', <DashboardOutlined />, DashboardRoute),
  page('/tasks', <CheckSquareOutlined />, TasksRoute),
  page('/new-hiring/new-hire-info/preview-welcome-experience', <SmileOutlined />, PreviewWelcomeExperienceRoute),
  page('/new-hiring', <UsergroupAddOutlined />, NewHiringRoute),
  page('/new-hiring/add-new-hire', <UsergroupAddOutlined />, AddNewHireRoute),
  page('/new-hiring/add-new-hire/hire-details', <UsergroupAddOutlined />, HireDetailsRoute),
  page('/new-hiring/new-hire-info', <UsergroupAddOutlined />, NewHireInfoRoute),
  page('/new-hiring/profile', <UsergroupAddOutlined />, HireProfileRoute),
  page('/new-hiring/profile/edit', <UsergroupAddOutlined />, HireProfileEditRoute),
];

const byPath = new Map(APP_PAGES.map((entry) => [entry.path, entry]));

export function findPage(pathname: string): AppPage | undefined {
  return byPath.get(pathname);
}

export function hasPage(path: string): boolean {
  return byPath.has(path);
}

/** The user's entries that have a screen here, in their order; two entries showing the same screen appear once. */
export function sidebarItems(entries: readonly string[]): ShellMenuItem[] {
  const shown = new Set<ComponentType>();
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
