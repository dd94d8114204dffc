import { DatePicker } from 'antd';
import { CALENDAR_LOCALE, COMPACT_CALENDAR_STYLES, CompactCalendar } from '@renderer/components/filter-bar/compact-calendar';
import { fieldErrorId } from '@renderer/components/form-field';
import { DISPLAY_DATE_FORMAT, parseApiDate, toApiDate } from '@shared/date-format';

export interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** For the form to move the focus here, as react-hook-form does to the first field in error. */
  inputRef?: (picker: { focus(): void } | null) => void;
}

/** One day, shown and typed as MM/DD/YYYY and kept as YYYY-MM-DD (spec section 9), in the compact calendar. */
export function DateField({ id, value, onChange, onBlur, error, required = false, disabled, inputRef }: DateFieldProps) {
  return (
    <CompactCalendar>
      <DatePicker
        id={id}
        ref={inputRef}
        styles={COMPACT_CALENDAR_STYLES}
        locale={CALENDAR_LOCALE}
        style={{ width: '100%' }}
        format={DISPLAY_DATE_FORMAT}
        placeholder={DISPLAY_DATE_FORMAT}
        value={parseApiDate(value) ?? null}
        onChange={(date) => onChange(date ? toApiDate(date) : '')}
        onBlur={onBlur}
        // Enter confirms a typed date in the picker; it must not also submit the surrounding form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldErrorId(id)}
      />
    </CompactCalendar>
  );
}
