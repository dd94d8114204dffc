import type { CompanyPerson, PersonStatus } from '@shared/contract/people';

export const PERSON_STATUS_LABELS: Readonly<Record<PersonStatus, string>> = {
  active: 'Active',
  invited: 'Invitation sent',
  deactivated: 'Deactivated',
};

export const PERSON_STATUS_COLORS: Readonly<Record<PersonStatus, string>> = {
  active: 'green',
  invited: 'gold',
  deactivated: 'default',
};

/** What deactivating does, said before it is done. */
export function deactivationEffect(person: CompanyPerson): string {
  return `${person.fullName} is signed out on every device at once and cannot sign in until reactivated. Hires and tasks they look after stay assigned to them.`;
}

/** What a new role does, said before it is saved. */
export function roleChangeEffect(person: CompanyPerson, roleLabel: string): string {
  return `${person.fullName} gets what a ${roleLabel} may see and do from their next click; what they may no longer open closes.`;
}
