import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT, toApiDate } from '@shared/date-format';
import { CALENDAR_LOCALE, COMPACT_CALENDAR_STYLES, CompactCalendar } from './compact-calendar';
import { FILTER_BAR_TEXT } from './filter-constants';

export interface DateFilterProps {
  id: string;
  /** YYYY-MM-DD, or undefined for no date. */
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder?: string | undefined;
  /** Set while the field holds a day it refused; the words are shown under the field. */
  invalid?: boolean;
}

/** One day, shown and typed as MM/DD/YYYY. */
export function DateFilter({ id, value, onChange, placeholder = FILTER_BAR_TEXT.datePlaceholder, invalid = false }: DateFilterProps) {
  return (
    <CompactCalendar>
      <DatePicker
        id={id}
        styles={COMPACT_CALENDAR_STYLES}
        locale={CALENDAR_LOCALE}
        style={{ width: '100%' }}
        format={DISPLAY_DATE_FORMAT}
        placeholder={placeholder}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        {...(invalid ? { 'aria-describedby': `${id}-problem` } : {})}
        value={value === undefined ? null : dayjs(value)}
        onChange={(date) => onChange(date ? toApiDate(date) : undefined)}
      />
    </CompactCalendar>
  );
}
