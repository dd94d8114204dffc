import { AsyncMultiSelect } from '../async-select/async-multi-select';
import { TimezoneSelect } from '../timezone-select/timezone-select';
import { CheckboxFilter } from './checkbox-filter';
import { CustomDateRangeFilter } from './custom-date-range-filter';
import { DateFilter } from './date-filter';
import { DateRangePicker } from './date-range-picker';
import { readFilterValue } from './filter-codecs';
import { FILTER_ASYNC_DEBOUNCE_MS } from './filter-constants';
import type { FilterDefinition, FilterValueOf } from './filter-definitions';
import { NumberFilter } from './number-filter';
import { SearchFilter } from './search-filter';
import { MultiSelectFilter, SelectFilter } from './select-filter';

export interface FilterControlProps {
  id: string;
  definition: FilterDefinition;
  params: URLSearchParams;
  onChange<D extends FilterDefinition>(definition: D, value: FilterValueOf<D>): void;
  /** A date the bar refused for this filter: the field shows it, marked, instead of the URL's (a number field keeps its own text). */
  refused?: { value: string } | undefined;
  invalid?: boolean;
}

/** The control of one filter, showing the value the URL holds and handing changes on. */
export function FilterControl({ id, definition, params, onChange, refused, invalid = false }: FilterControlProps) {
  switch (definition.type) {
    case 'search':
      return (
        <SearchFilter
          id={id}
          value={readFilterValue(definition, params)}
          placeholder={definition.placeholder}
          debounceMs={definition.debounceMs}
          onCommit={(text) => onChange(definition, text)}
        />
      );
    case 'select':
      return (
        <SelectFilter
          id={id}
          options={definition.options}
          value={readFilterValue(definition, params)}
          placeholder={definition.placeholder}
          clearable={definition.defaultValue === undefined}
          onChange={(value) => onChange(definition, value)}
        />
      );
    case 'timezone':
      return (
        <TimezoneSelect
          id={id}
          value={readFilterValue(definition, params)}
          placeholder={definition.placeholder}
          allowClear={definition.defaultValue === undefined}
          onChange={(text) => onChange(definition, text)}
        />
      );
    case 'multiselect':
      return (
        <MultiSelectFilter
          id={id}
          options={definition.options}
          value={readFilterValue(definition, params)}
          placeholder={definition.placeholder}
          onChange={(value) => onChange(definition, value)}
        />
      );
    case 'asyncMultiselect':
      return (
        <AsyncMultiSelect
          id={id}
          fetcher={definition.fetcher}
          debounceMs={definition.debounceMs ?? FILTER_ASYNC_DEBOUNCE_MS}
          placeholder={definition.placeholder}
          maxTagCount="responsive"
          value={readFilterValue(definition, params)}
          onChange={(value) => onChange(definition, value)}
        />
      );
    case 'date':
      return (
        <DateFilter
          id={id}
          value={refused ? refused.value : readFilterValue(definition, params)}
          invalid={invalid}
          placeholder={definition.placeholder}
          onChange={(value) => onChange(definition, value)}
        />
      );
    case 'number':
      return (
        <NumberFilter
          id={id}
          value={readFilterValue(definition, params)}
          invalid={invalid}
          placeholder={definition.placeholder}
          onCommit={(text) => onChange(definition, text)}
        />
      );
    case 'checkbox':
      return <CheckboxFilter id={id} label={definition.label} value={readFilterValue(definition, params)} onChange={(value) => onChange(definition, value)} />;
    case 'dateRange':
      return <DateRangePicker id={id} label={definition.label} value={readFilterValue(definition, params)} onChange={(value) => onChange(definition, value)} />;
    case 'customDateRange':
      return (
        <CustomDateRangeFilter
          id={id}
          label={definition.label}
          mode={definition.mode ?? 'range'}
          value={readFilterValue(definition, params)}
          onChange={(value) => onChange(definition, value)}
        />
      );
  }
}
