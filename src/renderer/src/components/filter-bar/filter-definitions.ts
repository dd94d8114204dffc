import type { AsyncOption, AsyncOptionFetcher } from '../async-select/async-option';
import type { DateRangePreset, DateSpan, DateRangeValue } from './date-range-presets';

/** Spec section 3 "Table filter option fields": a fixed choice of a select or multiselect filter. */
export interface FilterOption {
  _id: string;
  label: string;
}

interface FilterBase {
  /** The URL query parameter the filter's value lives in; unique within a bar. */
  key: string;
  /** The visible label, which also names the control for assistive technology. */
  label: string;
  placeholder?: string;
}

/** Free text, written to the URL once typing has rested (1000 ms unless debounceMs says otherwise). */
export interface SearchFilterDefinition extends FilterBase {
  type: 'search';
  debounceMs?: number;
}

export interface SelectFilterDefinition extends FilterBase {
  type: 'select';
  options: readonly FilterOption[];
  defaultValue?: string;
}

/** One entry of the timezone list, identified by its text. */
export interface TimezoneFilterDefinition extends FilterBase {
  type: 'timezone';
  defaultValue?: string;
}

export interface MultiSelectFilterDefinition extends FilterBase {
  type: 'multiselect';
  options: readonly FilterOption[];
}

/** Options the caller loads page by page; searches after 600 ms in the bar unless debounceMs says otherwise. */
export interface AsyncMultiSelectFilterDefinition extends FilterBase {
  type: 'asyncMultiselect';
  fetcher: AsyncOptionFetcher;
  debounceMs?: number;
}

export interface DateFilterDefinition extends FilterBase {
  type: 'date';
  /**
   * The key of the date filter that starts this one's range: a day before it is refused at the
   * field and never reaches the URL, so the list behind the bar stays as it was.
   */
  notBefore?: string;
}

/** A number typed in, handed on at Enter or when the field is left; `notBefore` as for dates. */
export interface NumberFilterDefinition extends FilterBase {
  type: 'number';
  /** The key of the number filter that starts this one's range: a smaller number is refused at the field. */
  notBefore?: string;
}

/** The filters that can be one end of a range. */
export type RangeFilterDefinition = DateFilterDefinition | NumberFilterDefinition;

export interface CheckboxFilterDefinition extends FilterBase {
  type: 'checkbox';
  defaultValue?: boolean;
}

/** The shortcuts Today, Last 7 Days, Last 30 Days, This Week, This Month and Custom; last 7 days by default. */
export interface DateRangeFilterDefinition extends FilterBase {
  type: 'dateRange';
  defaultPreset?: Exclude<DateRangePreset, 'custom'>;
}

/**
 * A range picked on a calendar: start and end dates (the last 7 days by default), or in month
 * mode a single month, which needs a start date only (the current month by default).
 */
export interface CustomDateRangeFilterDefinition extends FilterBase {
  type: 'customDateRange';
  mode?: 'range' | 'month';
}

export type FilterDefinition =
  | SearchFilterDefinition
  | SelectFilterDefinition
  | TimezoneFilterDefinition
  | MultiSelectFilterDefinition
  | AsyncMultiSelectFilterDefinition
  | DateFilterDefinition
  | NumberFilterDefinition
  | CheckboxFilterDefinition
  | DateRangeFilterDefinition
  | CustomDateRangeFilterDefinition;

export type FilterType = FilterDefinition['type'];

/** The value a filter of a type holds; dates are YYYY-MM-DD, numbers their text as typed (`-3`, `10.5`). */
export interface FilterValueByType {
  search: string;
  select: string | undefined;
  timezone: string | undefined;
  multiselect: string[];
  asyncMultiselect: AsyncOption[];
  date: string | undefined;
  number: string | undefined;
  checkbox: boolean;
  dateRange: DateRangeValue;
  customDateRange: DateSpan;
}

export type FilterValueOf<D extends FilterDefinition> = FilterValueByType[D['type']];

export type FilterValue = FilterValueByType[FilterType];

/** The values of a bar's filters, by key: `{ status: string | undefined; startDate: DateRangeValue; ... }`. */
export type FilterValues<Defs extends readonly FilterDefinition[]> = { [D in Defs[number] as D['key']]: FilterValueOf<D> };
