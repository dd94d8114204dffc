import { toDisplayDate } from '@shared/date-format';
import { readFilterValue } from './filter-codecs';
import type { DateFilterDefinition, FilterDefinition } from './filter-definitions';

/** A range's two date filters: the start, and the end that names it in `notBefore`. */
function partnerOf(
  filters: readonly FilterDefinition[],
  definition: DateFilterDefinition,
): { start: DateFilterDefinition; end: DateFilterDefinition } | undefined {
  const isDate = (candidate: FilterDefinition | undefined): candidate is DateFilterDefinition => candidate?.type === 'date';
  if (definition.notBefore !== undefined) {
    const start = filters.find((candidate) => candidate.key === definition.notBefore);
    return isDate(start) ? { start, end: definition } : undefined;
  }
  const end = filters.find((candidate) => isDate(candidate) && candidate.notBefore === definition.key);
  return isDate(end) ? { start: definition, end } : undefined;
}

/**
 * What is wrong when `value` for this date filter would put its range's start after its end, in
 * words that name both fields and the other day; undefined when the range stays in order.
 */
export function reversedRangeProblem(
  filters: readonly FilterDefinition[],
  definition: DateFilterDefinition,
  value: string | undefined,
  params: URLSearchParams,
): string | undefined {
  const range = partnerOf(filters, definition);
  if (!range || value === undefined) return undefined;
  const isEnd = range.end.key === definition.key;
  const other = readFilterValue(isEnd ? range.start : range.end, params);
  if (other === undefined) return undefined;
  const [start, end] = isEnd ? [other, value] : [value, other];
  if (start <= end) return undefined;
  return isEnd
    ? `${range.end.label} must not be before ${range.start.label} (${toDisplayDate(other)}).`
    : `${range.start.label} must not be after ${range.end.label} (${toDisplayDate(other)}).`;
}
