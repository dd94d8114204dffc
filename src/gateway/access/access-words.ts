import { ACCESS_AREA_LABELS, GRANTABLE_RIGHTS, LOGIN_AS_LABEL, RIGHT_LEVEL_LABELS, ROLE_REACH_LABELS, type RoleReach } from '@shared/access';
import type { Criteria, CriteriaOption } from '@shared/contract/criteria';
import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import { ONBOARDING_AREAS, onboardingPermission } from '@shared/permissions';

/**
 * Access settings in the words the access pages use, for the record of changes: what a reader of
 * the record sees before and after, never ids.
 */

/** Rights by area, "Reports: View and change; Log in as another user"; "None" for no right. */
export function rightsInWords(rights: Iterable<string>): string {
  const held = new Set(rights);
  const parts = ONBOARDING_AREAS.flatMap((area) => {
    if (held.has(onboardingPermission(area, 'manage'))) return [`${ACCESS_AREA_LABELS[area]}: ${RIGHT_LEVEL_LABELS.manage}`];
    if (held.has(onboardingPermission(area, 'view'))) return [`${ACCESS_AREA_LABELS[area]}: ${RIGHT_LEVEL_LABELS.view}`];
    return [];
  });
  if (held.has(LOGIN_AS_PERMISSION)) parts.push(LOGIN_AS_LABEL);
  return parts.length === 0 ? 'None' : parts.join('; ');
}

/** One right in words: "Reports: View", "Log in as another user". */
export function rightInWords(right: string): string {
  if (right === LOGIN_AS_PERMISSION) return LOGIN_AS_LABEL;
  const area = ONBOARDING_AREAS.find((each) => right.startsWith(`onb.${each}.`));
  const level = right.endsWith('.manage') ? RIGHT_LEVEL_LABELS.manage : RIGHT_LEVEL_LABELS.view;
  return area === undefined || !GRANTABLE_RIGHTS.includes(right) ? right : `${ACCESS_AREA_LABELS[area]}: ${level}`;
}

export function reachInWords(reach: RoleReach): string {
  return ROLE_REACH_LABELS[reach];
}

/** A member's rule: "Every hire", or each criterion with its values' names, "Department: Sales and Location: London". */
export function criteriaInWords(criteria: Criteria, options: readonly CriteriaOption[]): string {
  if (criteria.length === 0) return 'Every hire';
  return criteria
    .map((entry) => {
      const option = options.find((each) => each.dimension === entry.dimension);
      const names = entry.values.map((value) => option?.values.find((each) => each.value === value)?.label ?? value);
      return `${option?.label ?? entry.dimension}: ${names.join(' or ')}`;
    })
    .join(' and ');
}
