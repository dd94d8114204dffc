import type { Criteria } from '@shared/contract/criteria';

/** The values a rule sets for one dimension; none is everyone. */
export function valuesOf(criteria: Criteria, dimension: string): string[] {
  return criteria.find((entry) => entry.dimension === dimension)?.values ?? [];
}

/** The rule with one dimension's values replaced; a dimension left empty is dropped, as the gateway stores it. */
export function criteriaWithValues(criteria: Criteria, dimension: string, values: string[]): Criteria {
  const others = criteria.filter((entry) => entry.dimension !== dimension);
  return values.length === 0 ? others : [...others, { dimension, values }];
}

/** A rule in words for a list: "Everyone", or each dimension with its values' labels. */
export function criteriaSummary(criteria: Criteria, labels: ReadonlyMap<string, { label: string; values: ReadonlyMap<string, string> }>): string {
  if (criteria.length === 0) return 'Everyone';
  return criteria
    .map((entry) => {
      const dimension = labels.get(entry.dimension);
      const names = entry.values.map((value) => dimension?.values.get(value) ?? value);
      return `${dimension?.label ?? entry.dimension}: ${names.join(', ')}`;
    })
    .join(' · ');
}
