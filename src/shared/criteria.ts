/** The rule engine's constants and texts, shared by the gateway and the rule editor. */

export const BUILT_IN_DIMENSIONS = ['department', 'location', 'employment_status'] as const;
export type BuiltInDimension = (typeof BUILT_IN_DIMENSIONS)[number];

/** The dimension of a custom field's values. */
export function fieldDimension(fieldId: string): string {
  return `field:${fieldId}`;
}

/** The custom field id of a `field:` dimension, or null for any other dimension. */
export function fieldIdOfDimension(dimension: string): string | null {
  return dimension.startsWith('field:') ? dimension.slice('field:'.length) : null;
}

export const MAX_CRITERIA_VALUES = 200;

/** Hire statuses whose hires the rule editor counts: those still being onboarded. */
export const CURRENT_HIRE_STATUSES = ['pending', 'preboarding', 'onboarding'] as const;

export const CRITERIA_DIMENSION_LABELS: Readonly<Record<BuiltInDimension | 'other', string>> = {
  department: 'Department',
  location: 'Location',
  employment_status: 'Employment status',
  other: 'Other criteria',
};

export const CRITERIA_TEXT = {
  options: 'Criteria options.',
  matchingHires: 'Hires matching these criteria.',
  dimensionUnknown: 'Choose department, location, employment status, other criteria or a custom field.',
  dimensionTwice: 'Set each criterion once.',
  valuesEmpty: 'Choose at least one value, or remove the criterion.',
  valuesTooMany: `Choose at most ${MAX_CRITERIA_VALUES} values for one criterion.`,
  valueUnknown: (label: string) => `${label}: one of the chosen values does not exist in this company.`,
} as const;
