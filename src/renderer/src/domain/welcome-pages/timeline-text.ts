import { parseApiDate, toDisplayDate } from '@shared/date-format';

/** When a moment of the first week happens, as people read it: "Day 2 · Tue 12/02/2026, 10:00". */
export function timelineWhen(entry: { day: number; date: string; time: string | null }): string {
  const date = parseApiDate(entry.date);
  const day = date ? `${date.format('ddd')} ${toDisplayDate(date)}` : entry.date;
  return `Day ${entry.day} · ${day}${entry.time ? `, ${entry.time}` : ''}`;
}
