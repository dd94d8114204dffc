import { PLACE_NOUNS, type PlaceKind } from '@shared/company-places';

/** What the company places calls answer in `message`, and why they refuse. */
export const PLACES_TEXT = {
  listed: { departments: 'Departments.', locations: 'Locations.', 'other-criteria': 'Other criteria.' } satisfies Record<PlaceKind, string>,
  added: (kind: PlaceKind, name: string) => `${PLACE_NOUNS[kind].capital} “${name}” added.`,
  saved: (kind: PlaceKind, name: string) => `${PLACE_NOUNS[kind].capital} “${name}” saved.`,
  archived: (kind: PlaceKind, name: string) => `${PLACE_NOUNS[kind].capital} “${name}” archived. It stays on the hires and rules that have it.`,
  unarchived: (kind: PlaceKind, name: string) => `${PLACE_NOUNS[kind].capital} “${name}” is offered for new hires again.`,
  merged: (kind: PlaceKind, from: string, into: string, hires: number) =>
    `${PLACE_NOUNS[kind].capital} “${from}” merged into “${into}”: ${hires} ${hires === 1 ? 'hire' : 'hires'} moved, and its rules with them.`,
  notFound: (kind: PlaceKind) => `This ${PLACE_NOUNS[kind].one} does not exist in your company.`,
  nameTaken: (kind: PlaceKind, name: string) => `Your company already has a ${PLACE_NOUNS[kind].one} named “${name}”. Choose another name.`,
  stale: (kind: PlaceKind) => `Someone else changed this ${PLACE_NOUNS[kind].one} since you opened it. Reload it and try again.`,
  mergeIntoItself: (kind: PlaceKind) => `Choose another ${PLACE_NOUNS[kind].one} to merge into.`,
  mergeIntoArchived: (kind: PlaceKind) => `Choose a ${PLACE_NOUNS[kind].one} that is not archived to merge into.`,
  mergeIntoUnknown: (kind: PlaceKind) => `Choose a ${PLACE_NOUNS[kind].one} of your company to merge into.`,
} as const;
