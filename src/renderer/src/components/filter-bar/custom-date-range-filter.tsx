import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT, DISPLAY_MONTH_FORMAT, toApiDate } from '@shared/date-format';
import { CALENDAR_LOCALE, COMPACT_CALENDAR_STYLES, CompactCalendar } from './compact-calendar';
import { monthSpan, type DateSpan } from './date-range-presets';
import { FILTER_BAR_TEXT } from './filter-constants';
import { HiddenLabel } from './visually-hidden';

export interface CustomDateRangeFilterProps {
  /** The id of the start input (the month input in month mode); the end input takes `<id>-end`. */
  id: string;
  label: string;
  mode: 'range' | 'month';
  value: DateSpan;
  onChange(value: DateSpan): void;
}

/**
 * Dates picked on a calendar: a start and an end, or in month mode one month, which needs its
 * start date only (the end is that month's last day).
 */
export function CustomDateRangeFilter({ id, label, mode, value, onChange }: CustomDateRangeFilterProps) {
  if (mode === 'month') {
    return (
      <CompactCalendar>
        <DatePicker
          id={id}
          picker="month"
          styles={COMPACT_CALENDAR_STYLES}
          locale={CALENDAR_LOCALE}
          style={{ width: '100%' }}
          format={DISPLAY_MONTH_FORMAT}
          placeholder={FILTER_BAR_TEXT.monthPlaceholder}
          allowClear={false}
          value={dayjs(value.start)}
          onChange={(month) => {
            if (month) onChange(monthSpan(month));
          }}
        />
      </CompactCalendar>
    );
  }
  const endId = `${id}-end`;
  return (
    <CompactCalendar>
      <HiddenLabel htmlFor={endId}>{`${label}: ${FILTER_BAR_TEXT.rangeEnd}`}</HiddenLabel>
      <DatePicker.RangePicker
        id={{ start: id, end: endId }}
        styles={COMPACT_CALENDAR_STYLES}
        locale={CALENDAR_LOCALE}
        style={{ width: '100%' }}
        format={DISPLAY_DATE_FORMAT}
        placeholder={[FILTER_BAR_TEXT.rangeStart, FILTER_BAR_TEXT.rangeEnd]}
        allowClear={false}
        value={[dayjs(value.start), dayjs(value.end)]}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          if (start && end) onChange({ start: toApiDate(start), end: toApiDate(end) });
        }}
      />
    </CompactCalendar>
  );
}
