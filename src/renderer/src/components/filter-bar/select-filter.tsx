import { Select } from 'antd';
import { PICKER_LIST_HEIGHT_PX } from '../async-select/picker-constants';
import { useReadablePlaceholder } from '../async-select/use-readable-placeholder';
import { FILTER_BAR_TEXT } from './filter-constants';
import type { FilterOption } from './filter-definitions';

interface ChoiceOption {
  value: string;
  label: string;
}

const toChoices = (options: readonly FilterOption[]): ChoiceOption[] => options.map((option) => ({ value: option._id, label: option.label }));

const searchable = { optionFilterProp: 'label' } as const;

export interface SelectFilterProps {
  id: string;
  options: readonly FilterOption[];
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder?: string | undefined;
  /** A filter with a default of its own cannot be emptied, only set back by Clear Filters. */
  clearable: boolean;
}

export function SelectFilter({ id, options, value, onChange, placeholder = FILTER_BAR_TEXT.selectPlaceholder, clearable }: SelectFilterProps) {
  const placeholderStyles = useReadablePlaceholder();
  return (
    <Select<string | undefined, ChoiceOption>
      id={id}
      style={{ width: '100%' }}
      options={toChoices(options)}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      placeholder={placeholder}
      styles={placeholderStyles}
      allowClear={clearable}
      showSearch={searchable}
      listHeight={PICKER_LIST_HEIGHT_PX}
    />
  );
}

export interface MultiSelectFilterProps {
  id: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  placeholder?: string | undefined;
}

export function MultiSelectFilter({ id, options, value, onChange, placeholder = FILTER_BAR_TEXT.selectPlaceholder }: MultiSelectFilterProps) {
  const placeholderStyles = useReadablePlaceholder();
  return (
    <Select<string[], ChoiceOption>
      id={id}
      mode="multiple"
      style={{ width: '100%' }}
      options={toChoices(options)}
      value={[...value]}
      onChange={(next) => onChange(next ?? [])}
      placeholder={placeholder}
      styles={placeholderStyles}
      allowClear
      maxTagCount="responsive"
      showSearch={searchable}
      listHeight={PICKER_LIST_HEIGHT_PX}
    />
  );
}
