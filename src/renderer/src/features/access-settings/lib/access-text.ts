import { ACCESS_AREA_LABELS, ADMINISTRATIVE_ROLE_LABELS, type AdministrativeRole, LOGIN_AS_LABEL, RIGHT_LEVEL_LABELS } from '@shared/access';
import type { AccessSource, HireReach } from '@shared/contract/access';
import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import type { UserRole } from '@shared/roles';
import { ROLE_LABELS } from '@renderer/config/labels';
import { GRID_AREAS, levelOf } from './right-levels';

export const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** The words of the access pages that the shared constants do not already hold. */
export const ACCESS_TEXT = {
  title: 'Access',
  navLabel: 'Access pages',
  administrativeTitle: 'Administrative access',
  administrativeIntro: 'What the company administrator and the coordinator roles may do, and which hires they reach.',
  customTitle: 'Custom access',
  customIntro: 'Roles your company makes: the rights they give and, for each member, the hires they reach.',
  addRole: 'Add role',
  employeeTitle: 'Default access for employees',
  employeeIntro: 'What every employee, new hires included, may see and change of their own record, and which fields the rest of the company sees.',
  canEditForOneself: 'Can edit for oneself',
  visibleToCompany: 'Visible to the company',
  archivedField: 'Archived',
  noFieldChange: 'Nothing changes for anyone.',
  customEmpty: 'No custom roles yet. Add one to give people rights over the hires you choose.',
  noChange: 'No one’s access changes.',
  previewTitle: 'What this changes',
  changesTitle: 'Access changes',
  changesEmpty: 'No change to access yet. Every change made on these pages is listed here.',
  noRights: 'No rights',
  everyHire: 'Every hire',
  noAccessLevel: 'No access',
} as const;

/** The levels of the grid, in words. */
export const LEVEL_LABELS = { none: ACCESS_TEXT.noAccessLevel, view: RIGHT_LEVEL_LABELS.view, manage: RIGHT_LEVEL_LABELS.manage } as const;

/** One right in words: "Dashboard: View", "Log in as another user". */
export function rightInWords(right: string): string {
  if (right === LOGIN_AS_PERMISSION) return LOGIN_AS_LABEL;
  const [, area, level] = right.split('.');
  const areaLabel = GRID_AREAS.find((known) => known === area);
  if (!areaLabel || (level !== 'view' && level !== 'manage')) return right;
  return `${ACCESS_AREA_LABELS[areaLabel]}: ${RIGHT_LEVEL_LABELS[level]}`;
}

/** A set of rights in words, grouped by level: "View and change: Tasks, New hires · View: Home · Log in as another user". */
export function rightsSummary(rights: readonly string[]): string {
  const byLevel = (level: 'view' | 'manage') => GRID_AREAS.filter((area) => levelOf(rights, area) === level).map((area) => ACCESS_AREA_LABELS[area]);
  const parts = [
    ...(byLevel('manage').length > 0 ? [`${RIGHT_LEVEL_LABELS.manage}: ${byLevel('manage').join(', ')}`] : []),
    ...(byLevel('view').length > 0 ? [`${RIGHT_LEVEL_LABELS.view}: ${byLevel('view').join(', ')}`] : []),
    ...(rights.includes(LOGIN_AS_PERMISSION) ? [LOGIN_AS_LABEL] : []),
  ];
  return parts.length === 0 ? ACCESS_TEXT.noRights : parts.join(' · ');
}

/** How many hires someone reaches: "Every hire", "1 hire", "12 hires". */
export function reachInWords(reach: HireReach): string {
  return reach.every ? ACCESS_TEXT.everyHire : counted(reach.count, 'hire', 'hires');
}

export function roleLabel(role: UserRole): string {
  return role in ADMINISTRATIVE_ROLE_LABELS ? ADMINISTRATIVE_ROLE_LABELS[role as AdministrativeRole] : ROLE_LABELS[role];
}

/** Why someone holds what they hold: their role, each custom role by name, the hires they manage. */
export function sourceInWords(source: AccessSource): string {
  if (source.kind === 'role') return `Role: ${roleLabel(source.role)}`;
  if (source.kind === 'customRole') return `Custom role “${source.name}”`;
  return `Manages ${counted(source.reports, 'hire', 'hires')}`;
}

export function holdersInWords(holders: number): string {
  return holders === 0 ? 'No one holds this role.' : `${counted(holders, 'person holds', 'people hold')} this role.`;
}

export function membersInWords(members: number): string {
  return counted(members, 'member', 'members');
}
