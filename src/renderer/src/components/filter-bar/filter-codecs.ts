import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import { parseApiDate } from '@shared/date-format';
import { findTimezone } from '@shared/timezones';
import { uniqueAsyncOptions, type AsyncOption } from '../async-select/async-option';
import { DEFAULT_DATE_RANGE_PRESET, isRelativePreset, monthSpan, presetRange, presetSpan, type DateSpan } from './date-range-presets';
import type { FilterDefinition, FilterValue, FilterValueOf, FilterValues } from './filter-definitions';

/**
 * How each filter's value lives in the URL query: one parameter named after the filter's key
 * (a multiselect repeats it). A value equal to the default is left out, and anything unknown or
 * malformed reads as the default, so a hand-edited or outdated link never breaks the page.
 */

const asyncOptionsSchema = z.array(
  z.object({
    _id: z.string().min(1),
    fullName: z.string().optional(),
    teamName: z.string().optional(),
  }),
);

/** Dates as `start/end` (an ISO 8601 interval), e.g. 2025-03-01/2025-03-31. */
const SPAN_SEPARATOR = '/';

/** The numbers a number filter takes, as the gateway reads them. */
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

export const isNumberText = (text: string) => NUMBER_TEXT.test(text);

function readSpan(text: string | null): DateSpan | undefined {
  if (text === null) return undefined;
  const [start = '', end = '', ...extra] = text.split(SPAN_SEPARATOR);
  const from = parseApiDate(start);
  const to = parseApiDate(end);
  if (extra.length > 0 || !from || !to || to.isBefore(from)) return undefined;
  return { start, end };
}

const writeSpan = (span: DateSpan) => `${span.start}${SPAN_SEPARATOR}${span.end}`;

function readAsyncOptions(text: string | null): AsyncOption[] {
  if (text === null) return [];
  try {
    const parsed = asyncOptionsSchema.safeParse(JSON.parse(text));
    return parsed.success ? uniqueAsyncOptions(parsed.data) : [];
  } catch {
    return [];
  }
}

/** Only what identifies and names an option goes into the URL. */
const slimOption = ({ _id, fullName, teamName }: AsyncOption): AsyncOption => ({
  _id,
  ...(fullName === undefined ? {} : { fullName }),
  ...(teamName === undefined ? {} : { teamName }),
});

export function defaultFilterValue<D extends FilterDefinition>(definition: D, today: Dayjs = dayjs()): FilterValueOf<D> {
  return defaultOf(definition, today) as FilterValueOf<D>;
}

function defaultOf(definition: FilterDefinition, today: Dayjs): FilterValue {
  switch (definition.type) {
    case 'search':
      return '';
    case 'select':
      return definition.defaultValue;
    case 'timezone':
      return definition.defaultValue !== undefined && findTimezone(definition.defaultValue) ? definition.defaultValue : undefined;
    case 'multiselect':
    case 'asyncMultiselect':
      return [];
    case 'date':
    case 'number':
      return undefined;
    case 'checkbox':
      return definition.defaultValue ?? false;
    case 'dateRange':
      return presetRange(definition.defaultPreset ?? DEFAULT_DATE_RANGE_PRESET, today);
    case 'customDateRange':
      return definition.mode === 'month' ? monthSpan(today) : presetSpan(DEFAULT_DATE_RANGE_PRESET, today);
  }
}

export function readFilterValue<D extends FilterDefinition>(definition: D, params: URLSearchParams, today: Dayjs = dayjs()): FilterValueOf<D> {
  return readOf(definition, params, today) as FilterValueOf<D>;
}

function readOf(definition: FilterDefinition, params: URLSearchParams, today: Dayjs): FilterValue {
  const text = params.get(definition.key);
  const fallback = defaultOf(definition, today);
  switch (definition.type) {
    case 'search':
      return text?.trim() ?? fallback;
    case 'select':
      return text !== null && definition.options.some((option) => option._id === text) ? text : fallback;
    case 'timezone':
      return text !== null && findTimezone(text) ? text : fallback;
    case 'multiselect': {
      const known = new Set(definition.options.map((option) => option._id));
      return [...new Set(params.getAll(definition.key))].filter((id) => known.has(id));
    }
    case 'asyncMultiselect':
      return readAsyncOptions(text);
    case 'date':
      return text !== null && parseApiDate(text) ? text : fallback;
    case 'number':
      return text !== null && isNumberText(text) ? text : fallback;
    case 'checkbox':
      return text === 'true' ? true : text === 'false' ? false : fallback;
    case 'dateRange': {
      if (text !== null && isRelativePreset(text)) return presetRange(text, today);
      const span = readSpan(text);
      return span ? { preset: 'custom', ...span } : fallback;
    }
    case 'customDateRange': {
      if (definition.mode === 'month') {
        const start = text === null ? undefined : parseApiDate(text);
        return start ? monthSpan(start) : fallback;
      }
      return readSpan(text) ?? fallback;
    }
  }
}

/** The parameter values that stand for a value, in order; none for an empty value. */
function serialise(definition: FilterDefinition, value: FilterValue): string[] {
  switch (definition.type) {
    case 'search':
      return typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
    case 'select':
    case 'timezone':
    case 'date':
    case 'number':
      return typeof value === 'string' && value !== '' ? [value] : [];
    case 'multiselect':
      return Array.isArray(value) ? [...new Set(value as string[])] : [];
    case 'asyncMultiselect':
      return Array.isArray(value) && value.length > 0 ? [JSON.stringify(uniqueAsyncOptions(value as AsyncOption[]).map(slimOption))] : [];
    case 'checkbox':
      return [String(value === true)];
    case 'dateRange': {
      const range = value as FilterValueOf<typeof definition>;
      return [range.preset === 'custom' ? writeSpan(range) : range.preset];
    }
    case 'customDateRange': {
      const span = value as FilterValueOf<typeof definition>;
      return [definition.mode === 'month' ? span.start : writeSpan(span)];
    }
  }
}

const sameParams = (left: readonly string[], right: readonly string[]) => left.length === right.length && left.every((text, index) => text === right[index]);

/** Puts a filter's value into the params, or takes the filter out when the value is its default. */
export function writeFilterValue<D extends FilterDefinition>(definition: D, value: FilterValueOf<D>, params: URLSearchParams, today: Dayjs = dayjs()): void {
  const wanted = serialise(definition, value);
  const fallback = serialise(definition, defaultOf(definition, today));
  params.delete(definition.key);
  if (sameParams(wanted, fallback)) return;
  for (const text of wanted) params.append(definition.key, text);
}

export function readFilterValues<const Defs extends readonly FilterDefinition[]>(
  definitions: Defs,
  params: URLSearchParams,
  today: Dayjs = dayjs(),
): FilterValues<Defs> {
  return Object.fromEntries(definitions.map((definition) => [definition.key, readOf(definition, params, today)])) as FilterValues<Defs>;
}
