import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import { ONBOARDING_AREAS, type OnboardingArea, onboardingPermission } from '@shared/permissions';

/** What a role gives over one area: nothing, its view right, or its view and manage rights. */
export type RightLevel = 'none' | 'view' | 'manage';

export const RIGHT_LEVELS: readonly RightLevel[] = ['none', 'view', 'manage'];

const RANK: Readonly<Record<RightLevel, number>> = { none: 0, view: 1, manage: 2 };

/** The level a set of rights gives over an area; manage counts as view and change. */
export function levelOf(rights: readonly string[], area: OnboardingArea): RightLevel {
  if (rights.includes(onboardingPermission(area, 'manage'))) return 'manage';
  return rights.includes(onboardingPermission(area, 'view')) ? 'view' : 'none';
}

/** The rights with one area set to a level, sorted as the gateway keeps them. */
export function withLevel(rights: readonly string[], area: OnboardingArea, level: RightLevel): string[] {
  const view = onboardingPermission(area, 'view');
  const manage = onboardingPermission(area, 'manage');
  const others = rights.filter((right) => right !== view && right !== manage);
  const added = level === 'none' ? [] : level === 'view' ? [view] : [view, manage];
  return [...others, ...added].sort();
}

export function withLoginAs(rights: readonly string[], held: boolean): string[] {
  const others = rights.filter((right) => right !== LOGIN_AS_PERMISSION);
  return (held ? [...others, LOGIN_AS_PERMISSION] : others).sort();
}

/** Whether a level may be chosen when some rights are fixed: never below what the fixed rights give. */
export function isBelowFixed(level: RightLevel, area: OnboardingArea, fixedRights: readonly string[]): boolean {
  return RANK[level] < RANK[levelOf(fixedRights, area)];
}

/** The areas a grid shows, in the catalogue's order. */
export const GRID_AREAS: readonly OnboardingArea[] = ONBOARDING_AREAS;

/** The same set of rights, whatever the order or repeats. */
export function sameRights(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((value, index) => value === right[index]);
}
