import type { AsyncOption } from './async-option';
import { AsyncPicker, type AsyncPickerCommonProps } from './async-picker';

export interface AsyncSelectProps extends AsyncPickerCommonProps {
  value: AsyncOption | null;
  onChange(option: AsyncOption | null): void;
}

/**
 * Picks one option the caller loads page by page: searches after the typed text rests 500 ms,
 * loads 10 more when the list is scrolled to its end, and never lets an older answer win.
 */
export function AsyncSelect({ value, onChange, ...props }: AsyncSelectProps) {
  return <AsyncPicker {...props} multiple={false} selected={value ? [value] : []} onSelectedChange={(options) => onChange(options[0] ?? null)} />;
}
