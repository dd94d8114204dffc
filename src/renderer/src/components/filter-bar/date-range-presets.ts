import dayjs, { type Dayjs } from 'dayjs';
import { toApiDate } from '@shared/date-format';

/** Spec section 2: the date-range shortcuts, in the order they are offered. */
export const DATE_RANGE_PRESETS = ['today', 'last7Days', 'last30Days', 'thisWeek', 'thisMonth', 'custom'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export type RelativeDateRangePreset = Exclude<DateRangePreset, 'custom'>;

export const DATE_RANGE_PRESET_LABELS: Readonly<Record<DateRangePreset, string>> = {
  today: 'Today',
  last7Days: 'Last 7 Days',
  last30Days: 'Last 30 Days',
  thisWeek: 'This Week',
  thisMonth: 'This Month',
  custom: 'Custom',
};

/** Spec sections 3 and 9: a date range starts as the last 7 days. */
export const DEFAULT_DATE_RANGE_PRESET: RelativeDateRangePreset = 'last7Days';

/** A span of whole days, both ends included, as YYYY-MM-DD. */
export interface DateSpan {
  start: string;
  end: string;
}

/** A date-range filter's value: the shortcut chosen and the days it covers. */
export interface DateRangeValue extends DateSpan {
  preset: DateRangePreset;
}

export function isRelativePreset(text: string): text is RelativeDateRangePreset {
  return text !== 'custom' && (DATE_RANGE_PRESETS as readonly string[]).includes(text);
}

const span = (start: Dayjs, end: Dayjs): DateSpan => ({ start: toApiDate(start), end: toApiDate(end) });

/**
 * The days a shortcut covers on a given day. Last 7 and Last 30 Days end today and include it;
 * a week runs Sunday to Saturday, as the MM/DD/YYYY calendars show it.
 */
export function presetSpan(preset: RelativeDateRangePreset, today: Dayjs = dayjs()): DateSpan {
  const day = today.startOf('day');
  switch (preset) {
    case 'today':
      return span(day, day);
    case 'last7Days':
      return span(day.subtract(6, 'day'), day);
    case 'last30Days':
      return span(day.subtract(29, 'day'), day);
    case 'thisWeek': {
      const sunday = day.subtract(day.day(), 'day');
      return span(sunday, sunday.add(6, 'day'));
    }
    case 'thisMonth':
      return span(day.startOf('month'), day.endOf('month'));
  }
}

export function presetRange(preset: RelativeDateRangePreset, today: Dayjs = dayjs()): DateRangeValue {
  return { preset, ...presetSpan(preset, today) };
}

/** The whole month a day falls in. */
export function monthSpan(date: Dayjs): DateSpan {
  return span(date.startOf('month'), date.endOf('month'));
}
