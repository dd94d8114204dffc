import { ONBOARDING_AREA_PATHS } from '@shared/onboarding-pages';
import type { OnboardingArea } from '@shared/permissions';

export interface AreaDescription {
  label: string;
  /** What the area is for, in words, for people deciding where to go. */
  description: string;
}

const AREA_DESCRIPTIONS: Readonly<Record<OnboardingArea, AreaDescription>> = {
  welcome: { label: 'Welcome', description: 'Your welcome to the company: your first day, the people you will meet and your tasks.' },
  home: { label: 'Home', description: 'Who you are, your company and the areas you may open.' },
  dashboard: { label: 'Dashboard', description: 'An overview of onboarding across your company.' },
  my_tasks: { label: 'My tasks', description: 'The onboarding tasks assigned to you.' },
  new_hires: {
    label: 'New hires',
    description: 'Create new hires, assign onboarding plans and tasks, and preview their welcome experience.',
  },
  reports: { label: 'Reports', description: 'Reports on new hires, pending hires, tasks, feedback and e-signatures.' },
  fields: { label: 'Fields', description: 'The fields collected about each new hire.' },
  settings: {
    label: 'Settings',
    description: 'Company onboarding settings: departments, locations, emails, templates, pages and permissions.',
  },
  profile: { label: 'My profile', description: 'Your own profile and password.' },
};

const byPath = new Map<string, AreaDescription>(
  (Object.keys(ONBOARDING_AREA_PATHS) as OnboardingArea[]).map((area) => [ONBOARDING_AREA_PATHS[area], AREA_DESCRIPTIONS[area]]),
);

/** Area paths, longest first, so a nested area (/settings/fields) wins over its parent (/settings). */
export const AREA_PATHS: readonly string[] = [...byPath.keys()].sort((a, b) => b.length - a.length);

export function describeArea(path: string): AreaDescription {
  return byPath.get(path) ?? { label: path, description: 'A page of the onboarding product.' };
}

/** The area a location belongs to, or null when it is outside every onboarding area. */
export function areaPathOf(pathname: string): string | null {
  return AREA_PATHS.find((path) => pathname === path || pathname.startsWith(`${path}/`)) ?? null;
}
