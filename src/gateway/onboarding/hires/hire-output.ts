import type { z } from 'zod';
import { type FirstDay, type Hire, type HireSummary, type PersonRef, customFieldValuesSchema, firstDaySchema } from '@shared/contract/onboarding-schemas';
import { visibleFieldValues } from '../fields/hire-field-values';
import type { HireStatus } from '@shared/onboarding';
import { isoTimestamp } from './hire-dates';
import { statusMovesOf } from './hire-moves';
import { hireFullName } from './hire-names';
import type { HireRow, TaskProgress } from './hire-rows';

export interface HireSummaryRow {
  id: string;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  personal_email: string;
  job_title: string;
  department_id: string | null;
  department_name: string | null;
  location_id: string | null;
  location_name: string | null;
  manager_id: string | null;
  status: HireStatus;
  start_date: string;
  created_at: Date | string;
}

/** The columns a summary row reads, from `new_hires as h` joined to `departments as d` and `locations as l`. */
export const HIRE_SUMMARY_COLUMNS = [
  'h.id',
  'h.first_name',
  'h.last_name',
  'h.preferred_name',
  'h.personal_email',
  'h.job_title',
  'h.department_id',
  'd.name as department_name',
  'h.location_id',
  'l.name as location_name',
  'h.manager_id',
  'h.status',
  'h.start_date',
  'h.created_at',
] as const;

const NO_TASKS: TaskProgress = { done: 0, total: 0 };
const EMPTY_FIRST_DAY: FirstDay = { arrivalTime: null, address: null, instructions: null };

function option(id: string | null, label: string | null) {
  return id === null || label === null ? null : { _id: id, label };
}

function person(people: ReadonlyMap<string, PersonRef>, id: string | null): PersonRef | null {
  return id === null ? null : (people.get(id) ?? null);
}

function parsedJson<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function toHireSummary(row: HireSummaryRow, people: ReadonlyMap<string, PersonRef>, progress: TaskProgress | undefined): HireSummary {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    fullName: hireFullName(row),
    personalEmail: row.personal_email,
    jobTitle: row.job_title,
    department: option(row.department_id, row.department_name),
    location: option(row.location_id, row.location_name),
    manager: person(people, row.manager_id),
    status: row.status,
    startDate: row.start_date,
    taskProgress: progress ?? NO_TASKS,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** The user ids a hire names: what `loadPeople` needs for `toHire`. */
export function peopleOf(row: HireRow): (string | null)[] {
  return [row.manager_id, row.coordinator_id, row.buddy_id, row.created_by, row.updated_by];
}

export function toHire(
  row: HireRow,
  people: ReadonlyMap<string, PersonRef>,
  progress: TaskProgress | undefined,
  access: { canManage: boolean; now: Date; sensitiveFields: ReadonlySet<string>; readsSensitive: boolean },
): Hire {
  const clock = { status: row.status, startDate: row.start_date, timezone: row.timezone };
  return {
    ...toHireSummary(row, people, progress),
    workEmail: row.work_email,
    phone: row.phone,
    employmentStatus: row.employment_status,
    timezone: row.timezone,
    coordinator: person(people, row.coordinator_id),
    buddy: person(people, row.buddy_id),
    userId: row.user_id,
    ...visibleFieldValues(parsedJson(row.custom_fields, customFieldValuesSchema, {}), access.sensitiveFields, access.readsSensitive),
    welcomeMessage: row.welcome_message,
    firstDay: parsedJson(row.first_day, firstDaySchema, EMPTY_FIRST_DAY),
    createdBy: person(people, row.created_by),
    updatedBy: person(people, row.updated_by),
    updatedAt: isoTimestamp(row.updated_at),
    version: Number(row.version),
    allowedMoves: access.canManage ? statusMovesOf(clock, access.now) : [],
  };
}
