import { toDisplayDate } from '@shared/date-format';
import { isNumberText, readFilterValue } from './filter-codecs';
import { FILTER_BAR_TEXT } from './filter-constants';
import type { FilterDefinition, RangeFilterDefinition } from './filter-definitions';

/** A range's two filters of one type: the start, and the end that names it in `notBefore`. */
function partnerOf(
  filters: readonly FilterDefinition[],
  definition: RangeFilterDefinition,
): { start: RangeFilterDefinition; end: RangeFilterDefinition } | undefined {
  const isSameType = (candidate: FilterDefinition | undefined): candidate is RangeFilterDefinition => candidate?.type === definition.type;
  if (definition.notBefore !== undefined) {
    const start = filters.find((candidate) => candidate.key === definition.notBefore);
    return isSameType(start) ? { start, end: definition } : undefined;
  }
  const end = filters.find((candidate) => isSameType(candidate) && candidate.notBefore === definition.key);
  return isSameType(end) ? { start: definition, end } : undefined;
}

/** Whether a filter can be one end of a range. */
export const isRangeFilter = (definition: FilterDefinition): definition is RangeFilterDefinition => definition.type === 'date' || definition.type === 'number';

/**
 * What is wrong with `value` for this date or number filter: a number that is not one, or a value
 * that would put its range's start after its end, in words that name both fields and the other
 * value; undefined when it is fine.
 */
export function reversedRangeProblem(
  filters: readonly FilterDefinition[],
  definition: RangeFilterDefinition,
  value: string | undefined,
  params: URLSearchParams,
): string | undefined {
  const numbers = definition.type === 'number';
  if (numbers && value !== undefined && !isNumberText(value)) return FILTER_BAR_TEXT.notANumber;
  const range = partnerOf(filters, definition);
  if (!range || value === undefined) return undefined;
  const isEnd = range.end.key === definition.key;
  const other = readFilterValue(isEnd ? range.start : range.end, params);
  if (other === undefined) return undefined;
  const [start, end] = isEnd ? [other, value] : [value, other];
  if (numbers ? Number(start) <= Number(end) : start <= end) return undefined;
  const shown = numbers ? other : toDisplayDate(other);
  const [before, after] = numbers ? ['less than', 'more than'] : ['before', 'after'];
  return isEnd
    ? `${range.end.label} must not be ${before} ${range.start.label} (${shown}).`
    : `${range.start.label} must not be ${after} ${range.end.label} (${shown}).`;
}
