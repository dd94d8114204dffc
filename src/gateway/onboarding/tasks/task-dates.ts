import { addDays } from '../hires/hire-dates';

/** The caller's own date when they sent one, else today in UTC. */
export function todayOf(today?: string, now: Date = new Date()): string {
  return today ?? now.toISOString().slice(0, 10);
}

/** The Monday of the week a YYYY-MM-DD falls in: weeks start on Monday. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
