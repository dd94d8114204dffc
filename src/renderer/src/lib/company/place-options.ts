import type { PlaceOption } from '@shared/contract/onboarding-schemas';

/** The values a picker offers: archived ones only where the hire holds one already (`chosen`). */
export function offeredPlaces<T extends PlaceOption>(list: readonly T[] | undefined, chosen: readonly string[]): T[] {
  return (list ?? []).filter((entry) => !entry.archived || chosen.includes(entry._id));
}

/** A filter's options: archived values stay, since hires still hold them, and say that they are archived. */
export function filterPlaces(list: readonly PlaceOption[]): PlaceOption[] {
  return list.map((entry) => (entry.archived ? { ...entry, label: `${entry.label} (archived)` } : entry));
}
