import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilterValues } from './filter-codecs';
import type { FilterDefinition, FilterValues } from './filter-definitions';

/**
 * The values of a filter bar's filters as the URL holds them, for the screen that queries with
 * them. Filters the URL does not mention, or mentions with a value it cannot use, read as defaults.
 */
export function useFilterValues<const Defs extends readonly FilterDefinition[]>(filters: Defs): FilterValues<Defs> {
  const [params] = useSearchParams();
  const query = params.toString();
  return useMemo(() => readFilterValues(filters, new URLSearchParams(query)), [filters, query]);
}
