import { HIRE_STATUS_MOVES, type HireStatus } from '@shared/onboarding';
import { localDate } from './hire-dates';

export interface HireClock {
  status: HireStatus;
  startDate: string;
  timezone: string;
}

/** Whether the hire's start date has come, in the hire's own timezone. */
export function hasStarted(hire: Pick<HireClock, 'startDate' | 'timezone'>, now: Date): boolean {
  return localDate(hire.timezone, now) >= hire.startDate;
}

/** The moves the model allows from the hire's status now; reopening a withdrawn hire ends at the start date. */
export function statusMovesOf(hire: HireClock, now: Date): HireStatus[] {
  return hire.status === 'withdrawn' && hasStarted(hire, now) ? [] : [...HIRE_STATUS_MOVES[hire.status]];
}
