import { DatePicker, Select, theme } from 'antd';
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT, toApiDate } from '@shared/date-format';
import { PICKER_LIST_HEIGHT_PX } from '../async-select/picker-constants';
import { CALENDAR_LOCALE, COMPACT_CALENDAR_STYLES, CompactCalendar } from './compact-calendar';
import { DATE_RANGE_PRESET_LABELS, DATE_RANGE_PRESETS, presetRange, type DateRangePreset, type DateRangeValue } from './date-range-presets';
import { FILTER_BAR_TEXT } from './filter-constants';
import { HiddenLabel } from './visually-hidden';

const PRESET_OPTIONS = DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: DATE_RANGE_PRESET_LABELS[preset] }));

export interface DateRangePickerProps {
  /** The id of the shortcut select; the calendar inputs take `<id>-start` and `<id>-end`. */
  id: string;
  /** Names the calendar inputs for assistive technology, e.g. 'Start date: Start date'. */
  label: string;
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
}

/**
 * A shortcut (Today, Last 7 Days, Last 30 Days, This Week, This Month, Custom) beside the dates it
 * covers. Picking dates on the calendar makes the range Custom; dates read MM/DD/YYYY.
 */
export function DateRangePicker({ id, label, value, onChange }: DateRangePickerProps) {
  const { token } = theme.useToken();
  const startId = `${id}-start`;
  const endId = `${id}-end`;
  return (
    <div style={{ display: 'flex', gap: token.marginXS }}>
      <Select<DateRangePreset>
        id={id}
        style={{ width: 150, flex: 'none' }}
        options={PRESET_OPTIONS}
        value={value.preset}
        listHeight={PICKER_LIST_HEIGHT_PX}
        onChange={(preset) => onChange(preset === 'custom' ? { ...value, preset } : presetRange(preset))}
      />
      <HiddenLabel htmlFor={startId}>{`${label}: ${FILTER_BAR_TEXT.rangeStart}`}</HiddenLabel>
      <HiddenLabel htmlFor={endId}>{`${label}: ${FILTER_BAR_TEXT.rangeEnd}`}</HiddenLabel>
      <CompactCalendar>
        <DatePicker.RangePicker
          id={{ start: startId, end: endId }}
          styles={COMPACT_CALENDAR_STYLES}
          locale={CALENDAR_LOCALE}
          style={{ width: 250 }}
          format={DISPLAY_DATE_FORMAT}
          placeholder={[FILTER_BAR_TEXT.rangeStart, FILTER_BAR_TEXT.rangeEnd]}
          allowClear={false}
          value={[dayjs(value.start), dayjs(value.end)]}
          onChange={(dates) => {
            const [start, end] = dates ?? [];
            if (start && end) onChange({ preset: 'custom', start: toApiDate(start), end: toApiDate(end) });
          }}
        />
      </CompactCalendar>
    </div>
  );
}
