import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { ShellMenuItem } from '@renderer/features/app-shell/components/app-shell';
import { describeArea } from '@renderer/config/onboarding-areas';

export interface AppPage {
  path: string;
  label: string;
  icon: ReactNode;
  component: ComponentType;
}

const HomeRoute = lazy(() => import('./routes/home'));

function page(path: string, icon: ReactNode, component: ComponentType): AppPage {
  return { path, label: describeArea(path).label, icon, component };
}

/** The screens this app has. /dashboard shows the home screen until a dashboard of its own exists. */
export const APP_PAGES: readonly AppPage[] = [page('/home', <HomeOutlined />, HomeRoute), page('/dashboard', <DashboardOutlined />, HomeRoute)];

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

/** The sidebar item to highlight: the page itself, or the item that shows the same screen. */
export function selectedSidebarPath(items: readonly ShellMenuItem[], pathname: string): string | null {
  const current = byPath.get(pathname);
  if (!current) return null;
  return items.find((item) => item.path === pathname || byPath.get(item.path)?.component === current.component)?.path ?? null;
}
