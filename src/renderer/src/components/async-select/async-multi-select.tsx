import type { AsyncOption } from './async-option';
import { AsyncPicker, type AsyncPickerCommonProps } from './async-picker';

export interface AsyncMultiSelectProps extends AsyncPickerCommonProps {
  value: readonly AsyncOption[];
  onChange(options: AsyncOption[]): void;
  /** How many chosen options show as tags; 'responsive' fits them to one line. All show by default. */
  maxTagCount?: number | 'responsive';
}

/**
 * Picks several options the caller loads page by page: searches after the typed text rests 500 ms,
 * loads 10 more when the list is scrolled to its end, and never lets an older answer win.
 */
export function AsyncMultiSelect({ value, onChange, ...props }: AsyncMultiSelectProps) {
  return <AsyncPicker {...props} multiple selected={value} onSelectedChange={onChange} />;
}
