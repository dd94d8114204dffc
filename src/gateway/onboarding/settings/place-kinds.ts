import type { PlaceKind } from '@shared/company-places';

/** Where each kind of company place is kept, and the rule engine's dimension for its values. */
export const PLACE_STORES = {
  departments: { table: 'departments', dimension: 'department', hireColumn: 'department_id', area: 'department' },
  locations: { table: 'locations', dimension: 'location', hireColumn: 'location_id', area: 'location' },
  'other-criteria': { table: 'other_criteria', dimension: 'other', hireColumn: null, area: 'other_criteria' },
} as const satisfies Record<
  PlaceKind,
  { table: 'departments' | 'locations' | 'other_criteria'; dimension: string; hireColumn: 'department_id' | 'location_id' | null; area: string }
>;

export type PlaceTable = (typeof PLACE_STORES)[PlaceKind]['table'];
