/**
 * Departments, locations and other criteria: the three lists of values a company keeps for its
 * hires and rules. One kind per list; each is the path segment of its settings calls.
 */
export const PLACE_KINDS = ['departments', 'locations', 'other-criteria'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** How a value of each kind is named in sentences. */
export const PLACE_NOUNS: Readonly<Record<PlaceKind, { one: string; capital: string; many: string }>> = {
  departments: { one: 'department', capital: 'Department', many: 'departments' },
  locations: { one: 'location', capital: 'Location', many: 'locations' },
  'other-criteria': { one: 'criterion', capital: 'Criterion', many: 'other criteria' },
};

/** The contract's and the forms' words for the place fields. */
export const PLACE_TEXT = {
  nameRequired: 'Enter a name.',
  timezoneUnknown: 'Choose a time zone from the list.',
  intoRequired: (kind: PlaceKind) => `Choose the ${PLACE_NOUNS[kind].one} to merge into.`,
} as const;
